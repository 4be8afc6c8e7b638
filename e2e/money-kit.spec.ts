import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  chooseColorMode,
  chooseLanguage,
  expectAccessibleInBothThemes,
  hydrated,
  interactive,
  message,
} from './fixtures.ts';

/** The money section of /test, once its lazily loaded blocks are in. */
async function openMoneyKit(page: Page) {
  await page.goto('/test');
  await hydrated(page);
  const section = page.getByTestId('kit-money');
  await expect(section.getByRole('button', { name: /CSV|Export|Xuất/ }).first()).toBeVisible();
  return section;
}

/** Where the caret is in the focused input. */
const caret = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement).selectionStart);

test.describe('the amount field', () => {
  test('regroups 1234567 as it is typed in English and keeps the caret after the same digits', async ({ page }) => {
    const section = await openMoneyKit(page);
    const amount = section.getByRole('textbox', { name: message('en', 'ui_kit_amount_vnd') });
    await expect(amount).toHaveAttribute('inputmode', 'numeric');
    await interactive(amount);
    await amount.click();
    await page.keyboard.type('1234567');
    await expect(amount).toHaveValue('1,234,567');
    expect(await caret(page)).toBe('1,234,567'.length);

    // A digit typed after "1,2" lands there, and the caret stays after it: "12,9|34,567".
    await page.keyboard.press('Home');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    await page.keyboard.type('9');
    await expect(amount).toHaveValue('12,934,567');
    expect(await caret(page)).toBe('12,9'.length);

    // Backspace just after a separator takes the digit before it, not only the comma.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Backspace');
    await expect(amount).toHaveValue('1,934,567');
    expect(await caret(page)).toBe(1);
  });

  test('regroups in Vietnamese, refuses more than the balance beside the field, and Max enters it', async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL ?? '', 'vi');
    const section = await openMoneyKit(page);
    const amount = section.getByRole('textbox', { name: message('vi', 'ui_kit_amount_vnd') });
    await interactive(amount);
    await amount.click();
    await page.keyboard.type('1234567');
    await expect(amount).toHaveValue('1.234.567');
    expect(await caret(page)).toBe('1.234.567'.length);

    await page.keyboard.type('89');
    await expect(amount).toHaveValue('123.456.789');
    const refusal = message('vi', 'field_amount_above_available', { amount: '12.500.000\u00a0₫' });
    await expect(section.getByText(refusal)).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    // The message is the field's description, so a screen reader reads it with the field.
    await expect(amount).toHaveAccessibleDescription(new RegExp(refusal.replace(/[.()]/g, '\\$&')));

    await section.getByRole('button', { name: message('vi', 'amount_max') }).click();
    await expect(amount).toHaveValue('12.500.000');
    await expect(section.getByText(refusal)).toBeHidden();
  });
});

test('copy, QR and export blocks work', async ({ page, context, baseURL }) => {
  // /test is the largest page there is, and this makes two files: give it the time a busy machine needs.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  const section = await openMoneyKit(page);

  await section
    .getByRole('button', { name: message('en', 'copy_action_label', { what: message('en', 'ui_kit_account_number') }) })
    .click();
  await expect(
    section
      .getByRole('status')
      .filter({ hasText: message('en', 'copy_done_label', { what: message('en', 'ui_kit_account_number') }) }),
  ).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('970422012345');

  const qr = section.getByRole('img', {
    name: message('en', 'qr_image_label', { description: message('en', 'ui_kit_qr_description') }),
  });
  await expect(qr).toBeVisible();
  await expect(section.getByText(/Expires in (30:00|29:\d\d)/)).toBeVisible();
  await expect(section.getByText(message('en', 'qr_expired')).first()).toBeVisible();

  const exporter = section.getByRole('button', { name: message('en', 'export_button') }).first();
  await exporter.click();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: message('en', 'export_format_csv') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('campay-sample.csv');
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv.startsWith('\ufeffReference,Description,Amount,Currency,Date\r\n')).toBe(true);
  expect(csv).toContain('TX-10007,Lê Hoàng Phúc,123456789012345678.99,VND,');
  expect(csv.trimEnd().split('\r\n')).toHaveLength(241);
  await expect(section.getByText(message('en', 'export_done', { format: 'CSV' }))).toHaveCount(2);
});

test('the money blocks have no axe violation, light or dark', async ({ page }) => {
  test.slow();
  await chooseColorMode(page, 'system');
  await page.emulateMedia({ colorScheme: 'light' });
  await openMoneyKit(page);
  await expect(page.getByTestId('kit-money').getByRole('img')).toBeVisible();
  await expectAccessibleInBothThemes(page, '[data-testid="kit-money"]');
});

test('a PDF export downloads with its font', async ({ page }) => {
  test.slow();
  const section = await openMoneyKit(page);
  await section
    .getByRole('button', { name: message('en', 'export_button') })
    .first()
    .click();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: message('en', 'export_format_pdf') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('campay-sample.pdf');
  const pdf = readFileSync((await file.path()) ?? '');
  expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
  expect(pdf.toString('latin1')).toContain('/FontFile2');
});
