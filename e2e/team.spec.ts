/**
 * User management (/user, issue 16): the director invites a FINANCE member from the screen, the invitation arrives
 * in the outbox, the invitee sets a password and signs in, the director changes the role to SELLER and the invitee's
 * navigation follows on the next load, and removal (asked first) ends the invitee's session at once. A new link for
 * an expired invitation; the screen in Vietnamese and dark with axe; FINANCE and SELLER get the 403 page.
 * Every member here is the test's own (a unique email), found through the list's search, so the demo team others
 * change never matters.
 */
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { apiCall, latestMessageTo, login, TEST_PASSWORD, uniqueEmail } from './auth-api.ts';
import {
  chooseLanguage,
  countLayoutShifts,
  DEMO_PASSWORD,
  expectAccessibleInBothThemes,
  heading,
  hydrated,
  layoutShiftTotal,
  longCopy,
  message,
  signIn,
  test,
} from './fixtures.ts';

const en = (key: string, params: Record<string, string> = {}) => message('en', key, params);

async function openTeam(page: Page, search = ''): Promise<void> {
  await page.goto(search === '' ? '/user' : `/user?search=${encodeURIComponent(search)}`);
  await expect(page.getByRole('heading', { level: 1, name: heading('/user', 'en') })).toBeVisible();
  await hydrated(page);
}

/** The member's row in the team list (the table on wide screens). */
const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

/** The status badge of a row. */
const statusOf = (row: Locator) => row.locator('[data-status]');

