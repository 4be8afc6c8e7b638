import { expect, test } from '@playwright/test';
import { chooseLanguage, collectErrors, heading, hydrated, message } from './fixtures.ts';

test('with the language cookie set to vi the first response is already Vietnamese', async ({
  page,
  context,
  baseURL,
}) => {
  await chooseLanguage(context, baseURL ?? '', 'vi');
  const response = await page.goto('/signin');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<html lang="vi"/);
  expect(html).toContain(heading('/signin', 'vi'));
  await expect(page).toHaveURL('/signin');
});

test.describe('with a Vietnamese browser', () => {
  test.use({ locale: 'vi-VN' });

  test('the first response is Vietnamese without any cookie', async ({ page }) => {
    const response = await page.goto('/forgot');
    expect((await response?.text()) ?? '').toMatch(/<html lang="vi"/);
    await expect(page.getByRole('heading', { level: 1, name: heading('/forgot', 'vi') })).toBeVisible();
  });

  test('the saved cookie beats the browser language', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL ?? '', 'en');
    const response = await page.goto('/forgot');
    expect((await response?.text()) ?? '').toMatch(/<html lang="en"/);
  });
});

test('switching language persists for a year and keeps the address', async ({ page, context }) => {
  const errors = await collectErrors(page);
  await page.goto('/test');
  await hydrated(page);
  await page.getByRole('button', { name: 'VI', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page).toHaveURL('/test');
  const cookie = (await context.cookies()).find((entry) => entry.name === 'nf_lang');
  expect(cookie?.value).toBe('vi');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  expect(errors).toEqual([]);
});

test('dark mode persists across reloads with no flash of light', async ({ page }) => {
  const firstFrames: boolean[] = [];
  await page.exposeFunction('reportFirstFrame', (dark: boolean) => firstFrames.push(dark));
  await page.addInitScript(() => {
    requestAnimationFrame(() =>
      (window as unknown as { reportFirstFrame: (dark: boolean) => void }).reportFirstFrame(
        document.documentElement.classList.contains('dark'),
      ),
    );
  });
  await page.goto('/test');
  await hydrated(page);
  await page.getByRole('button', { name: message('en', 'pref_color_mode_dark') }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  firstFrames.length = 0;
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.goto('/invitation-expired');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(firstFrames).toEqual([true, true]);
});

test('system mode follows the operating system live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/test');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('security headers and a hash-based CSP are served', async ({ page }) => {
  const response = await page.goto('/signin');
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();
});
