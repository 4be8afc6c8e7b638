/**
 * /profile against the real server (issue 13): a new account and the demo director see their tier (its picture
 * loaded), their level, what the next level unlocks — worded from GET /settings/virtual-accounts and GET /kyc,
 * never from numbers of the app's own — and their referral code, in both languages, with axe in both themes. A
 * new account edits its name and phone: the texted code from the outbox, a wrong one refused beside its field
 * with nothing typed lost, the emailed update_profile code; saved, shown, and still there after a reload. The
 * director is only read: other specs rely on that account.
 */
import { expect, type Page } from '@playwright/test';
import type { ProfileType } from '../src/contract/calls/accounts.ts';
import type { VaSettingsType } from '../src/contract/calls/va.ts';
import { LOCALES, type Locale } from '../src/lib/locale.ts';
import { formatMoney, formatNumber } from '../src/lib/money.ts';
import { apiCall, codeSentTo } from './auth-api.ts';
import {
  chooseLanguage,
  expectAccessible,
  expectAccessibleInBothThemes,
  heading,
  hydrated,
  message,
  signedInNewAccount,
  signIn,
  test,
} from './fixtures.ts';

async function read<T>(baseURL: string, path: string, token: string): Promise<T> {
  const answer = await apiCall<T>(baseURL, 'GET', path, undefined, token);
  expect(answer.status).toBe(200);
  return answer.body.data as T;
}

async function openProfile(page: Page, locale: Locale): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: heading('/profile', locale) })).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId('profile-level')).toBeVisible();
}

/** A percentage fee as the profile words it. */
function percent(locale: Locale, value: string): string {
  return message(locale, 'profile_fee_percent', { value: formatNumber(value, locale) });
}