async function inviteFromScreen(page: Page, email: string, name: string): Promise<void> {
  await page.getByRole('button', { name: en('team_invite') }).click();
  const dialog = page.getByRole('dialog', { name: en('team_invite_title') });
  await expect(dialog).toBeVisible();
  // What each role may do follows the picker: FINANCE moves money, a SELLER does not.
  const may = dialog.locator('[data-role-capabilities]');
  await expect(may).toHaveAttribute('data-role-capabilities', 'FINANCE');
  const moveMoney = may.getByRole('listitem').filter({ hasText: en('team_cap_move_money') });
  await expect(moveMoney).toHaveAttribute('data-level', 'full');
  await dialog.getByRole('radio', { name: en('team_role_seller') }).check();
  await expect(may).toHaveAttribute('data-role-capabilities', 'SELLER');
  await expect(moveMoney).toHaveAttribute('data-level', 'none');
  await expect(may.getByText(en('team_cap_balances_partial'))).toBeVisible();
  await dialog.getByRole('radio', { name: en('team_role_finance') }).check();
  // The contract's rules first: a bad email is said beside the field, nothing is sent.
  await dialog.getByRole('textbox', { name: en('team_email') }).fill('not-an-email');
  await dialog.getByRole('textbox', { name: en('team_name') }).fill(name);
  await dialog.getByRole('button', { name: en('team_invite_submit') }).click();
  await expect(dialog.getByRole('textbox', { name: en('team_email') })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: en('team_email') }).fill(email);
  await dialog.getByRole('button', { name: en('team_invite_submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en('team_invited', { email }))).toBeVisible();
}

async function setPasswordFromLink(page: Page, link: string): Promise<void> {
  const url = new URL(link);
  expect(url.pathname).toBe('/set-password');
  await page.goto(`${url.pathname}${url.search}`);
  await hydrated(page);
  await page.getByRole('textbox', { name: en('form_new_password'), exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('textbox', { name: en('form_confirm_password'), exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: en('set_password_submit') }).click();
  await expect(page).toHaveURL('/');
}

const navOf = (page: Page) => page.getByRole('navigation', { name: en('nav_main') });

async function freshPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
}

test('invite → accept → role change follows on the next load → removal ends the session at once', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(context, base, 'director');
  const email = uniqueEmail('team-journey');
  const name = 'Phạm Thu Hà';
  await openTeam(page, email);
  await expect(page.getByText(en('team_empty_filtered'))).toBeVisible();
  await inviteFromScreen(page, email, name);
  await expect(statusOf(rowOf(page, email))).toHaveText(en('team_status_invited'));
  await expect(rowOf(page, email).getByText(en('team_role_finance'))).toBeVisible();

  // The invitation arrives in the outbox; the invitee chooses a password and is signed in as FINANCE.
  const { link } = await latestMessageTo(base, email, (sent) => sent.link !== null);
  const inviteeContext = await browser.newContext({ baseURL: base });
  const invitee = await freshPage(inviteeContext);
  await setPasswordFromLink(invitee, link ?? '');
  await expect(invitee.locator('html')).toHaveAttribute('data-role', 'financial');
  await expect(navOf(invitee).getByRole('link', { name: heading('/withdraw', 'en') })).toBeVisible();

  // The director sees them active and makes them a SELLER.
  await openTeam(page, email);
  const row = rowOf(page, email);
  await expect(statusOf(row)).toHaveText(en('team_status_active'));
  await row.getByRole('button', { name: en('team_change_role_for', { name }) }).click();
  const roleDialog = page.getByRole('dialog', { name: en('team_role_title', { name }) });
  await roleDialog.getByRole('radio', { name: en('team_role_seller') }).check();
  await expect(roleDialog.locator('[data-role-capabilities]')).toHaveAttribute('data-role-capabilities', 'SELLER');
  await roleDialog.getByRole('button', { name: en('team_role_submit') }).click();
  await expect(roleDialog).toBeHidden();
  await expect(row.getByText(en('team_role_seller'))).toBeVisible();

  // The invitee's next page load shows the SELLER's navigation: no money movement, VAs still there.
  await invitee.reload();
  await hydrated(invitee);
  await expect(invitee.locator('html')).toHaveAttribute('data-role', 'seller');
  await expect(navOf(invitee).getByRole('link', { name: heading('/va', 'en') })).toBeVisible();
  await expect(navOf(invitee).getByRole('link', { name: heading('/withdraw', 'en') })).toBeHidden();

  // Removal is asked first; Cancel keeps the member.
  await row.getByRole('button', { name: en('team_remove_for', { name }) }).click();
  const confirm = page.getByRole('dialog', { name: en('team_remove_title', { name }) });
  await expect(confirm.getByText(en('team_remove_text'))).toBeVisible();
  await confirm.getByRole('button', { name: en('team_cancel') }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: en('team_remove_for', { name }) }).click();
  await confirm.getByRole('button', { name: en('team_remove_submit') }).click();
  await expect(page.getByText(en('team_removed', { name }))).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(0);

  // The invitee's session ended at once: their next page signs them out, and they cannot sign in again.
  await invitee.goto('/transactions');
  await expect(invitee).toHaveURL(/\/signin\?.*isSessionExpired=true/);
  const again = await apiCall(base, 'POST', '/delegation/accounts/login', { email, password: TEST_PASSWORD });
  expect(again.status).toBe(401);
  await inviteeContext.close();
});

test('an expired invitation shows as such and the row mails a new link that works', async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  const director = await login(base, 'director@demo.test', DEMO_PASSWORD);
  const email = uniqueEmail('team-resend');
  const name = 'Võ Minh Khoa';
  const invited = await apiCall(
    base,
    'POST',
    '/delegation/accounts',
    { email, full_name: name, role: 'SELLER' },
    director.body.data?.access_token,
  );
  expect(invited.status).toBe(200);
  const first = await latestMessageTo(base, email, (sent) => sent.link !== null);
  const expired = await fetch(`${base}/__dev/invitation-expiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(expired.status).toBe(200);

  await signIn(context, base, 'director');
  await openTeam(page, email);
  const row = rowOf(page, email);
  await expect(statusOf(row)).toHaveText(en('team_status_expired'));
  await row.getByRole('button', { name: en('team_resend_for', { name }) }).click();
  await expect(page.getByText(en('team_resent', { email }))).toBeVisible();
  await expect(statusOf(row)).toHaveText(en('team_status_invited'));
  const fresh = await latestMessageTo(base, email, (sent) => sent.link !== null && sent.link !== first.link);
  const accepted = await apiCall(base, 'POST', '/delegation/accounts/invitation/accept', {
    token: new URL(fresh.link ?? '').searchParams.get('token'),
    password: TEST_PASSWORD,
  });
  expect(accepted.status).toBe(200);
});

test("on a phone, the members take their placeholders' place: nothing on screen moves", async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(context, baseURL ?? '', 'director');
  await countLayoutShifts(page);
  // The row code is held back until the members have been read, so the placeholders are what the rows replace.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/cells\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const members = page.waitForResponse((response) => response.url().includes('/delegation/accounts/me'));
  await page.goto('/user');
  await members;
  await expect(page.locator('#main tbody .animate-pulse').first()).toBeVisible();
  release();
  await expect(rowOf(page, 'seller@demo.test').first()).toBeVisible();
  await expect(page.locator('#main tbody .animate-pulse')).toHaveCount(0);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
});

test('in Vietnamese and dark: the list and the invitation dialog, 0 axe violations', async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await chooseLanguage(context, base, 'vi');
  await signIn(context, base, 'director');
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1, name: heading('/user', 'vi') })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('table', { name: message('vi', 'team_list_caption') })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: message('vi', 'team_invite') }).click();
  const dialog = page.getByRole('dialog', { name: message('vi', 'team_invite_title') });
  await expect(
    dialog.getByText(message('vi', 'team_may_title', { role: message('vi', 'team_role_finance') })),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

for (const role of ['financial', 'seller'] as const) {
  test(`${role} gets the 403 page at /user and the team calls refuse them`, async ({ page, context, baseURL }) => {
    const tokens = await signIn(context, baseURL ?? '', role);
    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 1, name: longCopy('en', 'error-forbidden').title })).toBeVisible();
    await expect(page.getByText(en('error_status', { status: '403' }))).toBeVisible();
    const listed = await apiCall(baseURL ?? '', 'GET', '/delegation/accounts/me', undefined, tokens.access_token);
    expect(listed.status).toBe(403);
  });
}
