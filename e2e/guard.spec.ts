import { expect, type Request, test } from '@playwright/test';
import { collectErrors, heading, longCopy, message, signIn } from './fixtures.ts';

test('a deep link to a dynamic route renders its shell', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '');
  const response = await page.goto('/transactions/123');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/transactions/123');
  await expect(page.getByRole('heading', { level: 1, name: heading('/transactions/:id', 'en') })).toBeVisible();
});

test('an invalid param shows the not-found page for that path', async ({ page, context, baseURL }) => {
  const errors = await collectErrors(page);
  await signIn(context, baseURL ?? '');
  await page.goto('/transactions/not-a-number');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Page Not Found: /transactions/not-a-number' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: heading('/transactions/:id', 'en') })).toBeHidden();
  expect(errors).toEqual([]);
});

test('a signed-out visit to /withdraw lands on sign-in with the redirect', async ({ page }) => {
  await page.goto('/withdraw');
  await expect(page).toHaveURL('/signin?redirect=%2Fwithdraw');
  await expect(page.getByRole('heading', { level: 1, name: heading('/signin', 'en') })).toBeVisible();
});

test('a signed-in user visiting /signin lands on home', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '');
  await page.goto('/signin');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: heading('/', 'en') })).toBeVisible();
});

test('a role the route does not allow gets the general error page (403)', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '', 'seller');
  await page.goto('/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: longCopy('en', 'error-forbidden').title })).toBeVisible();
  await expect(page.getByText(message('en', 'error_status', { status: '403' }))).toBeVisible();
  await expect(page.getByRole('heading', { name: heading('/withdraw', 'en') })).toBeHidden();
});

test('the navigation only offers what the role may open', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '', 'seller');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: message('en', 'nav_main') });
  await expect(nav.getByRole('link', { name: heading('/va', 'en') })).toBeVisible();
  await expect(nav.getByRole('link', { name: heading('/withdraw', 'en') })).toBeHidden();
  await expect(nav.getByRole('link', { name: heading('/user', 'en') })).toBeHidden();
});

test('the protected page is never painted before the redirect', async ({ page }) => {
  const painted: string[] = [];
  await page.exposeFunction('reportPaint', (path: string) => painted.push(path));
  await page.addInitScript(() => {
    // The first animation frame runs before the first paint of a document.
    requestAnimationFrame(() => {
      const visible = getComputedStyle(document.documentElement).visibility !== 'hidden';
      if (visible) (window as unknown as { reportPaint: (path: string) => void }).reportPaint(location.pathname);
    });
  });
  await page.goto('/withdraw');
  await expect(page).toHaveURL(/\/signin/);
  await page.waitForLoadState('load');
  expect(painted).not.toContain('/withdraw');
});

test('a signed-out visit to / stops its stylesheet and scripts before leaving', async ({ page }) => {
  // The preload scanner asks for them before the head's guard has run. They are held here while / is the page, so
  // only the page itself can end them, and the sign-in document is held until they have ended, so the navigation
  // cannot end them either: the redirect lands only if the guard stopped them (window.stop()).
  // On a loaded machine the guard can run before the scanner asked for anything, leaving nothing to stop (and the
  // visit proving nothing): then the visit is made again, up to five times.
  let visit = newVisit();
  function newVisit() {
    let allEnded: () => void = () => undefined;
    const everyAbandonedEnded = new Promise<void>((resolve) => {
      allEnded = resolve;
    });
    return { abandoned: new Set<Request>(), ended: new Set<Request>(), left: false, allEnded, everyAbandonedEnded };
  }
  const settle = () => {
    if (visit.left && visit.ended.size === visit.abandoned.size) visit.allEnded();
  };
  page.on('requestfailed', (request) => {
    if (!visit.abandoned.has(request)) return;
    visit.ended.add(request);
    settle();
  });
  await page.route('**/_astro/**', async (route) => {
    if (visit.left) return route.continue();
    visit.abandoned.add(route.request());
  });
  await page.route(
    (url) => url.pathname === '/signin',
    async (route) => {
      visit.left = true;
      settle();
      await visit.everyAbandonedEnded;
      await route.continue();
    },
  );
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) await page.goto('about:blank');
    visit = newVisit();
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('heading', { level: 1, name: heading('/signin', 'en') })).toBeVisible();
    if (visit.abandoned.size > 0) break;
  }
  // Something was abandoned, and each of those requests the page itself aborted.
  expect(visit.abandoned.size).toBeGreaterThan(0);
  expect([...visit.abandoned].map((request) => request.failure()?.errorText)).toEqual(
    [...visit.abandoned].map(() => 'net::ERR_ABORTED'),
  );
});

test.describe('for a crawler', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('an unknown path answers a bare 404, not the error page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toBe('404 Not Found');
  });

  test('a failed validate rule does not show the error page either', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL ?? '');
    await page.goto('/transactions/not-a-number');
    await expect(page.locator('html')).toHaveAttribute('data-fatal', '404');
    await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeHidden();
    await expect(page.getByRole('heading', { name: heading('/transactions/:id', 'en') })).toBeHidden();
  });
});
