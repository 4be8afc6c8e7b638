/**
 * Issue 17 (bad input), in the built app: five forms of different kinds (sign-in, a withdrawal's amount, a
 * transfer between wallets, a team invitation, an API key) are sent with invalid values — a malformed email,
 * an exponent and a sign (which an amount field never lets in), 25 decimals, no amount, an injection string,
 * a name past its limit. Not one request other than a read goes
 * to /api; what was typed stays in its field; the field is marked invalid with its translated message.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../src/lib/locale.ts';
import { chooseLanguage, hydrated, message, signIn, test } from './fixtures.ts';
import { amountField, chooseBank, DIRECTOR_BANK } from './withdraw-journey.ts';

/** Every request to the API that is not a read, from now on. */
function writesToApi(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) {
      writes.push(`${request.method()} ${request.url()}`);
    }
  });
  return writes;
}

/**
 * Types `typed` into `field` and sends its form with `submit`: the field is then marked invalid, its message is
 * shown in `locale`, and it still holds what it showed before the send (an amount field lays out what is typed).
 */
async function refusedInPlace(
  field: Locator,
  typed: string,
  submit: Locator,
  error: { readonly locale: Locale; readonly key: string; readonly params?: Record<string, string> },
  within: Locator,
): Promise<void> {
  await field.fill(typed);
  const shown = await field.inputValue();
  await submit.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(within.getByText(message(error.locale, error.key, error.params ?? {}))).toBeVisible();
  await expect(field).toHaveValue(shown);
}

test('invalid input in five forms never reaches the network', async ({ page, context, root }) => {
  test.setTimeout(40_000);
  const writes = writesToApi(page);

  // Signed out, in Vietnamese: the sign-in form.
  await chooseLanguage(context, root, 'vi');
  await page.goto('/signin');
  await hydrated(page);
  const vi = (key: string) => message('vi', key);
  await refusedInPlace(
    page.getByLabel(vi('form_email')),
    'not-an-email',
    page.getByRole('button', { name: vi('signin_submit') }),
    { locale: 'vi', key: 'field_email_format' },
    page.locator('main'),
  );

  await chooseLanguage(context, root, 'en');
  await signIn(context, root);
  const en = (key: string) => message('en', key);

  // A withdrawal's amount: the exponent's letter never gets into the field; 25 decimals are refused.
  await chooseBank(page, 'en', DIRECTOR_BANK);
  await amountField(page, 'en').fill('1e5');
  await expect(amountField(page, 'en')).toHaveValue('15');
  await refusedInPlace(
    amountField(page, 'en'),
    `1.${'3'.repeat(25)}`,
    page.getByRole('button', { name: en('withdraw_continue') }),
    { locale: 'en', key: 'field_amount_whole', params: { currency: 'VND' } },
    page.locator('main'),
  );

  // A transfer between wallets with no amount: the sign of "-5" would never get in either.
  await page.goto('/top-up');
  await hydrated(page);
  await page.getByRole('button', { name: en('transfer_open') }).click();
  const transfer = page.getByRole('dialog', { name: en('transfer_title') });
  await expect(transfer.getByRole('radio').first()).toBeVisible();
  const amount = transfer.getByRole('textbox', { name: en('transfer_amount') });
  await amount.fill('-');
  await expect(amount).toHaveValue('');
  const send = transfer.getByRole('button', { name: en('transfer_submit') });
  await refusedInPlace(amount, '', send, { locale: 'en', key: 'field_amount_format' }, transfer);

  // A team invitation to an address that is none.
  await page.goto('/user');
  await hydrated(page);
  await page.getByRole('button', { name: en('team_invite') }).click();
  const invite = page.getByRole('dialog', { name: en('team_invite_title') });
  await invite.getByRole('textbox', { name: en('team_name') }).fill('Nguyễn Văn An');
  await refusedInPlace(
    invite.getByRole('textbox', { name: en('team_email') }),
    "' OR 1=1 --@example",
    invite.getByRole('button', { name: en('team_invite_submit') }),
    { locale: 'en', key: 'field_email_format' },
    invite,
  );

  // An API key whose name is past its limit.
  await page.goto('/setting/developers');
  await hydrated(page);
  await page.getByRole('button', { name: en('dev_key_create') }).click();
  const key = page.getByRole('dialog');
  await key.getByRole('checkbox', { name: en('dev_scope_balances_read') }).check();
  await refusedInPlace(
    key.getByRole('textbox', { name: en('dev_key_name') }),
    'ب'.repeat(101),
    key.getByRole('button', { name: en('dev_key_create_submit') }),
    { locale: 'en', key: 'field_name_too_long' },
    key,
  );

  expect(writes).toEqual([]);
});