/** The tier's picture is the one the profile names, and it loaded. */
async function expectTierPicture(page: Page, icon: string): Promise<void> {
  const picture = page.locator(`img[src="${icon}"]`);
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

for (const locale of LOCALES) {
  test.describe(`profile in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => chooseLanguage(context, baseURL ?? '', locale));

    test('a new account sees its tier, level 0, what level 1 unlocks from the settings, and its referral code', async ({
      page,
      root,
      errors,
    }) => {
      const { token } = await signedInNewAccount(page.context(), root, `profile-${locale}`);
      const me = await read<ProfileType>(root, '/accounts/me', token);
      const settings = await read<VaSettingsType>(root, '/settings/virtual-accounts', token);
      await openProfile(page, locale);

      await expect(page.getByTestId('profile-tier')).toHaveText(message(locale, 'profile_tier_standard'));
      await expectTierPicture(page, me.tier.icon);
      await expect(page.getByTestId('profile-level')).toContainText(
        message(locale, 'profile_level_number', { level: '0' }),
      );
      await expect(
        page.getByRole('heading', { name: message(locale, 'profile_next_level', { level: '1' }) }),
      ).toBeVisible();
      // Level 1 opens nothing itself: the settings' first fee level is the one that opens virtual accounts.
      const opening = Math.min(...Object.keys(settings.fees).map(Number));
      const fee = settings.fees[String(opening) as '2'];
      expect(fee.type).toBe('PERCENT');
      await expect(
        page.getByText(
          message(locale, 'profile_unlock_towards', { level: String(opening), fee: percent(locale, fee.value) }),
        ),
      ).toBeVisible();
      // What to send is the verification section's, once: the card leads there.
      await page.getByRole('link', { name: message(locale, 'profile_how_to_reach') }).click();
      await expect(page).toHaveURL(/#verification$/);
      await expect(page.locator('#verification')).toBeInViewport();
      await expect(page.getByTestId('profile-referral-code')).toHaveText(me.referral.referral_code);
      await expect(page.getByText(me.referral.referral_url)).toBeVisible();
      // The tier limits are the settings' own.
      await expect(page.getByRole('row', { name: message(locale, 'profile_tier_diamond') })).toContainText(
        formatMoney(settings.limits.DIAMOND.amount, settings.limits.DIAMOND.currency, locale),
      );
      await expectAccessibleInBothThemes(page);
      expect(errors).toEqual([]);
    });

    test('the demo director sees Gold, level 3, what VIP unlocks and the account manager (read only)', async ({
      page,
      context,
      root,
      errors,
    }) => {
      const { access_token: token } = await signIn(context, root);
      const me = await read<ProfileType>(root, '/accounts/me', token);
      const settings = await read<VaSettingsType>(root, '/settings/virtual-accounts', token);
      await openProfile(page, locale);

      await expect(page.getByTestId('profile-tier')).toHaveText(message(locale, 'profile_tier_gold'));
      await expectTierPicture(page, me.tier.icon);
      await expect(page.getByTestId('profile-level')).toContainText(
        message(locale, 'profile_level_number', { level: '3' }),
      );
      await expect(page.getByRole('heading', { name: message(locale, 'profile_next_vip') })).toBeVisible();
      await expect(
        page.getByText(
          message(locale, 'profile_unlock_fee_lower', {
            from: percent(locale, settings.fees['3'].value),
            to: percent(locale, settings.fees['4'].value),
          }),
        ),
      ).toBeVisible();
      await expect(page.getByText(message(locale, 'profile_granted'))).toBeVisible();
      await expect(page.getByText(me.full_name, { exact: true })).toBeVisible();
      await expect(page.getByTestId('profile-referral-code')).toHaveText(me.referral.referral_code);
      await expect(page.getByRole('heading', { name: message(locale, 'profile_contact') })).toBeVisible();
      await expect(page.getByRole('row', { name: message(locale, 'profile_tier_gold') })).toContainText(
        message(locale, 'profile_tier_yours'),
      );
      await expectAccessibleInBothThemes(page);
      expect(errors).toEqual([]);
    });
  });
}

test('a new account edits its name and phone: the texted code (a wrong one refused beside it), the emailed code, saved and kept', async ({
  page,
  root,
  errors,
}) => {
  const { email, token } = await signedInNewAccount(page.context(), root, 'profile-edit');
  await page.context().addCookies([{ name: 'nf_lang', value: 'en', url: root }]);
  await openProfile(page, 'en');

  // Keyboard only: the dialog opens, each step is sent with Enter.
  await page.getByRole('button', { name: message('en', 'profile_edit') }).press('Enter');
  const dialog = page.getByRole('dialog', { name: message('en', 'profile_edit') });
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole('textbox', { name: message('en', 'profile_name') });
  await expect(name).toHaveValue(/\S/);
  await expect(dialog.getByRole('textbox', { name: message('en', 'form_email') })).toHaveAttribute('readonly', '');
  await expectAccessible(page);

  // A name the rules refuse is said beside it.
  await name.fill('A');
  await name.press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(message('en', 'field_name_too_short'))).toBeVisible();

  const newName = 'Trần Thị Bích';
  const number = `9${String(Date.now()).slice(-8)}`;
  await name.fill(newName);
  const phone = dialog.getByRole('textbox', { name: message('en', 'profile_phone') });
  await expect(dialog.getByRole('combobox', { name: message('en', 'form_calling_code') })).toContainText('+84');
  await phone.fill(number);
  // A reload keeps what was typed: the dialog opens on it again.
  await page.reload();
  await hydrated(page);
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue(newName);
  await expect(phone).toHaveValue(number);
  const textedSince = Date.now();
  await phone.press('Enter');

  // verify-phone: the code went to the new number.
  await expect(page.getByRole('dialog', { name: message('en', 'profile_verify_phone_title') })).toBeVisible();
  await expect(page.getByText(message('en', 'profile_verify_phone_sent', { phone: `+84 ${number}` }))).toBeVisible();
  const textedCode = await codeSentTo(root, `+84${number}`, textedSince);
  const codeBox = page.getByRole('textbox', { name: message('en', 'profile_phone_code') });
  await expect(codeBox).toBeFocused();
  const wrong = textedCode === '000000' ? '111111' : '000000';
  await codeBox.fill(wrong);
  const emailedSince = Date.now();
  await codeBox.press('Enter');

  // confirm: the emailed update_profile code, then the save — which the wrong texted code fails.
  const confirm = page.getByRole('dialog', { name: message('en', 'profile_confirm_title') });
  await expect(confirm).toContainText(newName);
  await expect(confirm).toContainText(`+84 ${number}`);
  const emailed = await codeSentTo(root, email, emailedSince);
  const emailedBox = confirm.getByRole('textbox', { name: message('en', 'kit_confirm_code') });
  await emailedBox.fill(emailed);
  await emailedBox.press('Enter');

  // Back on verify-phone beside the code, with what was typed kept.
  await expect(page.getByRole('dialog', { name: message('en', 'profile_verify_phone_title') })).toBeVisible();
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await expect(codeBox).toHaveValue(wrong);
  await codeBox.fill(textedCode);
  await codeBox.press('Enter');
  // The w-token came back with the refusal: no new emailed code is needed.
  await expect(confirm.getByText(message('en', 'kit_confirm_verified'))).toBeVisible();
  await confirm.getByRole('button', { name: message('en', 'profile_save') }).press('Enter');

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(message('en', 'profile_saved'))).toBeVisible();
  const identity = page.getByRole('region', { name: new RegExp(newName) });
  await expect(identity).toContainText(`+84 ${number}`);
  const saved = await read<ProfileType>(root, '/accounts/me', token);
  expect([saved.full_name, saved.calling_code, saved.phone_number]).toEqual([newName, '+84', number]);

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('region', { name: new RegExp(newName) })).toContainText(`+84 ${number}`);
  // The browser logs the wrong code's refusal (422) as a failed load: the one error this journey expects.
  expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
});

test("a team member sees their own name, the director's they act for, and their role (read only)", async ({
  page,
  context,
  root,
}) => {
  await chooseLanguage(context, root, 'en');
  const { access_token: token } = await signIn(context, root, 'financial');
  const me = await read<ProfileType>(root, '/accounts/me', token);
  expect(me.is_delegated).toBe(true);
  await openProfile(page, 'en');
  const identity = page.getByRole('region', { name: new RegExp(me.full_name) });
  await expect(identity).toContainText(message('en', 'profile_team_of', { director: me.delegator_name ?? '' }));
  await expect(identity).toContainText(message('en', 'profile_role_financial'));
  await expect(page.getByTestId('profile-tier')).toHaveText(message('en', 'profile_tier_gold'));
});
