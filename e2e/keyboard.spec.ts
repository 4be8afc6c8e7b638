/**
 * Keyboard-only journeys (issue 17): signing in and withdrawing with Tab, typing and Enter alone, a focus ring on
 * every control passed and the tab order the visual one; each kind of overlay (modal dialog, removal question,
 * slide-over, disclosed menu) takes the focus in, keeps Tab inside, closes on Escape and gives the focus back; every
 * control without visible text has a name, translated on the Vietnamese pages; under reduced motion nothing moves
 * but a busy spinner. docs/ACCESSIBILITY.md says what each proves.
 */
import { expect, type Page } from '@playwright/test';
import { formatMoney } from '../src/lib/money.ts';
import { latestMessageTo } from './auth-api.ts';
import {
  DEMO_PASSWORD,
  DIRECTOR_WITHDRAWAL_CODE,
  heading,
  hydrated,
  interactive,
  message,
  signIn,
  test,
  transactionsOf,
} from './fixtures.ts';
import { exactly, expectFocusOn, type Focused, focused, tabTo } from './keyboard.ts';
import { DIRECTOR_BANK } from './withdraw-journey.ts';

/** Each control comes after the one before it on screen: further down, or on the same row further right. */
function expectVisualOrder(controls: readonly Focused[]): void {
  for (const [index, control] of controls.entries()) {
    const before = controls[index - 1];
    if (before === undefined) continue;
    const sameRow = Math.abs(control.top - before.top) < 8;
    expect(
      sameRow ? control.left > before.left : control.top > before.top,
      `"${control.name}" comes after "${before.name}" on screen`,
    ).toBe(true);
  }
}

