/**
 * The transaction lists and the VA list load their filter form after the page, in a placeholder of its size: when the form arrives
 * (held back here until the list is drawn), nothing below it moves, on a phone and on a desktop, in both languages.
 */
import { expect, type Page } from '@playwright/test';
import { listCardTransactions } from '../src/lib/http/query-rules/listCardTransactions.generated.ts';
import { listVaTransactions } from '../src/lib/http/query-rules/listVaTransactions.generated.ts';
import { listVirtualAccounts } from '../src/lib/http/query-rules/listVirtualAccounts.generated.ts';
import { chooseLanguage, collectErrors, hydrated, signIn, test } from './fixtures.ts';

/** The filter form's lazy module, on every list here. */
const FILTERS_MODULE = /\/_astro\/(?:transactions-)?filters\.[\w-]+\.js$/;

const SEARCH_RULE: Readonly<Record<string, { maxLength: number }>> = {
  '/transactions': listVaTransactions.search,
  '/vc/transactions': listCardTransactions.search,
  '/va/list': listVirtualAccounts.search,
};

/** Where the element after the filter form, or its placeholder, starts on the page. */
function listTop(page: Page, filters: string): Promise<number> {
  return page
    .locator(filters)
    .first()
    .evaluate((element) => (element.nextElementSibling?.getBoundingClientRect().top ?? Number.NaN) + window.scrollY);
}

for (const path of Object.keys(SEARCH_RULE)) {
  for (const [width, locale] of [
    [360, 'vi'],
    [1280, 'en'],
  ] as const) {
    test(`${path} at ${width} px (${locale}): the filter form takes its placeholder's place`, async ({
      page,
      context,
      baseURL,
    }) => {
      const errors = await collectErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await chooseLanguage(context, baseURL ?? '', locale);
      await signIn(context, baseURL ?? '');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(FILTERS_MODULE, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      await hydrated(page);
      const placeholder = 'main .animate-pulse:is(.rounded-2xl, .rounded-xl)';
      await expect(page.locator(placeholder).first()).toBeVisible();
      const before = await listTop(page, placeholder);
      release();
      await expect(page.locator('main form[aria-label]')).toBeVisible();
      await expect(page.locator(placeholder)).toHaveCount(0);
      expect(Math.abs((await listTop(page, 'main form[aria-label]')) - before)).toBeLessThanOrEqual(1);
      // The box takes no more than the list call accepts (its contract rule), so a long paste is never refused.
      await expect(page.getByRole('searchbox')).toHaveAttribute('maxlength', String(SEARCH_RULE[path]?.maxLength));
      expect(errors).toEqual([]);
    });
  }
}
