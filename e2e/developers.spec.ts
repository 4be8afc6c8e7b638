/**
 * /setting/developers against the real server (issue 16): an API key's secret is shown once, works against the
 * API (the calls its scope opens, not the others), and once revoked is refused; a webhook's test delivery reaches an https receiver this test starts on
 * 127.0.0.1 (the demo server's test-receiver allowance, docs/decisions/031) carrying a valid HMAC-SHA256
 * signature, and a receiver answering 500 is retried — the attempts recorded and shown; rotating the secret
 * shows a new one; an endpoint is edited (events, disabled) in the same form, and a disabled one's test delivery
 * promises no retry. FINANCE and SELLER get the 403 page. Vietnamese, dark, axe in both themes. Each run uses
 * names and receivers of its own, and removes its endpoint.
 */
import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { signatureHeaders } from '../src/lib/http/signature.ts';
import {
  chooseLanguage,
  countLayoutShifts,
  expectAccessibleInBothThemes,
  heading,
  hydrated,
  layoutShiftTotal,
  message,
  signIn,
  test,
} from './fixtures.ts';
import { type Receiver, startReceiver } from './webhook-receiver/receiver.ts';

const PATH = '/setting/developers';

/** The API as an integration calls it: a signed request carrying the key in x-api-key. */
async function callWithKey(
  baseURL: string,
  secret: string,
  path = '/api/v1/developers/api-key',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = `${baseURL}${path}`;
  const response = await fetch(url, { headers: { ...signatureHeaders('GET', url, Date.now()), 'x-api-key': secret } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function openPage(page: Page, locale: 'en' | 'vi' = 'en'): Promise<void> {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: heading(PATH, locale) })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: message(locale, 'dev_keys_heading') })).toBeVisible();
}

/** The secret dialog's secret, read once; the dialog is then closed. */
async function takeSecret(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(message('en', 'dev_secret_once_title'))).toBeVisible();
  const secret = (await dialog.locator('[data-secret]').textContent()) ?? '';
  await dialog.getByRole('button', { name: message('en', 'dev_secret_done') }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

const hmacOf = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Adds an endpoint for one event through the form; answers its signing secret, read once. */
async function addEndpoint(page: Page, url: string, event: string): Promise<string> {
  await page.getByRole('button', { name: message('en', 'dev_webhook_create') }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: message('en', 'dev_webhook_url') }).fill(url);
  await form.getByRole('checkbox', { name: event }).check();
  await form.getByRole('button', { name: message('en', 'dev_webhook_create_submit') }).click();
  return takeSecret(page);
}

/** Deletes the endpoint (after the question); it leaves the list. */
async function deleteEndpoint(page: Page, url: string): Promise<void> {
  await page
    .getByRole('listitem', { name: url })
    .getByRole('button', { name: message('en', 'dev_webhook_delete') })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: message('en', 'dev_delete_confirm') })
    .click();
  await expect(page.getByRole('listitem', { name: url })).toHaveCount(0);
}

test('an API key is shown once, works against the API, and is refused once revoked', async ({
  page,
  context,
  root,
  errors,
}) => {
  await signIn(context, root);
  await openPage(page);
  const name = `Till ${Date.now()}`;
  await page.getByRole('button', { name: message('en', 'dev_key_create') }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: message('en', 'dev_key_name') }).fill(name);
  // No permission chosen: the contract's rule says so beside the group, and nothing is created.
  await form.getByRole('button', { name: message('en', 'dev_key_create_submit') }).click();
  await expect(form.getByText(message('en', 'field_too_few_items', { minimum: '1' }))).toBeVisible();
  await form.getByRole('checkbox', { name: message('en', 'dev_scope_balances_read') }).check();
  await form.getByRole('button', { name: message('en', 'dev_key_create_submit') }).click();

  const secret = await takeSecret(page);
  expect(secret).toMatch(/^cp_live_[\w-]{43}$/);
  // Gone from the page once the dialog closed: only the prefix is listed.
  await expect(page.getByText(secret)).toHaveCount(0);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
  await expect(row.getByText(message('en', 'dev_key_never_used'))).toBeVisible();

  const works = await callWithKey(root, secret);
  expect(works.status).toBe(200);
  expect(works.body.data).toMatchObject({ name, scopes: ['balances.read'] });
  // Its scope opens the balances, as the director reads them; a call needing another scope is refused.
  const balances = await callWithKey(root, secret, '/api/v2/customers/balances/MAIN');
  expect([balances.status, balances.body.data]).toEqual([200, expect.objectContaining({ type: 'MAIN' })]);
  const vas = await callWithKey(root, secret, '/api/v2/virtual-accounts');
  expect([vas.status, vas.body.code]).toEqual([403, 'API_KEY_SCOPE_MISSING']);
  await page.reload();
  await hydrated(page);
  await expect(row.getByText(message('en', 'dev_key_never_used'))).toBeHidden();

  await row.getByRole('button', { name: message('en', 'dev_key_revoke_named', { name }) }).click();
  const question = page.getByRole('dialog');
  await expect(question.getByText(message('en', 'dev_revoke_title'))).toBeVisible();
  await question.getByRole('button', { name: message('en', 'dev_revoke_confirm') }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  const refused = await callWithKey(root, secret);
  expect([refused.status, refused.body.code]).toEqual([401, 'API_KEY_INVALID']);
  const closed = await callWithKey(root, secret, '/api/v2/customers/balances/MAIN');
  expect([closed.status, closed.body.code]).toEqual([401, 'API_KEY_INVALID']);
  expect(errors).toEqual([]);
});

