import { expect, test } from '@playwright/test';
import { heading, hydrated, message, signIn } from './fixtures.ts';

test('signing out clears the session cookies and reaches every open tab', async ({ context, baseURL }) => {
  await signIn(context, baseURL ?? '');
  await context.addCookies([{ name: 'nf_lang', value: 'en', url: baseURL ?? '' }]);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.setViewportSize({ width: 1280, height: 900 });
  await first.goto('/transactions');
  await second.goto('/profile');
  await expect(second.getByRole('heading', { level: 1, name: heading('/profile', 'en') })).toBeVisible();
  await hydrated(first);
  await first.getByRole('button', { name: message('en', 'nav_sign_out') }).click();
  await expect(first).toHaveURL('/signin');
  await expect(second).toHaveURL(/\/signin/);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('access_token');
  expect(names).not.toContain('role');
  // Preferences are not session data.
  expect(names).toContain('nf_lang');
});
