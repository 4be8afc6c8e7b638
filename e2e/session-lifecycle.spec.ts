/**
 * The session lifecycle against the real server (issue 4): the login bootstrap in the chrome, inactivity
 * across tabs with Playwright's clock, silent token refresh, a revoked session ending in one logout.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { signatureHeaders } from '../src/lib/http/signature.ts';
import { LOCALES, type Locale } from '../src/lib/locale.ts';
import { chooseLanguage, holdRequest, hydrated, message, signIn, test, vaTransactions } from './fixtures.ts';

const LAST_ACTIVITY_KEY = 'campay-last-activity';

/** A session cookie's value as the app stored it. */
async function cookie(context: BrowserContext, name: string): Promise<string | null> {
  const found = (await context.cookies()).find((entry) => entry.name === name);
  return found ? decodeURIComponent(found.value) : null;
}

/** A signed call to the API with a bearer token, as the app makes it. */
async function callApi(baseURL: string, method: string, path: string, bearer: string): Promise<Response> {
  const url = `${baseURL}${path}`;
  return fetch(url, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...signatureHeaders(method, url, Date.now()) },
  });
}

/** Make the stored access token look expired, as after a tab slept past its lifetime. */
async function expireAccessCookie(context: BrowserContext, baseURL: string): Promise<void> {
  const past = encodeURIComponent(new Date(Date.now() - 60_000).toISOString());
  await context.addCookies([{ name: 'access_expired_at', value: past, url: baseURL }]);
}

/** Open a signed-in page and wait until its session watch has started. */
async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByTestId('user-name')).toBeVisible();
  // This tab's own watch, not just the shared time another tab may have written.
  await expect(page.locator('html')).toHaveAttribute('data-idle-watch', 'on');
}

/** Two signed-in tabs of one browser, on `/` and `/profile`, each on Playwright's clock and watching. */
async function twoTabs(context: BrowserContext, baseURL: string, locale: Locale): Promise<[Page, Page]> {
  await signIn(context, baseURL);
  await chooseLanguage(context, baseURL, locale);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.clock.install();
  await second.clock.install();
  await openSignedIn(first, '/');
  await openSignedIn(second, '/profile');
  return [first, second];
}

