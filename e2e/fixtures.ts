/** Shared Playwright helpers: error collection, sessions and preferences set the way a user would have them. */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import type axe from 'axe-core';
import { parse } from 'yaml';
import { pageTitle } from '../src/app/titles.ts';
import type { AuthTokensType } from '../src/contract/calls/auth.ts';
import type { WalletType } from '../src/contract/calls/wallets.ts';
import type { CopyName } from '../src/lib/copy-places.ts';
import { type CookieJar, storeSession } from '../src/lib/http/session.ts';
import { signatureHeaders } from '../src/lib/http/signature.ts';
import type { Locale } from '../src/lib/locale.ts';
import { formatMoney } from '../src/lib/money.ts';
import type { Role } from '../src/lib/roles.ts';
import { routeKey } from '../src/lib/route-key.ts';
import { splitFrontMatter } from '../tools/copy-check/content.ts';
import { apiCall, createAccount, login, TEST_PASSWORD, uniqueEmail } from './auth-api.ts';
import { sawSecret, shareHandledSecrets, watchContext } from './leak-watch.ts';

const MESSAGES: Record<Locale, Record<string, string>> = {
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Record<string, string>,
  vi: JSON.parse(readFileSync('messages/vi.json', 'utf8')) as Record<string, string>,
};

/** A message as the user sees it, straight from the copy files. */
export function message(locale: Locale, key: string, params: Record<string, string> = {}): string {
  const text = MESSAGES[locale][key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}

/** The document title of a route, as SPEC section 2 builds it. */
export function title(routePath: string, locale: Locale): string {
  return pageTitle(routePath, message(locale, 'brand_name'), (label) => message(locale, `title_${label}`));
}

/** The heading a route's page shows. */
export function heading(routePath: string, locale: Locale): string {
  return message(locale, `page_${routeKey(routePath)}`);
}

/** Collect console errors, uncaught exceptions, CSP violations and requests to other hosts of a page. */
export async function collectErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  // Icons and fonts are compiled into the build: nothing may be fetched from another host.
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.hostname !== '127.0.0.1') errors.push(`request to ${url.origin}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Playwright's test with what nearly every journey starts by: `root`, the app's address, and `errors`, the console
 * errors, page errors, CSP violations and foreign requests collected from the start (collectErrors).
 */
export const test = base.extend<{
  root: string;
  errors: string[];
  takeTurn: (what: string) => Promise<void>;
  leakSecrets: undefined;
}>({
  /**
   * Issue 17: no secret the test handled in a URL its browser requested, in the origin's storage or in a cookie
   * but the session's own (e2e/leak-watch.ts); the secrets go on to the log scan of the run's end.
   */
  context: async ({ context, baseURL, leakSecrets: _ }, use, testInfo) => {
    const watch = watchContext(context, baseURL ?? '');
    await use(context);
    await watch.check(testInfo.titlePath.join(' › '));
  },
  leakSecrets: [
    async ({ baseURL }, use) => {
      sawSecret('password', DEMO_PASSWORD);
      sawSecret('password', TEST_PASSWORD);
      await use(undefined);
      shareHandledSecrets(baseURL ?? '');
    },
    { auto: true },
  ],
  root: async ({ baseURL }, use) => use(baseURL ?? ''),
  errors: async ({ page }, use) => use(await collectErrors(page)),
  takeTurn: async ({ baseURL }, use) => {
    const held: string[] = [];
    await use(async (what) => {
      const turn = `.data/e2e-${new URL(baseURL ?? '').port}/turns/${what}`;
      await givenTheWait(() => expect.poll(() => claimed(turn), { timeout: 120_000, intervals: [100] }).toBe(true));
      held.push(turn);
    });
    for (const turn of held) rmSync(turn, { recursive: true, force: true });
  },
});

/** Runs `wait` (a queue, a clock) and adds the time it took to the test's own: waiting is not the journey being slow. */
export async function givenTheWait(wait: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  await wait();
  const info = base.info();
  info.setTimeout(info.timeout + (Date.now() - started));
}

/** The turn of the journeys that confirm the director's withdrawals with an emailed code. */
export const DIRECTOR_WITHDRAWAL_CODE = 'director-withdrawal-code';

/** The same for FINANCE of the director's team (finance@demo.test). */
export const FINANCE_WITHDRAWAL_CODE = 'finance-withdrawal-code';

/**
 * Claims a turn across workers and spec files (creating a directory is atomic). `takeTurn` queues journeys on
 * something a person has only one of — an open emailed code per purpose: one journey's new code would replace a
 * code another had already typed. The turn ends with the test.
 */
function claimed(turn: string): boolean {
  mkdirSync(turn.slice(0, turn.lastIndexOf('/')), { recursive: true });
  try {
    mkdirSync(turn);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The demo account that signs in with each role (PRODUCT.md section 6). */
const DEMO_ACCOUNTS: Record<Role, string> = {
  director: 'director@demo.test',
  financial: 'finance@demo.test',
  seller: 'seller@demo.test',
};
export const DEMO_PASSWORD = 'Demo-pass-2026';

/** Sign `email` (a demo person) in through the reference API (a real, signed POST /login) and keep the tokens as the app does. */
export async function signInAs(context: BrowserContext, baseURL: string, email: string): Promise<AuthTokensType> {
  const url = `${baseURL}/api/v1/login`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signatureHeaders('POST', url, Date.now()) },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data?: AuthTokensType };
  if (!response.ok || !body.data?.access_token) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  await keepSession(context, baseURL, body.data);
  return body.data;
}

/** The demo account of `role`, signed in. */
export function signIn(context: BrowserContext, baseURL: string, role: Role = 'director'): Promise<AuthTokensType> {
  return signInAs(context, baseURL, DEMO_ACCOUNTS[role]);
}

/** The signed-in account's VA transactions (`listVaTransactions`, the v2 API) matching `query`. */
export async function vaTransactions(
  baseURL: string,
  token: string,
  query: string,
): Promise<{ total: number; items: { id: number; code: string; amount: string; status: string }[] }> {
  const response = await fetch(`${baseURL}/api/v2/virtual-accounts/transactions?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: Awaited<ReturnType<typeof vaTransactions>> };
  if (body.data === undefined) throw new Error(`listing transactions failed: ${response.status}`);
  return body.data;
}

