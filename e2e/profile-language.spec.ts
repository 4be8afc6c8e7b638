/**
 * The app follows the profile's language (SPEC section 4, src/app/profile-language.ts): the first profile of
 * a session restored without signing in only records its language; when a later profile load names another
 * one, the page switches to it. Here the change is made through the API, as another tab or device would (the
 * settings' own control and a sign-in on a new device: e2e/settings.spec.ts), and the next page load — here a
 * reload — picks it up. Each test uses its own new account: changing a demo account's language would switch
 * other tests' pages mid-run.
 */
import { expect } from '@playwright/test';
import { FOLLOWED_LANGUAGE_KEY } from '../src/app/profile-language.ts';
import type { AuthTokensType } from '../src/contract/calls/auth.ts';
import type { LanguageType } from '../src/contract/calls/reference.ts';
import { LOCALES, type Locale } from '../src/lib/locale.ts';
import { apiCall, createAccount, login, TEST_PASSWORD, uniqueEmail } from './auth-api.ts';
import { chooseLanguage, heading, hydrated, keepSession, test } from './fixtures.ts';

/** PUT /accounts/me/language with the id the reference list gives the locale. */
async function setProfileLanguage(baseURL: string, token: string, locale: Locale): Promise<void> {
  const languages = (await (await fetch(`${baseURL}/api/warehouse/v1/languages`)).json()) as {
    data: LanguageType[];
  };
  const language = languages.data.find((entry) => entry.code === locale);
  expect(language).toBeDefined();
  const answer = await apiCall(baseURL, 'PUT', '/accounts/me/language', { language: { id: language?.id } }, token);
  expect(answer.status).toBe(200);
}

for (const locale of LOCALES) {
  const other: Locale = locale === 'en' ? 'vi' : 'en';

  test(`a profile language changed to ${other} while signed in switches the app from ${locale}`, async ({
    page,
    context,
    root,
  }) => {
    const email = uniqueEmail(`language-${locale}`);
    await createAccount(root, email);
    const signedIn = await login(root, email, TEST_PASSWORD);
    const tokens = signedIn.body.data as AuthTokensType;
    await setProfileLanguage(root, tokens.access_token, locale);
    await keepSession(context, root, tokens);
    await chooseLanguage(context, root, locale);

    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: heading('/', locale) })).toBeVisible();
    // The session's first profile records its language.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FOLLOWED_LANGUAGE_KEY)).toBe(locale);

    // Changed elsewhere (another tab, device, or the API): the next profile load follows it.
    await setProfileLanguage(root, tokens.access_token, other);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('heading', { level: 1, name: heading('/', other) })).toBeVisible();
    await expect(page).toHaveURL('/');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'nf_lang')?.value).toBe(other);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FOLLOWED_LANGUAGE_KEY)).toBe(other);

    // Followed once: the page stays in the new language on the next load rather than switching again, also
    // after the profile has answered.
    const profileRead = page.waitForResponse((response) => response.url().includes('/accounts/me'));
    await page.reload();
    await hydrated(page);
    await profileRead;
    await expect(page.locator('html')).toHaveAttribute('lang', other);
  });
}