test.describe('login bootstrap', () => {
  for (const locale of LOCALES) {
    test(`the navigation shows the user's name and unread notifications from the API (${locale})`, async ({
      page,
      context,
      root,
    }) => {
      await signIn(context, root);
      await chooseLanguage(context, root, locale);
      const token = (await cookie(context, 'access_token')) ?? '';
      const me = (await (await callApi(root, 'GET', '/api/v1/accounts/me', token)).json()) as {
        data: { full_name: string };
      };
      const list = (await (
        await callApi(root, 'GET', '/api/v1/notifications?notification_group=important', token)
      ).json()) as { data: { unread: { important: number; system: number } } };
      const unread = list.data.unread.important + list.data.unread.system;

      await page.goto('/');
      const summary = page.getByRole('region', { name: message(locale, 'nav_account_summary') });
      await expect(summary.getByTestId('user-name')).toHaveText(me.data.full_name);
      await expect(
        page.getByRole('button', { name: message(locale, 'notif_bell_unread', { count: String(unread) }) }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  }
});

test.describe('inactivity', () => {
  test('one tab idle and another active: nobody is signed out', async ({ context, baseURL }) => {
    const [idle, active] = await twoTabs(context, baseURL ?? '', 'en');
    for (let minute = 0; minute < 20; minute += 5) {
      await idle.clock.fastForward('05:00');
      await active.keyboard.press('Shift');
      await expect
        .poll(() => active.evaluate((key) => Number(localStorage.getItem(key)), LAST_ACTIVITY_KEY))
        .toBeGreaterThan(Date.now() + minute * 60_000);
    }
    await idle.clock.fastForward('01:05');
    for (const page of [idle, active]) {
      // Still watching: an expiry stops the watch (and removes this) at once, before the logout's call.
      await expect(page.locator('html')).toHaveAttribute('data-idle-watch', 'on');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).not.toHaveURL(/\/signin/);
    }
  });

  for (const locale of LOCALES) {
    test(`both tabs idle: the countdown shows, then both sign out flagged expired (${locale})`, async ({
      context,
      baseURL,
    }) => {
      const [first, second] = await twoTabs(context, baseURL ?? '', locale);
      const logouts: string[] = [];
      context.on('request', (request) => {
        if (request.method() === 'DELETE' && request.url().endsWith('/logout')) logouts.push(request.url());
      });

      await first.clock.fastForward('15:00');
      for (const page of [first, second]) {
        const dialog = page.getByRole('dialog', { name: message(locale, 'session_idle_title') });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('timer')).toHaveText(/^(1:00|0:[0-5]\d)$/);
        await expect(dialog.getByRole('button', { name: message(locale, 'session_idle_stay') })).toBeVisible();
      }
      await expect(first.getByRole('button', { name: message(locale, 'session_idle_stay') })).toBeFocused();

      await first.clock.fastForward('01:00');
      for (const page of [first, second]) {
        await expect(page).toHaveURL(/\/signin\?(.*&)?isSessionExpired=true/);
        await expect(page.getByText(message(locale, 'signin_session_expired'))).toBeVisible();
      }
      expect(logouts.length).toBeGreaterThanOrEqual(1);
      expect((await context.cookies()).map((entry) => entry.name)).not.toContain('access_token');
    });

    test(`"Stay signed in" in one tab closes the dialog in both and keeps the session (${locale})`, async ({
      context,
      baseURL,
    }) => {
      const [first, second] = await twoTabs(context, baseURL ?? '', locale);

      await first.clock.fastForward('15:00');
      await expect(second.getByRole('dialog')).toBeVisible();
      await first.getByRole('button', { name: message(locale, 'session_idle_stay') }).click();
      for (const page of [first, second]) await expect(page.getByRole('dialog')).toHaveCount(0);

      await first.clock.fastForward('01:30');
      for (const page of [first, second]) {
        await expect(page.locator('html')).toHaveAttribute('data-idle-watch', 'on');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page).not.toHaveURL(/\/signin/);
      }
      expect(await cookie(context, 'refresh_token')).not.toBeNull();
    });
  }
});

test.describe('token lifetime', () => {
  test('an expired access token is refreshed silently, once, and the page works', async ({ page, context, root }) => {
    await signIn(context, root);
    await chooseLanguage(context, root, 'en');
    await expireAccessCookie(context, root);
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/refresh-token')) refreshes.push(response.status());
    });

    await openSignedIn(page, '/');
    // The bell names its unread count once the session's notifications are in.
    await expect(page.locator('#bell')).toHaveAttribute('aria-label', /\d+ unread/);
    await expect(page).toHaveURL('/');
    expect(refreshes).toEqual([200]);
    // The renewed token may equal the old one byte for byte (same session, same second): its stored expiry,
    // set in the past above, is what shows the answer was kept.
    expect(await cookie(context, 'access_token')).not.toBeNull();
    expect(Date.parse((await cookie(context, 'access_expired_at')) ?? '')).toBeGreaterThan(Date.now());
  });

  for (const locale of LOCALES) {
    test(`a revoked session ends in exactly one logout with the session-expired notice (${locale})`, async ({
      page,
      context,
      root,
    }) => {
      await signIn(context, root);
      await chooseLanguage(context, root, locale);
      const token = (await cookie(context, 'access_token')) ?? '';
      expect((await callApi(root, 'DELETE', '/api/v1/logout', token)).ok).toBe(true);
      await expireAccessCookie(context, root);
      const refreshes: string[] = [];
      const signIns: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/refresh-token')) refreshes.push(request.url());
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/signin') signIns.push(frame.url());
      });

      await page.goto('/transactions');
      await expect(page).toHaveURL(/\/signin\?/);
      const address = new URL(page.url());
      expect(address.searchParams.get('isSessionExpired')).toBe('true');
      expect(address.searchParams.get('redirect')).toBe('/transactions');
      await hydrated(page);
      await expect(page.getByText(message(locale, 'signin_session_expired'))).toBeVisible();
      await expect(page.getByText(message(locale, 'signin_session_expired_hint'))).toBeVisible();
      // Counted once everything has settled: a late second refresh or redirect would show here.
      await page.waitForLoadState('networkidle');
      expect(refreshes).toHaveLength(1);
      expect(signIns).toHaveLength(1);
      expect((await context.cookies()).map((entry) => entry.name)).not.toContain('refresh_token');
    });
  }
});

test('a read that starts while signing out is not sent, and nothing comes back refused', async ({
  page,
  context,
  root,
  errors,
}) => {
  const { access_token: token } = await signIn(context, root);
  const [unsettled] = (await vaTransactions(root, token, 'status=WAITING')).items;
  expect(unsettled).toBeDefined();
  await page.goto(`/transactions/${unsettled?.id}`);
  await hydrated(page);
  await expect(page.getByText(message('en', 'ui_detail_polling'))).toBeVisible();

  const logout = await holdRequest(page, /\/api\/v1\/logout$/);
  // The screen's reads of its transaction once the revocation is held. (Which of the shell's own calls, started as
  // the page settles, the browser reports before or after the held one varies with load: only this read is timed.)
  const readsWhileHeld: string[] = [];
  let held = false;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (held && pathname.endsWith(`/transactions/${unsettled?.id}`)) readsWhileHeld.push(pathname);
  });
  await page.getByRole('button', { name: message('en', 'nav_sign_out') }).click();
  await expect.poll(logout.requested).toBe(true);
  held = true;
  // While the revocation is under way, the pending transaction's screen reads again (its tab seen again).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  logout.release();
  await page.waitForURL(/\/signin/);
  expect(readsWhileHeld).toEqual([]);
  expect(errors).toEqual([]);
});
