/**
 * axe on every visit in both languages and both colour modes (PRODUCT.md section 5: 0 violations), unthrottled:
 * each page loaded once per language in a fresh context, settled as a person would see it (islands hydrated, the
 * lazily shown parts in), audited in the light mode, then in the dark one (the page in the system mode follows the
 * OS live), with e2e/fixtures.ts's axe and WCAG 2.2 AA tags.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type AxeViolation, axeViolations, chooseLanguage } from '../../e2e/fixtures.ts';
import { LOCALES, type Locale } from '../../src/lib/locale.ts';
import type { Visit } from './plan.ts';

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

export interface AxeResult {
  readonly route: string;
  readonly path: string;
  readonly role: string | null;
  readonly locale: Locale;
  readonly mode: Mode;
  /** Where the page was when audited (a guard may have sent it elsewhere). */
  readonly finalUrl: string;
  /** The document's language when audited: a page that ignores the chosen language shows here. */
  readonly lang: string;
  readonly violations: readonly AxeViolation[];
  /** Why the page could not be audited, if it could not. */
  readonly error: string | null;
}

const SETTLE_MS = 8000;

/** As tools/screenshots.ts: islands that wait to be seen are scrolled to; spinners and placeholders are let go. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .waitForFunction(() => document.querySelector('astro-island[ssr]') === null, undefined, { timeout: SETTLE_MS })
    .catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .waitForFunction(() => document.querySelector('main :is(.animate-spin, .animate-pulse)') === null, undefined, {
      timeout: SETTLE_MS,
    })
    .catch(() => undefined);
}

async function auditVisit(
  browser: Browser,
  base: string,
  visit: Visit,
  locale: Locale,
  signIn: (context: BrowserContext) => Promise<void>,
): Promise<AxeResult[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const result = (mode: Mode, violations: readonly AxeViolation[], lang: string, error: string | null) => ({
    route: visit.route,
    path: visit.path,
    role: visit.role,
    locale,
    mode,
    finalUrl: page.url(),
    lang,
    violations,
    error,
  });
  try {
    await chooseLanguage(context, base, locale);
    await signIn(context);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(base + visit.path, { waitUntil: 'load' });
    await settle(page);
    const results: AxeResult[] = [];
    for (const mode of MODES) {
      await page.emulateMedia({ colorScheme: mode });
      await page
        .waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, mode === 'dark', {
          timeout: SETTLE_MS,
        })
        .catch(() => undefined); // a page that forces one mode stays in it, and is audited as it is
      const lang = await page.evaluate(() => document.documentElement.lang);
      results.push(result(mode, await axeViolations(page), lang, null));
    }
    return results;
  } catch (error) {
    return MODES.map((mode) => result(mode, [], '', error instanceof Error ? error.message : String(error)));
  } finally {
    await context.close();
  }
}

/** Every visit × language, `workers` at a time. */
export async function axePass(
  browser: Browser,
  base: string,
  visits: readonly Visit[],
  signIn: (context: BrowserContext, visit: Visit) => Promise<void>,
  workers: number,
  progress: (result: readonly AxeResult[]) => void,
): Promise<AxeResult[]> {
  const jobs = visits.flatMap((visit) => LOCALES.map((locale) => ({ visit, locale })));
  const results: AxeResult[][] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < jobs.length; index = next++) {
      const job = jobs[index];
      if (job === undefined) break;
      const found = await auditVisit(browser, base, job.visit, job.locale, (context) => signIn(context, job.visit));
      results[index] = found;
      progress(found);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
  return results.flat();
}