test.describe('webhooks', () => {
  let receiver: Receiver;
  test.beforeEach(async () => {
    receiver = await startReceiver(200);
  });
  test.afterEach(async () => receiver.close());

  test('a test delivery reaches the receiver signed; a failing receiver is retried, each attempt shown; the secret rotates', async ({
    page,
    context,
    root,
    errors,
  }) => {
    await signIn(context, root);
    await openPage(page);
    const url = `${receiver.origin}/campay/${Date.now()}`;
    const secret = await addEndpoint(page, url, 'va.topup.success');
    expect(secret).toMatch(/^whsec_/);

    const card = page.getByRole('listitem', { name: url });
    await card.getByRole('button', { name: message('en', 'dev_webhook_test') }).click();
    await expect(card.getByText(message('en', 'dev_test_succeeded'))).toBeVisible();
    await expect(card.getByText(message('en', 'dev_answer_status', { code: '200' })).first()).toBeVisible();
    const [delivered] = receiver.received;
    expect(delivered?.headers['x-campay-event']).toBe('va.topup.success');
    expect(delivered?.headers['x-campay-signature']).toBe(hmacOf(secret, delivered?.body ?? ''));
    expect(JSON.parse(delivered?.body ?? '{}')).toMatchObject({ type: 'va.topup.success', data: { sample: true } });

    // The receiver fails from now on: the test says so, and the server tries again on its schedule.
    receiver.answer(500);
    await card.getByRole('button', { name: message('en', 'dev_webhook_test') }).click();
    await expect(card.getByText(message('en', 'dev_test_failed'))).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    const [, failedFirst, ...retries] = receiver.received;
    for (const retry of retries) {
      expect(retry.body).toBe(failedFirst?.body);
      expect(retry.headers['x-campay-signature']).toBe(hmacOf(secret, retry.body));
    }
    await card.getByRole('button', { name: message('en', 'dev_webhook_deliveries_refresh') }).click();
    const table = card.getByRole('table', { name: message('en', 'dev_deliveries_caption', { url }) });
    for (const attempt of ['1', '2', '3']) {
      const attemptRow = table
        .getByRole('row')
        .filter({ hasText: message('en', 'dev_delivery_attempt', { n: attempt }) });
      await expect(attemptRow.getByText(message('en', 'dev_answer_status', { code: '500' }))).toBeVisible();
    }

    await card.getByRole('button', { name: message('en', 'dev_webhook_rotate') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: message('en', 'dev_rotate_confirm') })
      .click();
    const rotated = await takeSecret(page);
    expect(rotated).not.toBe(secret);
    await expect(card.getByText(`${rotated.slice(0, 10)}…`)).toBeVisible();
    await deleteEndpoint(page, url);
    expect(errors).toEqual([]);
  });

  test('an edit changes its events and disables it; the list shows it, and its test delivery promises no retry', async ({
    page,
    context,
    root,
    errors,
  }) => {
    await signIn(context, root);
    await openPage(page);
    const url = `${receiver.origin}/campay/edit-${Date.now()}`;
    await addEndpoint(page, url, 'va.topup.success');
    receiver.answer(500);

    const card = page.getByRole('listitem', { name: url });
    await card.getByRole('button', { name: message('en', 'dev_webhook_edit') }).click();
    const form = page.getByRole('dialog', { name: message('en', 'dev_webhook_edit_title') });
    // The form is the endpoint as it is: its address, its event, enabled.
    await expect(form.getByRole('textbox', { name: message('en', 'dev_webhook_url') })).toHaveValue(url);
    await expect(form.getByRole('checkbox', { name: 'va.topup.success' })).toBeChecked();
    const enabled = form.getByRole('checkbox', { name: message('en', 'dev_webhook_enabled') });
    await expect(enabled).toBeChecked();
    await expectAccessibleInBothThemes(page);
    await form.getByRole('checkbox', { name: 'va.topup.success' }).uncheck();
    await form.getByRole('checkbox', { name: 'topup.approved' }).check();
    await form.getByRole('checkbox', { name: 'withdrawal.rejected' }).check();
    await enabled.uncheck();
    await form.getByRole('button', { name: message('en', 'dev_webhook_edit_submit') }).click();
    await expect(form).toBeHidden();

    const events = card.getByRole('list', { name: message('en', 'dev_webhook_events') });
    await expect(events.getByRole('listitem')).toHaveText([/topup\.approved/, /withdrawal\.rejected/]);
    await expect(card.getByText(message('en', 'dev_webhook_disabled'), { exact: true })).toBeVisible();
    await expect(card.getByText(message('en', 'dev_webhook_disabled_note'))).toBeVisible();
    // What the server kept, not what the page remembers.
    await page.reload();
    await hydrated(page);
    await expect(events.getByRole('listitem')).toHaveText([/topup\.approved/, /withdrawal\.rejected/]);
    await expect(card.getByText(message('en', 'dev_webhook_disabled'), { exact: true })).toBeVisible();
    await card.getByRole('button', { name: message('en', 'dev_webhook_edit') }).click();
    const again = page.getByRole('dialog', { name: message('en', 'dev_webhook_edit_title') });
    await expect(again.getByRole('checkbox', { name: message('en', 'dev_webhook_enabled') })).not.toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'topup.approved' })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'va.topup.success' })).not.toBeChecked();
    await again.getByRole('button', { name: message('en', 'dev_cancel') }).click();
    await expect(again).toBeHidden();

    // A disabled endpoint still gets its test delivery (of its first event), and no retry is promised.
    await card.getByRole('button', { name: message('en', 'dev_webhook_test') }).click();
    await expect(card.getByText(message('en', 'dev_test_failed'))).toBeVisible();
    await expect.poll(() => receiver.received.length).toBe(1);
    expect(receiver.received[0]?.headers['x-campay-event']).toBe('topup.approved');
    await card.getByRole('button', { name: message('en', 'dev_webhook_deliveries_refresh') }).click();
    const table = card.getByRole('table', { name: message('en', 'dev_deliveries_caption', { url }) });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByText(message('en', 'dev_answer_status', { code: '500' }))).toBeVisible();
    await expect(card.getByText(message('en', 'dev_delivery_retry_at', { at: '' }).trim())).toHaveCount(0);
    await deleteEndpoint(page, url);
    expect(errors).toEqual([]);
  });
});

