/**
 * Moving money between one's own wallets against the real server (issue 11): from the top-up page, a director moves
 * an amount from the VA wallet to the main one with a double click — exactly one INTERNAL transaction — and
 * an amount above what the VA wallet holds is refused beside the field with what was typed kept. Axe on the dialog.
 */
import { expect, type Page } from '@playwright/test';
import { expectAccessible, hydrated, message, signIn, test, transactionsOf } from './fixtures.ts';

/** The account's INTERNAL transactions of exactly `amount` (an amount only this test moves). */
const movesOf = (baseURL: string, token: string, amount: string) => transactionsOf(baseURL, token, 'INTERNAL', amount);

async function openTransfer(page: Page) {
  await page.goto('/top-up');
  await hydrated(page);
  await page.getByRole('button', { name: message('en', 'transfer_open') }).click();
  const dialog = page.getByRole('dialog', { name: message('en', 'transfer_title') });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  return dialog;
}

test('a director moves money from the VA wallet to the main one: both change by the amount, once', async ({
  page,
  context,
  root,
  errors,
}) => {
  const { access_token: token } = await signIn(context, root);
  expect((await movesOf(root, token, '123456')).items).toEqual([]);
  const dialog = await openTransfer(page);
  await expectAccessible(page);

  await dialog.getByRole('radio', { name: /^From VA wallet/ }).check();
  const amount = dialog.getByRole('textbox', { name: message('en', 'transfer_amount') });
  await amount.fill('123456');
  await dialog
    .page()
    .getByRole('button', { name: message('en', 'transfer_submit') })
    .dblclick();
  await expect(dialog.getByText(message('en', 'transfer_done_title'))).toBeVisible();

  // Other tests move this account's money at the same time: the proof of "once" is the one INTERNAL transaction.
  const moves = (await movesOf(root, token, '123456')).items;
  expect(moves.map((move) => move.amount)).toEqual(['123456']);
  await expect(dialog.getByRole('link', { name: message('en', 'transfer_view_transaction') })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an amount above what the wallet holds is refused beside the field, the text kept', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL ?? '');
  const dialog = await openTransfer(page);
  await dialog.getByRole('radio', { name: /^From VA wallet/ }).check();
  const amount = dialog.getByRole('textbox', { name: message('en', 'transfer_amount') });
  await amount.fill('999999999999');
  await dialog
    .page()
    .getByRole('button', { name: message('en', 'transfer_submit') })
    .click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveValue('999,999,999,999');
  await expect(dialog.getByText(message('en', 'transfer_done_title'))).toHaveCount(0);
});