/** The account's transactions of one type and exactly `amount` (amounts unique to a test keep parallel tests apart). */
export function transactionsOf(baseURL: string, token: string, type: string, amount: string) {
  return vaTransactions(baseURL, token, `type=${type}&amount_min=${amount}&amount_max=${amount}`);
}

/** Keep the tokens of a sign-in as the app's cookies, as the app does after signing in. */
export async function keepSession(context: BrowserContext, baseURL: string, tokens: AuthTokensType): Promise<void> {
  const cookies: Parameters<BrowserContext['addCookies']>[0][number][] = [];
  const jar: CookieJar = {
    get: () => null,
    set: (name, value, maxAge) =>
      cookies.push({ name, value: encodeURIComponent(value), url: baseURL, expires: Date.now() / 1000 + maxAge }),
    delete: () => undefined,
  };
  storeSession(jar, tokens);
  await context.addCookies(cookies);
}

/** A new account (auth-api.ts `createAccount`), signed in in `context`: for journeys that change what they touch. */
export async function signedInNewAccount(
  context: BrowserContext,
  baseURL: string,
  label: string,
  accountType: 'INDIVIDUAL' | 'BUSINESS' = 'INDIVIDUAL',
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  await createAccount(baseURL, email, accountType);
  const tokens = (await login(baseURL, email, TEST_PASSWORD)).body.data;
  if (tokens?.access_token === undefined) throw new Error(`signing in ${email} failed`);
  await keepSession(context, baseURL, tokens);
  return { email, token: tokens.access_token };
}

/** Choose the interface language the way the switcher saves it. */
export async function chooseLanguage(context: BrowserContext, baseURL: string, locale: Locale): Promise<void> {
  await context.addCookies([{ name: 'nf_lang', value: locale, url: baseURL }]);
}

/**
 * The text of the page's largest contentful paint so far (the browser's own LCP entries). A page that keeps its
 * LCP on prerendered text paints it in the first round trip; one whose largest text an island draws after a read
 * waits for the read (PRODUCT.md section 5).
 */
export function largestPaintText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          resolve(entries.at(-1)?.element?.textContent ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Save a colour mode the way the switcher saves it, before the page loads. */
export async function chooseColorMode(page: Page, mode: 'light' | 'dark' | 'system'): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-mode-set')) {
      localStorage.setItem('color-mode', value);
      sessionStorage.setItem('e2e-mode-set', '1');
    }
  }, mode);
}

/** A concrete path for a route pattern. */
export function samplePath(pattern: string): string {
  return pattern.replace(':id', '123').replace(':token', 'reset-token-abc');
}

/**
 * Start counting the page's layout shifts (the browser's own entries, as CLS sums them) before it loads; read the
 * sum with `layoutShiftTotal`. PRODUCT.md section 5: what arrives after the first paint must not move what is seen.
 */
