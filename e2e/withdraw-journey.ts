/** What the withdraw journeys share (e2e/withdraw.spec.ts from the main wallet, e2e/va-withdraw.spec.ts from the VA). */
import { expect, type Page } from '@playwright/test';
import type { RoutePath } from '../src/app/routes.ts';
import type { Locale } from '../src/lib/locale.ts';
import { heading, hydrated, message } from './fixtures.ts';

/** The withdrawal call, to hold or cut in the browser. */
export const WITHDRAWAL = /\/api\/v1\/virtual-accounts\/transactions\/withdrawal$/;

/** The amount field of the enter-info step. */
export const amountField = (page: Page, locale: Locale) =>
  page.getByRole('textbox', { name: message(locale, 'withdraw_amount_label') });

/** Opens a withdraw-to-bank route and picks the saved bank whose name matches `bank`. */
export async function chooseBank(
  page: Page,
  locale: Locale,
  bank: RegExp,
  route: RoutePath = '/withdraw/bank',
): Promise<void> {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1, name: heading(route, locale) })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: bank }).click();
  await expect(amountField(page, locale)).toBeVisible();
}
