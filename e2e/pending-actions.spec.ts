/**
 * The pending actions journey against the real server (issue 11): a director answers a request for information,
 * it leaves the pending tab at once and shows under completed. The screen passes axe in light and dark.
 */
import { expect, test } from '@playwright/test';
import {
  collectErrors,
  expectAccessibleInBothThemes,
  heading,
  hydrated,
  largestPaintText,
  message,
  signIn,
} from './fixtures.ts';

const SEEDED_REQUEST = 'Source of funds';

test('a director answers a pending request and it moves to completed', async ({ page, context, baseURL }) => {
  const errors = await collectErrors(page);
  await signIn(context, baseURL ?? '');
  await page.goto('/pending-actions');
  await expect(page.getByRole('heading', { level: 1, name: heading('/pending-actions', 'en') })).toBeVisible();
  await hydrated(page);
  const answer = page.getByRole('button', { name: message('en', 'pa_answer_named', { title: SEEDED_REQUEST }) });
  await expect(answer).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await answer.click();
  const dialog = page.getByRole('dialog', { name: SEEDED_REQUEST });
  await dialog.getByRole('textbox', { name: message('en', 'pa_message_label') }).fill('Sales on Shopee.');
  await dialog.getByRole('button', { name: message('en', 'pa_send') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table').getByText(SEEDED_REQUEST)).toHaveCount(0);

  await page.getByRole('tab', { name: message('en', 'pa_tab_completed') }).click();
  await expect(page).toHaveURL(/\/pending-actions\?request_status=completed$/);
  await expect(page.getByRole('table').getByText(SEEDED_REQUEST)).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/pending-actions-360.png', fullPage: true });
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the page's largest text is its prerendered lead, not a request drawn after the read", async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL ?? '');
    await page.goto('/pending-actions');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    expect(await largestPaintText(page)).toBe(message('en', 'page_pending_actions_lead'));
  });
});