export async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { layoutShiftTotal: number };
    counted.layoutShiftTotal = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) counted.layoutShiftTotal += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts since the page began loading (see `countLayoutShifts`). */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShiftTotal: number }).layoutShiftTotal);
}

/**
 * Wait until every island on the page has hydrated (Astro drops the `ssr` attribute then). An island hydrated when
 * seen (`client:visible`) below the first screen waits for a scroll, as for a person: each is scrolled to, then the
 * page goes back to the top.
 */
export async function hydrated(page: Page): Promise<void> {
  const scrolled = await page.evaluate(() => document.querySelector('astro-island[ssr][client="visible"]') !== null);
  // Scrolled to again on every poll: the page may move meanwhile (an island above taking its room, a focused heading).
  await page.waitForFunction(
    () => {
      const island = document.querySelector('astro-island[ssr][client="visible"]');
      // An island is `display: contents`, with no box to scroll to: its first element has one.
      (island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center' });
      return island === null;
    },
    undefined,
    { polling: 100 },
  );
  if (scrolled) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
}

/**
 * React has hydrated this element: its handlers are attached. An island's `ssr` mark goes when React starts, but
 * React hydrates in slices, and on a loaded machine a field typed into before its slice is done is set back to the
 * state's value (seen once in CI: 1234567 typed, "" shown).
 */
export async function interactive(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

/**
 * The element the page's focus is on. Unlike `toBeFocused`, it does not also ask that the browser window
 * itself has the system focus, which a headless Chromium on a loaded machine has been seen to drop.
 */
export async function expectActiveElement(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((node) => node === node.ownerDocument.activeElement)).toBe(true);
}

/** The form engine's script (src/lib/forms/engine.tsx), fetched on a form's first touch. */
export const ENGINE_SCRIPT = /\/_astro\/engine\.[\w-]+\.js$/;

/** Hold back a request of the page (a script, a call) until released: the moments before it is answered, made long. */
export async function holdRequest(page: Page, url: RegExp): Promise<{ requested: () => boolean; release: () => void }> {
  let requested = false;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { requested: () => requested, release };
}

/** axe-core's minified build, put into the pages under audit. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** PRODUCT.md section 5: the WCAG 2.2 AA rules axe checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * PRODUCT.md section 5: axe finds no WCAG 2.2 AA violation on the page as it stands. axe is put into the
 * page once per document and run there: parsing its 650 KB again for every audit, and the second page
 * @axe-core/playwright opens per audit to merge frame results (our pages have no frames), cost over two
 * seconds a call on our two-core machines. Transitions and one-off animations (a dialog fading in) are let
 * finish first, so contrast is measured on the colours the user ends up seeing; endless ones (a spinner) are not. `within` (a CSS selector) audits one part of a long page.
 */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  const violations = await axeViolations(page, within);
  expect(violations.map((violation) => `${violation.id}: ${violation.targets[0]}`)).toEqual([]);
}

/** One rule axe finds broken, with the elements that break it (CSS selectors). */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
}

/** What axe finds against WCAG 2.2 AA on the page as it stands (see `expectAccessible`); tools/audit reports it. */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, within }) => {
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      const audit = (window as unknown as { axe: typeof axe }).axe;
      const context = within === undefined ? document : { include: [within] };
      const result = await audit.run(context, { runOnly: { type: 'tag', values: tags } });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => String(node.target)),
      }));
    },
    { tags: WCAG_TAGS, within },
  );
}

/** Axe in the light theme, then the dark one (the page in the system mode follows the OS live), back to light. */
export async function expectAccessibleInBothThemes(page: Page, within?: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, within);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page, within);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The available balance of a wallet as Home must show it (English page). */
export async function shownBalance(baseURL: string, token: string, kind: 'MAIN' | 'VA'): Promise<string> {
  const answer = await apiCall<WalletType>(baseURL, 'GET', `/wallets/${kind}`, undefined, token);
  const wallet = answer.body.data;
  if (wallet === undefined) throw new Error(`no ${kind} wallet: ${answer.status}`);
  return formatMoney(wallet.validate_balance, wallet.currency, 'en');
}

/** A long text of copy/<locale>/<name>.md as a page shows it: its title, and its body's lines without list marks. */
export function longCopy(locale: Locale, name: CopyName): { title: string; lines: string[] } {
  const split = splitFrontMatter(readFileSync(`copy/${locale}/${name}.md`, 'utf8'));
  if (!split) throw new Error(`copy/${locale}/${name}.md has no front matter`);
  const { title } = parse(split.front) as { title: string };
  const lines = split.body.split('\n').map((line) => line.replace(/^\s*[-*]\s+/, '').trim());
  return { title, lines: lines.filter(Boolean) };
}