test('signing in with the keyboard alone: email, password, submit, home; rings on each control in visual order', async ({
  page,
  errors,
}) => {
  await page.goto('/signin');
  await hydrated(page);
  await interactive(page.getByLabel(message('en', 'form_email')));

  const toEmail = await tabTo(page, exactly(message('en', 'form_email')));
  await page.keyboard.type('director@demo.test');
  const toPassword = await tabTo(page, exactly(message('en', 'form_password')));
  await page.keyboard.type(DEMO_PASSWORD);
  const toSubmit = await tabTo(page, exactly(message('en', 'signin_submit')));
  const email = toEmail.at(-1) as Focused;
  expectVisualOrder([email, ...toPassword, ...toSubmit]);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: heading('/', 'en') })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the director withdraws with the keyboard alone: one pending withdrawal', async ({
  page,
  context,
  root,
  errors,
  takeTurn,
}) => {
  await takeTurn(DIRECTOR_WITHDRAWAL_CODE);
  const token = (await signIn(context, root)).access_token;
  // An amount no other journey withdraws, so the API shows exactly this one.
  const amount = String(1_000_000 + Math.floor(Math.random() * 8_000_000));
  await page.goto('/withdraw');
  await hydrated(page);

  // select-info: where the money goes, then which bank account.
  await tabTo(page, new RegExp(`^${message('en', 'withdraw_to_bank')}`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/withdraw/bank');
  await hydrated(page);
  const bank = page.getByRole('button', { name: DIRECTOR_BANK });
  await interactive(bank);
  await tabTo(page, DIRECTOR_BANK);
  await page.keyboard.press('Enter');

  // enter-info: the amount, then Continue.
  const amountLabel = message('en', 'withdraw_amount_label');
  await expect(page.getByRole('textbox', { name: amountLabel })).toBeVisible();
  if ((await focused(page)).name !== amountLabel) await tabTo(page, exactly(amountLabel));
  await page.keyboard.type(amount);
  const sentAfter = new Date().toISOString();
  await tabTo(page, exactly(message('en', 'withdraw_continue')));
  await page.keyboard.press('Enter');

  // verify-2fa: the emailed code, then the submit button naming the amount.
  const codeField = page.getByRole('textbox', { name: message('en', 'kit_confirm_code') });
  await expect(codeField).toBeVisible();
  await expect(page).toHaveURL(/step=verify-2fa/);
  const mail = await latestMessageTo(root, 'director@demo.test', (sent) => sent.created_at >= sentAfter && !!sent.code);
  if ((await focused(page)).name !== message('en', 'kit_confirm_code'))
    await tabTo(page, exactly(message('en', 'kit_confirm_code')));
  await page.keyboard.type(mail.code ?? '');
  const submit = message('en', 'withdraw_submit_amount', { amount: formatMoney(amount, 'VND', 'en') });
  await tabTo(page, exactly(submit));
  await page.keyboard.press('Enter');

  // verifying: the outcome, and exactly one pending withdrawal of the amount.
  await expect(page.getByText(message('en', 'withdraw_outcome_pending'))).toBeVisible({ timeout: 20_000 });
  const made = await transactionsOf(root, token, 'WITHDRAWAL', amount);
  expect(made.items.map((row) => row.status)).toEqual(['PENDING']);
  expect(errors).toEqual([]);
});

/**
 * Opened from the control named `opener` with Enter: the focus moves into the open modal dialog; Tab, then Shift+Tab,
 * go round it — pressed until a control comes back, never landing on the page behind (the focus may step out to the
 * browser's own controls, as a native modal dialog lets it, and comes back in); Escape closes it and the focus is on
 * the opener again.
 */
async function expectModalKeyboard(page: Page, opener: RegExp): Promise<void> {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog:modal');
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog || (await isDialogItself(page))).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    const reached = new Set<string>();
    let cycled = false;
    for (let press = 0; press < 60 && !cycled; press++) {
      await page.keyboard.press(key);
      const now = await focused(page);
      expect(now.inDialog || now.body, `${key} stays in the dialog, not on <${now.tag}> "${now.name}"`).toBe(true);
      if (!now.inDialog) continue;
      expect(now.ring, `focus ring on <${now.tag}> "${now.name}"`).toBe(true);
      const id = `${now.tag}:${now.name}:${now.top}:${now.left}`;
      cycled = reached.has(id);
      reached.add(id);
    }
    expect(cycled, `${key} went round the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocusOn(page, opener);
}

function isDialogItself(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.matches('dialog:modal') ?? false);
}

test.describe('overlays with the keyboard', () => {
  test.beforeEach(async ({ context, root }) => {
    await signIn(context, root);
  });

  test('the notifications slide-over', async ({ page }) => {
    await page.goto('/transactions');
    await hydrated(page);
    await expectModalKeyboard(page, new RegExp(`^${message('en', 'notif_bell')}`));
  });

  test('a modal dialog with a form (a new API key)', async ({ page }) => {
    await page.goto('/setting/developers');
    await hydrated(page);
    await expect(page.getByRole('button', { name: message('en', 'dev_key_create') })).toBeVisible();
    await expectModalKeyboard(page, exactly(message('en', 'dev_key_create')));
  });

  test('the removal question (a payment method)', async ({ page }) => {
    await page.goto('/setting/payment');
    await hydrated(page);
    const remove = page.getByRole('button', { name: new RegExp(`^${message('en', 'payments_remove')}`) }).first();
    await interactive(remove);
    await expectModalKeyboard(page, new RegExp(`^${message('en', 'payments_remove')}`));
  });

  test('the export menu: Enter opens, Tab reaches the formats, Escape closes and gives the focus back', async ({
    page,
  }) => {
    await page.goto('/transactions');
    await hydrated(page);
    const exportButton = page.getByRole('button', { name: message('en', 'export_button') });
    await expect(exportButton).toBeEnabled();
    await tabTo(page, exactly(message('en', 'export_button')));
    await page.keyboard.press('Enter');
    await expect(exportButton).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, exactly(message('en', 'export_format_csv')), { most: 2 });
    await page.keyboard.press('Escape');
    await expect(exportButton).toHaveAttribute('aria-expanded', 'false');
    await expectFocusOn(page, exactly(message('en', 'export_button')));
  });
});
