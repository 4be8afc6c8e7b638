/**
 * The referral journey against the real server (issue 16): a new account's link, copied from /referral, is what a
 * friend signs up through, and the friend then shows in the referrer's open list without a reload; the QR code of the link is shown and
 * the share sheet gets the exact link. Vietnamese, dark, and axe in both themes on the director's seeded referees.
 */
import { expect, type Page } from '@playwright/test';
import type { ReferralStatsType } from '../src/contract/calls/referral.ts';
import type { Locale } from '../src/lib/locale.ts';
import { apiCall, codeSentTo, login, TEST_PASSWORD, uniqueEmail } from './auth-api.ts';
import {
  chooseColorMode,
  chooseLanguage,
  DEMO_PASSWORD,
  expectAccessibleInBothThemes,
  heading,
  hydrated,
  longCopy,
  message,
  signedInNewAccount,
  signIn,
  test,
} from './fixtures.ts';

async function statsOf(root: string, token: string): Promise<ReferralStatsType> {
  const answer = await apiCall<ReferralStatsType>(root, 'GET', '/referrals/stats', undefined, token);
  if (answer.body.data === undefined) throw new Error(`GET /referrals/stats answered ${answer.status}`);
  return answer.body.data;
}

async function openReferral(page: Page, locale: Locale): Promise<void> {
  await page.goto('/referral');
  await expect(page.getByRole('heading', { level: 1, name: heading('/referral', locale) })).toBeVisible();
  await hydrated(page);
}

const qrOf = (page: Page, locale: Locale, code: string) =>
  page.getByRole('img', {
    name: message(locale, 'qr_image_label', { description: message(locale, 'ref_qr_description', { code }) }),
  });

test('a friend who signs up through the copied link shows up in the referrer’s list', async ({
  page,
  context,
  browser,
  root,
  errors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: root });
  const referrer = await signedInNewAccount(context, root, 'referrer');
  const { referral_code: code, referral_url: link } = await statsOf(root, referrer.token);
  await openReferral(page, 'en');
  await page.evaluate(() => Object.assign(window, { stayed: true }));

  await expect(page.getByTestId('referral-code')).toHaveText(code);
  await expect(page.getByTestId('referral-link')).toHaveText(link);
  await expect(qrOf(page, 'en', code)).toBeVisible();
  await expect(page.getByText(longCopy('en', 'referral-empty').title)).toBeVisible();
  await expect(page.getByTestId('referral-referred')).toContainText('0');
  const terms = longCopy('en', 'referral-terms');
  await page.getByText(terms.title).click();
  await expect(page.getByText(terms.lines.at(-1) ?? '')).toBeVisible();

  await page
    .getByRole('button', { name: message('en', 'copy_action_label', { what: message('en', 'ref_link_what') }) })
    .click();
  await expect(
    page.getByText(message('en', 'copy_done_label', { what: message('en', 'ref_link_what') })),
  ).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(link);
  expect(copied.startsWith(`${root}/signup?ref=`)).toBe(true);

  // The friend, in a browser of their own, opens what was copied and signs up; the code is already filled in.
  const friendContext = await browser.newContext();
  await chooseLanguage(friendContext, root, 'en');
  const friend = await friendContext.newPage();
  const email = uniqueEmail('friend');
  await friend.goto(copied);
  await hydrated(friend);
  await expect(friend.getByRole('textbox', { name: message('en', 'signup_referral') })).toHaveValue(code);
  await friend.getByRole('radio', { name: message('en', 'signup_type_individual') }).check();
  await friend.getByLabel(message('en', 'form_email')).fill(email);
  await friend.getByRole('textbox', { name: message('en', 'form_password'), exact: true }).fill(TEST_PASSWORD);
  await expect(friend.getByRole('combobox', { name: message('en', 'signup_country'), exact: true })).toContainText(
    'Vietnam',
  );
  await friend.getByRole('textbox', { name: message('en', 'signup_phone') }).fill('912345678');
  const since = Date.now();
  await friend.getByRole('button', { name: message('en', 'signup_continue') }).click();
  await friend
    .getByRole('textbox', { name: message('en', 'signin_code'), exact: true })
    .fill(await codeSentTo(root, email, since));
  await friend.getByRole('button', { name: message('en', 'signup_verify_submit') }).click();
  await friend.getByRole('button', { name: message('en', 'signup_create_submit') }).click();
  await expect(friend).toHaveURL(`${root}/`);
  await friendContext.close();

  // Back on the referrer's page, never reloaded: the friend is the one referred customer, masked, just signed up,
  // nothing earned, there live (docs/decisions/034-live-requests-and-referrals.md).
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row).toContainText(`${email[0]}***@example.test`);
  await expect(row).toContainText(message('en', 'ref_status_registered'));
  await expect(row).toContainText('$0.00');
  await expect(page.getByTestId('referral-referred')).toContainText('1');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});

test.describe('in Vietnamese', () => {
  test.beforeEach(async ({ context, root }) => chooseLanguage(context, root, 'vi'));

  test('the director’s referees with their statuses, the share sheet given the exact link, axe in both themes', async ({
    page,
    context,
    root,
    errors,
  }) => {
    const tokens = await signIn(context, root);
    const { referral_code: code, referral_url: link } = await statsOf(root, tokens.access_token);
    // A browser with a share sheet: what the page hands it is recorded.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await openReferral(page, 'vi');
    await expect(qrOf(page, 'vi', code)).toBeVisible();
    // The seeded referees: one verified, one active (with rewards); more may join, so no count.
    const table = page.getByRole('table');
    await expect(table.getByText(message('vi', 'ref_status_active'), { exact: true })).toBeVisible();
    await expect(table.getByText(message('vi', 'ref_status_verified'), { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('referral-paid')).toContainText('US$');

    await page.getByRole('button', { name: message('vi', 'ref_share') }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
      .toEqual([{ title: 'CamPay', text: message('vi', 'ref_share_text', { code }), url: link }]);

    await expectAccessibleInBothThemes(page);
    expect(errors).toEqual([]);
  });

  test('a team member sees the company’s programme, in dark mode', async ({ page, context, root }) => {
    const director = (await login(root, 'director@demo.test', DEMO_PASSWORD)).body.data?.access_token ?? '';
    const { referral_code: code } = await statsOf(root, director);
    await signIn(context, root, 'seller');
    await chooseColorMode(page, 'dark');
    await openReferral(page, 'vi');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByTestId('referral-code')).toHaveText(code);
    await expect(page.getByRole('heading', { level: 2, name: message('vi', 'ref_list_heading') })).toBeVisible();
    await expect(page.getByRole('table').getByText(message('vi', 'ref_status_active'), { exact: true })).toBeVisible();
  });
});
