/**
 * /callback (PRODUCT.md section 4): a sign-in handed over in the URL fragment is kept, the fragment leaves
 * the address and history at once, and the user lands on `redirect` or home. A broken fragment says so.
 */
import { expect, test } from '@playwright/test';
import type { AuthTokensType } from '../src/contract/calls/auth.ts';
import { callbackFragment } from '../src/features/auth/callback/fragment.ts';
import { login } from './auth-api.ts';
import { chooseLanguage, DEMO_PASSWORD, heading, hydrated, message } from './fixtures.ts';

async function directorTokens(baseURL: string): Promise<AuthTokensType> {
  const answer = await login(baseURL, 'director@demo.test', DEMO_PASSWORD);
  expect(answer.status).toBe(200);
  return answer.body.data as AuthTokensType;
}

test('a fragment with real tokens signs in, lands home, and leaves no trace in the address or history', async ({
  page,
  context,
  baseURL,
}) => {
  const tokens = await directorTokens(baseURL ?? '');
  // This browser chose English: the director's Vietnamese account does not switch it (docs/decisions/018).
  await chooseLanguage(context, baseURL ?? '', 'en');
  await page.goto('/test');
  await page.goto(`/callback${callbackFragment(tokens)}`);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: heading('/', 'en') })).toBeVisible();
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(decodeURIComponent(cookies.access_token ?? '')).toBe(tokens.access_token);
  expect(cookies.role).toBe('director');

  // Back goes to /callback without its fragment (which, signed in now, sends home again), never the tokens.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.goBack();
  await expect(page).toHaveURL('/');
  expect(visited.some((url) => url.includes('access_token') || url.includes('#'))).toBe(false);
  expect(await page.evaluate(() => history.length)).toBeGreaterThan(1);
});

test('goes to the redirect it was given when it stays on this site, else home', async ({ page, context, baseURL }) => {
  const tokens = await directorTokens(baseURL ?? '');
  await page.goto(`/callback?redirect=%2Fprofile${callbackFragment(tokens)}`);
  await expect(page).toHaveURL('/profile');
  await page.goto('/test');
  await context.clearCookies();
  await page.goto(`/callback?redirect=%2F%2Fevil.example${callbackFragment(tokens)}`);
  await expect(page).toHaveURL('/');
});

for (const locale of ['en', 'vi'] as const) {
  test(`a missing or broken fragment says so, with the way to sign in (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL ?? '', locale);
    await page.goto('/callback#access_token=only-half');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: message(locale, 'callback_failed_title') })).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
    expect((await context.cookies()).some((cookie) => cookie.name === 'access_token')).toBe(false);
    await page.getByRole('link', { name: message(locale, 'auth_go_sign_in') }).click();
    await expect(page).toHaveURL('/signin');
  });
}
