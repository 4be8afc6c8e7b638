/**
 * `npm run copy-map`: the screen map of docs/EDITING-COPY.md, regenerated from the app itself. It starts the app
 * with its demo data on a free port (building it when the sources changed), opens each screen of
 * tools/copy-map/screens.ts in Chromium as a demo customer, outlines every long text on it with the file that
 * holds it, and the heading with its message, saves the picture to docs/copy-map/, and rewrites the map's section
 * of the guide between its two marker lines.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { longCopy, signIn } from '../e2e/fixtures.ts';
import { COPY_PLACES, type CopyName } from '../src/lib/copy-places.ts';
import { routeKey } from '../src/lib/route-key.ts';
import { MAP_SCREENS, type MapScreen } from './copy-map/screens.ts';
import { freePort } from './free-port.ts';

const MESSAGES: Record<string, string> = JSON.parse(
  readFileSync(new URL('../messages/en.json', import.meta.url), 'utf8'),
);
/** Whether a page says more under its heading than its lead, which menus show (src/ui/RouteShell.astro). */
const hasIntro = (key: string) => `page_${key}_intro` in MESSAGES;

const GUIDE = 'docs/EDITING-COPY.md';
const PICTURES = 'docs/copy-map';
export const MAP_START = '<!-- copy-map:start (npm run copy-map writes this part) -->';
export const MAP_END = '<!-- copy-map:end -->';

async function startApp(port: number, dataDir: string): Promise<ChildProcess> {
  const app = spawn(process.execPath, ['server/main.ts', '--demo'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The first start may build the site: up to a few minutes on a small machine.
  for (let waited = 0; waited < 600; waited++) {
    if (app.exitCode !== null) throw new Error(`the app stopped (exit ${app.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/test`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return app;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the app did not start in 10 minutes');
}

/** The long texts a screen shows: the ones tied to its route, and the ones it names. */
export function textsOf(screen: MapScreen): CopyName[] {
  const [pathname = ''] = screen.path.split('?');
  const tied = (Object.keys(COPY_PLACES) as CopyName[]).filter((name) =>
    (COPY_PLACES[name].routes as readonly string[]).includes(pathname),
  );
  return [...tied, ...(screen.alsoShows ?? [])];
}

/** A text's title and the start of its body as the page shows them (Markdown marks removed). */
function visibleWords(name: CopyName): { title: string; body: string } {
  const { title, lines } = longCopy('en', name);
  const body = lines
    .join(' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ');
  return { title: title.split('{')[0]?.trim() ?? '', body: body.slice(0, 24) };
}

/**
 * Outlines, with a label, the element `selector` names or else the block that holds `title` and `body` (its
 * smallest visible box holding both).
 */
async function outline(
  page: Page,
  target: { title: string; body: string; selector?: string },
  label: string,
): Promise<boolean> {
  return page.evaluate(
    ({ title, body, selector, label }) => {
      const holdsAll = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').includes(body);
      /** The smallest visible box around a text node that also holds the body's first words. */
      const boxOf = (text: Node): HTMLElement | null => {
        let box = text.parentElement;
        while (box && (!holdsAll(box) || getComputedStyle(box).display === 'contents')) box = box.parentElement;
        return box && box.offsetParent !== null ? box : null;
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let box = selector ? document.querySelector<HTMLElement>(selector) : null;
      for (let node = walker.nextNode(); node && !box; node = walker.nextNode())
        if ((node.textContent ?? '').includes(title)) box = boxOf(node);
      if (!box) return false;
      box.style.outline = '3px dashed #db2777';
      box.style.outlineOffset = '4px';
      const tag = document.createElement('span');
      tag.textContent = label;
      tag.style.cssText =
        'position:absolute;z-index:99;background:#db2777;color:#fff;font:600 12px/1.6 monospace;padding:0 6px;border-radius:4px';
      const rect = box.getBoundingClientRect();
      tag.style.left = `${rect.left + window.scrollX}px`;
      tag.style.top = `${Math.max(rect.top + window.scrollY - 22, 0)}px`;
      document.body.append(tag);
      return true;
    },
    { selector: undefined, ...target, label },
  );
}

async function shoot(page: Page, base: string, screen: MapScreen): Promise<CopyName[]> {
  await page.goto(base + screen.path);
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
  await page
    .waitForFunction(() => document.querySelector('main .animate-spin, main [aria-busy="true"]') === null, undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  const shown: CopyName[] = [];
  for (const name of textsOf(screen))
    if (await outline(page, visibleWords(name), `copy/en/${name}.md`)) shown.push(name);
  const key = routeKey(screen.path.split('?')[0] ?? '/');
  if (!screen.alsoShows) await outline(page, { title: '', body: '', selector: 'main h1' }, `messages: page_${key}`);
  await page.screenshot({ path: join(PICTURES, `${screen.slug}.jpg`), type: 'jpeg', quality: 60, fullPage: true });
  return shown;
}

/** The guide's map section for the screens and the long texts each one showed. */
export function mapSection(shots: readonly { screen: MapScreen; shown: readonly CopyName[] }[]): string {
  const parts = shots.map(({ screen, shown }) => {
    const key = routeKey(screen.path.split('?')[0] ?? '/');
    const texts = textsOf(screen);
    const lines = [
      `### ${screen.title} — \`${screen.path}\``,
      '',
      `![${screen.title}](copy-map/${screen.slug}.jpg)`,
      '',
      screen.alsoShows
        ? '- Heading, text and button: the long text below.'
        : `- Heading and the sentence under it: messages \`page_${key}\` and \`page_${key}_${hasIntro(key) ? 'intro' : 'lead'}\`.`,
      ...texts.map(
        (name) =>
          `- \`copy/<language>/${name}.md\`: ${COPY_PLACES[name].where}${shown.includes(name) ? '' : ' (not in this picture)'}`,
      ),
      `- Buttons, labels and other short texts: messages starting with ${screen.messages.map((prefix) => `\`${prefix}\``).join(', ')}.`,
    ];
    return lines.join('\n');
  });
  return [MAP_START, '', ...parts.flatMap((part) => [part, '']), MAP_END].join('\n');
}

/** The guide with its map section replaced. */
export function withMap(guide: string, section: string): string {
  const start = guide.indexOf(MAP_START);
  const end = guide.indexOf(MAP_END);
  if (start === -1 || end < start) throw new Error(`${GUIDE} lacks the copy-map marker lines`);
  return guide.slice(0, start) + section + guide.slice(end + MAP_END.length);
}

if (import.meta.main) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'copy-map-'));
  const app = await startApp(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    mkdirSync(PICTURES, { recursive: true });
    const shots = [];
    for (const screen of MAP_SCREENS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      await context.addCookies([{ name: 'nf_lang', value: 'en', url: base }]);
      if (screen.signedIn) await signIn(context, base);
      shots.push({ screen, shown: await shoot(await context.newPage(), base, screen) });
      await context.close();
    }
    writeFileSync(GUIDE, withMap(readFileSync(GUIDE, 'utf8'), mapSection(shots)));
    console.info(`Copy map: ${shots.length} screens in ${PICTURES}/ and ${GUIDE}`);
  } finally {
    await browser.close();
    app.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
