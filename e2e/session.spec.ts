import { expect } from '@playwright/test';
import { signatureHeaders } from '../src/lib/http/signature.ts';
import { heading, hydrated, message, signIn, test } from './fixtures.ts';

test('signing out revokes the session on the server, clears the cookies and reaches every open tab', async ({
  context,
  root,
}) => {
  await signIn(context, root);
  await context.addCookies([{ name: 'nf_lang', value: 'en', url: root }]);
  const refreshToken = decodeURIComponent(
    (await context.cookies()).find((cookie) => cookie.name === 'refresh_token')?.value ?? '',
  );
  const first = await context.newPage();
  const second = await context.newPage();
  await first.setViewportSize({ width: 1280, height: 900 });
  await first.goto('/transactions');
  await second.goto('/profile');
  await expect(second.getByRole('heading', { level: 1, name: heading('/profile', 'en') })).toBeVisible();
  await hydrated(first);
  await hydrated(second);
  const logout = first.waitForRequest((request) => request.method() === 'DELETE' && request.url().endsWith('/logout'));
  await first.getByRole('button', { name: message('en', 'nav_sign_out') }).click();
  expect((await (await logout).response())?.status()).toBe(200);
  await expect(first).toHaveURL('/signin');
  await expect(second).toHaveURL(/\/signin/);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('access_token');
  expect(names).not.toContain('role');
  // Preferences are not session data.
  expect(names).toContain('nf_lang');
  // The server no longer renews the session.
  const url = `${root}/api/v1/refresh-token`;
  const refused = await fetch(url, {
    headers: { authorization: `Bearer ${refreshToken}`, ...signatureHeaders('GET', url, Date.now()) },
  });
  expect(refused.status).toBe(401);
});
