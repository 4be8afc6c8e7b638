/**
 * Issue 16's notifications journey on the dashboard chrome: a notification the operator pushes appears live (no
 * reload) with the bell's count rising; one is marked read (the count falls), a whole group is marked read, the list
 * loads its next page as it is scrolled; the pending-actions count links to /pending-actions; Vietnamese, dark, and
 * axe in both themes with the slide-over open. Each test makes its own account and notifications.
 */
import { expect, type Page } from '@playwright/test';
import { readAdminKeyFile } from '../server/operator/key-file.ts';
import { formatMoney } from '../src/lib/money.ts';
import { apiCall } from './auth-api.ts';
import { chooseLanguage, expectAccessibleInBothThemes, message, signedInNewAccount, test } from './fixtures.ts';

type Group = 'important' | 'system';
type Unread = { important: number; system: number };

/** The operator notifies the person through the admin API (POST /admin/users/{id}/notifications). */
async function push(root: string, userId: number, group: Group, params: Record<string, string>): Promise<number> {
  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(root).port}`) ?? '';
  const kind = group === 'important' ? 'TOP_UP_APPROVED' : 'REFERRAL_CAMPAIGN';
  const answer = await fetch(`${root}/api/warehouse/v1/admin/users/${userId}/notifications`, {
    method: 'POST',
    headers: { 'x-admin-key': adminKey, 'content-type': 'application/json' },
    body: JSON.stringify({ notification_group: group, kind, params, link: '/transactions' }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { notification: { id: number } } }).data.notification.id;
}

/** A new account signed in, with its id and what the server counts unread now. */
async function newPerson(page: Page, root: string, label: string) {
  const { token } = await signedInNewAccount(page.context(), root, label);
  const me = await apiCall<{ id: number }>(root, 'GET', '/accounts/me', undefined, token);
  const unread = async () =>
    (
      await apiCall<{ unread: Unread }>(
        root,
        'GET',
        '/notifications?notification_group=system&limit=1',
        undefined,
        token,
      )
    ).body.data?.unread ?? { important: -1, system: -1 };
  return { id: me.body.data?.id ?? 0, token, unread };
}

const total = (unread: Unread) => String(unread.important + unread.system);

test('an operator-pushed notification arrives live; one read, a group read, the next page on scroll', async ({
  page,
  root,
  errors,
}) => {
  test.slow();
  const person = await newPerson(page, root, 'bell');
  // 22 important ones: more than the panel's first page of 20.
  const amounts = Array.from({ length: 22 }, (_, index) => String(1_000_000 + index));
  for (const amount of amounts) await push(root, person.id, 'important', { amount, currency: 'VND' });
  await push(root, person.id, 'system', { reward: '50000 VND' });
  const before = await person.unread();
  expect(before.important).toBeGreaterThanOrEqual(22);

  await chooseLanguage(page.context(), root, 'en');
  await page.goto('/');
  const bell = page.getByRole('button', { name: message('en', 'notif_bell_unread', { count: total(before) }) });
  await expect(bell).toBeVisible();
  const pending = page.getByTestId('pending-actions-link');
  await expect(pending).toHaveAttribute('aria-label', message('en', 'notif_pending', { count: '0' }));

  // Live: the count rises on this very document.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const liveAmount = '7777777';
  await push(root, person.id, 'important', { amount: liveAmount, currency: 'VND' });
  const risen = { ...before, important: before.important + 1 };
  await expect(page.locator('#bell')).toHaveAttribute(
    'aria-label',
    message('en', 'notif_bell_unread', { count: total(risen) }),
  );
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await page.locator('#bell').click();
  const panel = page.getByRole('dialog', { name: message('en', 'notif_bell') });
  await expect(panel).toBeVisible();
  const rows = panel.getByRole('tabpanel').getByTestId('notification');
  // The amount as the reader writes money, not the wire's digits.
  await expect(rows.first()).toContainText(`${formatMoney(liveAmount, 'VND', 'en')} was added to your balance.`);
  await expect(rows).toHaveCount(20);

  // A second push while the panel is open goes to the top, once.
  const secondAmount = '8888888';
  await push(root, person.id, 'important', { amount: secondAmount, currency: 'VND' });
  const second = formatMoney(secondAmount, 'VND', 'en');
  await expect(rows.first()).toContainText(second);
  await expect(panel.getByText(second, { exact: false })).toHaveCount(1);

  // The next page loads as the list's end scrolls into view.
  await panel.getByRole('tabpanel').getByTestId('notifications-end').scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(24);
  await expect(rows.last()).toContainText(formatMoney(amounts[0] ?? '0', 'VND', 'en'));

  // One read: its row says so and the count falls.
  const counted = { ...risen, important: risen.important + 1 };
  const first = rows.first();
  await first.getByRole('button', { name: /Mark .* as read/ }).click();
  await expect(first).toHaveAttribute('data-unread', 'false');
  const oneRead = { ...counted, important: counted.important - 1 };
  await expect(page.locator('#bell')).toHaveAttribute(
    'aria-label',
    message('en', 'notif_bell_unread', { count: total(oneRead) }),
  );
  expect(await person.unread()).toEqual(oneRead);

  // The whole group read: nothing unread left in it, the system group untouched.
  await panel.getByRole('button', { name: message('en', 'notif_mark_all_read') }).click();
  await expect(panel.locator('[data-unread="true"]')).toHaveCount(0);
  await expect(page.locator('#bell')).toHaveAttribute(
    'aria-label',
    message('en', 'notif_bell_unread', { count: String(oneRead.system) }),
  );
  expect(await person.unread()).toEqual({ important: 0, system: oneRead.system });
  await expect(panel.getByRole('tab', { name: message('en', 'notif_group_important') })).toBeVisible();

  // The pending-actions count leads to its page.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await pending.click();
  await expect(page).toHaveURL(/\/pending-actions$/);
  expect(errors).toEqual([]);
});

test('Vietnamese on a phone, dark and light: the bell in the header bar, the panel accessible', async ({
  page,
  root,
  errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const person = await newPerson(page, root, 'chuong');
  await push(root, person.id, 'system', { reward: '50000 VND' });
  const unread = await person.unread();
  await chooseLanguage(page.context(), root, 'vi');
  await page.goto('/transactions');
  const header = page.getByRole('banner');
  const bell = header.getByRole('button', { name: message('vi', 'notif_bell_unread', { count: total(unread) }) });
  await expect(bell).toBeVisible();
  await expect(header.getByTestId('pending-actions-link')).toBeVisible();
  // The header's figures never touch the page's own address (the transactions list keeps it).
  const address = page.url();
  await bell.click();
  const panel = page.getByRole('dialog', { name: message('vi', 'notif_bell') });
  await expect(panel).toBeVisible();
  await panel.getByRole('tab', { name: new RegExp(message('vi', 'notif_group_system')) }).click();
  await expect(panel.getByRole('tabpanel').getByTestId('notification').first()).toContainText(
    'Mời bạn bè, nhận thưởng',
  );
  await expect(panel.getByRole('button', { name: message('vi', 'notif_mark_all_read') })).toBeVisible();
  expect(page.url()).toBe(address);
  await expectAccessibleInBothThemes(page);
  expect(errors).toEqual([]);
});