for (const role of ['financial', 'seller'] as const) {
  test(`${role === 'financial' ? 'FINANCE' : 'SELLER'} gets the 403 page and reads nothing`, async ({
    page,
    context,
    root,
  }) => {
    await signIn(context, root, role);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/developers')) reads.push(request.url());
    });
    await page.goto(PATH);
    await expect(page.getByText(message('en', 'error_status', { status: '403' }))).toBeVisible();
    await hydrated(page);
    expect(reads).toEqual([]);
  });
}

test('on a phone, the keys and endpoints arrive in room kept for them: the guide below does not move', async ({
  page,
  context,
  root,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(context, root);
  await countLayoutShifts(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/v1\/developers\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PATH);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: message('en', 'dev_guide_heading') })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: message('en', 'dev_key_create') })).toBeEnabled();
  expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
});

test('in Vietnamese, light and dark, the page and its dialogs have no axe violations', async ({
  page,
  context,
  root,
  errors,
}) => {
  await chooseLanguage(context, root, 'vi');
  await signIn(context, root);
  await openPage(page, 'vi');
  await expect(page.getByRole('heading', { level: 2, name: message('vi', 'dev_guide_heading') })).toBeVisible();
  await expect(page.getByText('x-campay-signature').first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: message('vi', 'dev_webhook_create') }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: message('vi', 'dev_webhook_url') })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: message('vi', 'dev_cancel') })
    .click();
  await page.getByRole('button', { name: message('vi', 'dev_key_create') }).click();
  await expect(
    page.getByRole('dialog').getByRole('checkbox', { name: message('vi', 'dev_scope_va_read') }),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page);
  expect(errors).toEqual([]);
});
