/**
 * Home (`/`, issue 11): the balances the API answers, painted from the head's reads before the island runs, raised
 * live by a payment into the VA, the last known figures painted at once on the way back to Home and never past the
 * session, what a SELLER is not shown, and axe in both themes.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { apiCall } from './auth-api.ts';
import {
  collectErrors,
  expectAccessibleInBothThemes,
  holdRequest,
  hydrated,
  shownBalance,
  signInAs,
  test,
} from './fixtures.ts';
import { payIntoVa } from './va-journey.ts';
import { expectNotReloaded, markNotReloaded } from './verification.ts';

type Kind = 'MAIN' | 'VA';

/** An ACTIVE virtual account of the signed-in account that pays into its VA wallet. */
async function activeVaNumber(baseURL: string, token: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/v2/virtual-accounts?status=ACTIVE&wallet_type=VA_WALLET`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: { items: { account_number: string }[] } };
  const number = body.data?.items[0]?.account_number;
  if (number === undefined) throw new Error(`no active VA: ${response.status}`);
  return number;
}

const card = (page: Page, kind: Kind): Locator => page.getByTestId(`wallet-${kind}`);
const available = (page: Page, kind: Kind): Locator => page.getByTestId(`wallet-${kind}-available`);

/** Hold the page's wallet reads (the head's early ones included) until released. */
async function holdWallets(page: Page): Promise<() => void> {
  const { release } = await holdRequest(page, /\/api\/v1\/wallets\//);
  return release;
}

/** Record every figure the wallet cards ever show on this page, from the first paint on. */
async function recordShownFigures(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { shownFigures: string[] }).shownFigures = seen;
    const record = () => {
      for (const node of document.querySelectorAll('[data-testid$="-available"]')) seen.push(node.textContent ?? '');
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test('director: the API’s balances, raised live by a VA payment, painted at once on the way back', async ({
  page,
  context,
  root,
}) => {
  test.slow();
  const errors = await collectErrors(page);
  const { access_token: token } = await signInAs(context, root, 'director@demo.test');

  await page.goto('/');
  await expect(available(page, 'MAIN')).toHaveText(await shownBalance(root, token, 'MAIN'));
  await expect(available(page, 'VA')).toHaveText(await shownBalance(root, token, 'VA'));
  await expect(card(page, 'VA')).toHaveAttribute('data-status', 'fresh');

  // Money arrives into the VA; the provider settles it a few seconds later, and the page follows without a reload.
  await markNotReloaded(page);
  const before = await shownBalance(root, token, 'VA');
  await payIntoVa(root, await activeVaNumber(root, token), '1234000');
  await expect.poll(() => shownBalance(root, token, 'VA'), { timeout: 30_000 }).not.toBe(before);
  await expect
    .poll(async () => (await available(page, 'VA').textContent()) === (await shownBalance(root, token, 'VA')))
    .toBe(true);
  await expectNotReloaded(page);
  const raised = await shownBalance(root, token, 'VA');

  // Another page, then Home again while the server holds its answers: the last known figures, marked updating.
  await page.goto('/profile');
  await hydrated(page);
  const release = await holdWallets(page);
  await page.goto('/');
  await expect(available(page, 'VA')).toHaveText(raised);
  await expect(card(page, 'VA')).toHaveAttribute('data-status', 'refreshing');
  await expect(card(page, 'VA').getByRole('status')).toHaveText('Updating…');
  release();
  await expect(card(page, 'VA')).toHaveAttribute('data-status', 'fresh');
  await expect(available(page, 'VA')).toHaveText(await shownBalance(root, token, 'VA'));
  expect(errors).toEqual([]);
});

test('the balances are painted from the head’s reads before the island runs, and hydration keeps them', async ({
  page,
  context,
  root,
  errors,
}) => {
  const { access_token: token } = await signInAs(context, root, 'director@demo.test');
  await recordShownFigures(page);
  const island = await holdRequest(page, /\/_astro\/home-island\.[^/]*\.js$/);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));

  await page.goto('/');
  const [main, va] = [await shownBalance(root, token, 'MAIN'), await shownBalance(root, token, 'VA')];
  // The head asks for the reads before the page's modules (decision 012), so they are not queued behind them.
  const firstModule = asked.findIndex((path) => path.startsWith('/_astro/framework.'));
  expect(asked.indexOf('/api/v1/wallets/VA')).toBeGreaterThan(-1);
  expect(asked.indexOf('/api/v1/wallets/VA')).toBeLessThan(firstModule);
  await expect(available(page, 'MAIN')).toHaveText(main);
  await expect(available(page, 'VA')).toHaveText(va);
  // Written by the page's inline script: the island's code has not even arrived.
  expect(island.requested()).toBe(true);
  await expect(card(page, 'MAIN')).toHaveAttribute('data-status', 'loading');

  // Hydration keeps the written figures, and trips over nothing the session loaded meanwhile (its pending actions).
  island.release();
  await expect(card(page, 'MAIN')).toHaveAttribute('data-status', 'fresh');
  await expect(card(page, 'VA')).toHaveAttribute('data-status', 'fresh');
  await expect(available(page, 'MAIN')).toHaveText(main);
  const shown = await page.evaluate(() => (window as unknown as { shownFigures: string[] }).shownFigures);
  expect(new Set(shown.filter(Boolean))).toEqual(new Set([main, va]));
  expect(errors).toEqual([]);
});

test('after signing out, another person never sees the last figures, even if a tab kept them', async ({
  page,
  context,
  root,
  errors,
}) => {
  await signInAs(context, root, 'director@demo.test');
  await page.goto('/');
  await expect(card(page, 'MAIN')).toHaveAttribute('data-status', 'fresh');
  await expect(card(page, 'VA')).toHaveAttribute('data-status', 'fresh');
  const director = [await available(page, 'MAIN').textContent(), await available(page, 'VA').textContent()];
  const kept = await page.evaluate(() => sessionStorage.getItem('campay-last-wallets'));
  expect(kept).not.toBeNull();

  await hydrated(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/signin/);
  expect(await page.evaluate(() => sessionStorage.getItem('campay-last-wallets'))).toBeNull();

  // Someone else signs in; the director's snapshot is even put back, as a tab that missed the logout would hold it.
  const { access_token: token } = await signInAs(context, root, 'newbie@demo.test');
  await page.addInitScript((snapshot) => sessionStorage.setItem('campay-last-wallets', snapshot), kept ?? '');
  await recordShownFigures(page);
  await page.goto('/');
  await expect(available(page, 'MAIN')).toHaveText(await shownBalance(root, token, 'MAIN'));
  const shown = await page.evaluate(() => (window as unknown as { shownFigures: string[] }).shownFigures);
  expect(shown.length).toBeGreaterThan(0);
  for (const figure of director) expect(shown).not.toContain(figure);
  // VAs are not enabled for this account: the card says so instead of a figure.
  await expect(card(page, 'VA')).toHaveAttribute('data-status', 'hidden');
  await expect(card(page, 'VA')).toContainText('Not enabled for your account');
  expect(errors).toEqual([]);
});

test('a SELLER sees the VA balance only: no MAIN wallet, never asked for, and no top-up or withdraw', async ({
  page,
  context,
  root,
  errors,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const { access_token: token } = await signInAs(context, root, 'seller@demo.test');
  await page.goto('/');
  // The seller shares the director's VA wallet, which tests running beside this one move: compare at one moment.
  await expect
    .poll(async () => (await available(page, 'VA').textContent()) === (await shownBalance(root, token, 'VA')))
    .toBe(true);
  await expect(card(page, 'MAIN')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Withdraw', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Top-up', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/va/transactions');
  await expect(page.getByRole('link', { name: 'QR payments', exact: true }).first()).toBeVisible();
  expect(requests.filter((path) => path.endsWith('/wallets/MAIN'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('Home has no axe violations in either theme, breakdown open', async ({ page, context, root, errors }) => {
  const { access_token: token } = await signInAs(context, root, 'director@demo.test');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(card(page, 'MAIN')).toHaveAttribute('data-status', 'fresh');
  await card(page, 'MAIN').getByText('Breakdown').click();
  await expect(card(page, 'MAIN').getByRole('heading', { name: 'Completed this month' })).toBeVisible();
  await expect(page.getByTestId('home-chart')).toBeVisible();
  await expect(page.getByTestId('home-recent').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/transactions\/\w+$/,
  );
  const pending = await apiCall<{ total: number }>(
    root,
    'GET',
    '/requests?request_status=pending&limit=1',
    undefined,
    token,
  );
  await expect(page.getByRole('link', { name: /Requests waiting for your answer/ })).toHaveAttribute(
    'href',
    '/pending-actions',
  );
  await expect(page.getByRole('link', { name: /Requests waiting for your answer/ })).toContainText(
    `: ${pending.body.data?.total}`,
  );
  await expectAccessibleInBothThemes(page);
  expect(errors).toEqual([]);
});
