/**
 * Screenshots of chosen pages in both languages and both colour modes, phone and desktop, for a
 * person to look at: `node tools/screenshots.ts /signin / /withdraw /test` against a running
 * `npm start` (BASE_URL, default http://127.0.0.1:4321). Files go to screenshots/ (not committed).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { signIn } from '../e2e/fixtures.ts';
import { ROUTES } from '../src/app/routes.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:4321';
const OUT = 'screenshots';
const VIEWPORTS = { phone: { width: 360, height: 800 }, desktop: { width: 1280, height: 860 } } as const;
const paths = process.argv.slice(2);

/** Guest and public pages are shot signed out (a session would send guest pages home); any other path signed in. */
function needsSession(path: string): boolean {
  const [pathname = ''] = path.split('?');
  const route = ROUTES.find((entry) => patternOf(entry.path).test(pathname));
  return route === undefined || route.access === 'authenticated';
}

/** A route pattern (`/forgot/:token`) as a whole-path regular expression. */
function patternOf(routePath: string): RegExp {
  return new RegExp(`^${routePath.replace(/:\w+/g, '[^/]+')}$`);
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
for (const path of paths.length ? paths : ['/signin', '/', '/withdraw', '/test']) {
  for (const locale of ['en', 'vi'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        const context = await browser.newContext({ viewport });
        await context.addCookies([{ name: 'nf_lang', value: locale, url: BASE_URL }]);
        // A real session from the running server: a made-up token would be refused and end on /signin.
        if (needsSession(path)) await signIn(context, BASE_URL);
        const page = await context.newPage();
        await page.addInitScript((value) => localStorage.setItem('color-mode', value), mode);
        await page.goto(BASE_URL + path);
        // Islands that hydrate when seen (client:visible, e.g. /profile's verification) wait to be scrolled to.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
        await page.evaluate(() => window.scrollTo(0, 0));
        // The screen's data and lazily loaded parts (steps, cells, filter forms), not their spinners and placeholders
        // (a screen that keeps one, e.g. a pending status, is shot as it is after the wait).
        await page
          .waitForFunction(
            () => document.querySelector('main :is(.animate-spin, .animate-pulse)') === null,
            undefined,
            {
              timeout: 10_000,
            },
          )
          .catch(() => undefined);
        const name = `${path.replace(/\W+/g, '_') || 'home'}-${locale}-${mode}-${device}.png`;
        await page.screenshot({ path: `${OUT}/${name}`, fullPage: device !== 'phone' });
        await context.close();
      }
    }
  }
}
await browser.close();
console.info(`Screenshots written to ${OUT}/`);
