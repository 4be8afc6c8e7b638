/**
 * Business verification (KYB) on /profile against the real server (issue 13), with a new BUSINESS account whose
 * director's identity and address are already approved (level 2): the business's country, details, registered
 * address and documents (a real PDF and picture) typed and saved as the user goes, resumed after a reload, sent;
 * returned by the operator naming a field — shown on the open page, the field marked — fixed and sent again;
 * approved — the level rises on the open page without a reload.
 */
import { expect } from '@playwright/test';
import { apiCall } from './auth-api.ts';
import { message, test } from './fixtures.ts';
import {
  drawnPicture,
  expectNotReloaded,
  markNotReloaded,
  newAccount,
  next,
  openVerification,
  operatorDecides,
  pick,
  pictureShown,
  saved,
  slot,
  stepHeading,
  submitKycThroughApi,
  TINY_PDF,
  uploaded,
} from './verification.ts';

// The account is made and its identity approved through the server first; on two shared cores that takes its time.
test.describe.configure({ timeout: 120_000 });

const REGISTRATION = 'document_ids:BUSINESS_REGISTRATION';
const ARTICLES = 'document_ids:ARTICLES_OF_ASSOCIATION';

interface KybDraft {
  readonly step: string | null;
  readonly data: { business?: Record<string, string>; document_ids?: number[] };
}

test('KYB of a new business: typed and saved as it goes, resumed after a reload, sent, returned with a field to fix, fixed, approved — the level rises without a reload', async ({
  page,
  context,
  root,
  errors,
}) => {
  const account = await newAccount(context, root, 'BUSINESS');
  await page.goto('/profile');
  // The director's identity and address first: only the business is then missing for level 3.
  await submitKycThroughApi(root, account, await drawnPicture(page, 600, 400, 'image/png'), true);
  await operatorDecides(root, 'kyc', account.email, 'approve');

  let section = await openVerification(page);
  await expect(section.locator('[data-level="2"]')).toBeVisible();
  const row = section.locator('[data-kind="KYB"]');
  await expect(row).toContainText(message('en', 'kyc_status_none'));
  await row.getByRole('button', { name: message('en', 'kyc_action_verify_business') }).click();

  await expect(page).toHaveURL(/\/profile\?step=country-residence#verification$/);
  await expect(stepHeading(section, 'en', 'kyc_heading_country_kyb')).toBeVisible();
  await expect(section.getByRole('combobox', { name: message('en', 'kyc_country_registration') })).toContainText(
    'Vietnam',
  );
  await next(section);

  await expect(stepHeading(section, 'en', 'kyc_heading_business')).toBeVisible();
  await section.getByRole('textbox', { name: message('en', 'kyc_legal_name') }).fill('Cong ty TNHH Sao Mai');
  await section.getByRole('textbox', { name: message('en', 'kyc_trading_name') }).fill('Sao Mai');
  await section.getByRole('textbox', { name: message('en', 'kyc_registration_number') }).fill('0101234567');
  await section.getByLabel(message('en', 'kyc_incorporation_date')).fill('2015-03-20');
  await section
    .getByRole('combobox', { name: message('en', 'kyc_business_type') })
    .selectOption({ label: message('en', 'kyc_business_type_limited') });
  await section.getByRole('textbox', { name: message('en', 'kyc_industry') }).fill('Coffee roasting');
  await next(section);

  await expect(stepHeading(section, 'en', 'kyc_heading_address_kyb')).toBeVisible();
  await section.getByRole('textbox', { name: message('en', 'kyc_address_line1') }).fill('8 Ly Thai To');
  await section.getByRole('textbox', { name: message('en', 'kyc_city') }).fill('Ha Noi');
  await next(section);

  await expect(stepHeading(section, 'en', 'kyc_heading_documents_kyb')).toBeVisible();
  await pick(section, REGISTRATION, { name: 'registration.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await uploaded(section, REGISTRATION, 'registration.pdf');
  const articles = await drawnPicture(page, 900, 1200, 'image/png');
  await pick(section, ARTICLES, { name: 'articles.png', mimeType: 'image/png', buffer: articles });
  await uploaded(section, ARTICLES, 'articles.png');
  await saved(section);
  // Saved on the server, not only in this tab: the step, the details and both documents.
  const draft = await apiCall<KybDraft>(root, 'GET', '/kyc/draft?kind=KYB', undefined, account.token);
  expect(draft.body.data?.step).toBe('document-verification');
  expect(draft.body.data?.data.business).toMatchObject({
    legal_name: 'Cong ty TNHH Sao Mai',
    industry: 'Coffee roasting',
  });
  expect(draft.body.data?.data.document_ids).toHaveLength(2);

  // A reload: the same step with both documents — the picture shown small, the PDF by its name — and the details.
  await page.reload();
  section = await openVerification(page, page.url());
  await expect(page).toHaveURL(/\?step=document-verification#verification$/);
  await expect(stepHeading(section, 'en', 'kyc_heading_documents_kyb')).toBeVisible();
  await uploaded(section, REGISTRATION, 'registration.pdf');
  await uploaded(section, ARTICLES, 'articles.png');
  await pictureShown(section, ARTICLES, 'articles.png');
  await expect(slot(section, REGISTRATION).getByRole('img')).toHaveCount(0);
  await section.getByRole('button', { name: message('en', 'kit_wizard_back') }).click();
  await section.getByRole('button', { name: message('en', 'kit_wizard_back') }).click();
  await expect(stepHeading(section, 'en', 'kyc_heading_business')).toBeVisible();
  await expect(section.getByRole('textbox', { name: message('en', 'kyc_registration_number') })).toHaveValue(
    '0101234567',
  );
  await expect(section.getByRole('combobox', { name: message('en', 'kyc_business_type') })).toHaveValue(
    'LIMITED_COMPANY',
  );
  await next(section);
  await next(section);
  await expect(stepHeading(section, 'en', 'kyc_heading_documents_kyb')).toBeVisible();
  await next(section, 'en', 'kyc_submit');

  await expect(section.getByText(message('en', 'kyc_submitted_notice'))).toBeVisible();
  await expect(row).toContainText(message('en', 'kyc_status_pending'));
  await expect(row.locator('[data-pending]')).toBeVisible();

  // The operator returns it: the open page follows the live notification.
  await markNotReloaded(page);
  const reason = 'The registration number does not match the certificate.';
  const fields = ['business.registration_number', 'document_ids'];
  await operatorDecides(root, 'kyb', account.email, 'reject', { reason, fields });
  await expect(row).toContainText(message('en', 'kyc_status_rejected'), { timeout: 20_000 });
  await expect(row.locator('[data-rejection-reason]')).toHaveText(message('en', 'kyc_rejected_reason', { reason }));
  await expect(row.locator('[data-fix-list] li')).toHaveText([
    message('en', 'kyc_registration_number'),
    message('en', 'kyc_step_documents'),
  ]);

  await row.getByRole('button', { name: message('en', 'kyc_action_fix') }).click();
  await expect(section.getByText(message('en', 'kyc_rejected_banner', { reason }))).toBeVisible();
  await expect(stepHeading(section, 'en', 'kyc_heading_business')).toBeVisible();
  const number = section.getByRole('textbox', { name: message('en', 'kyc_registration_number') });
  await expect(number).toHaveValue('0101234567');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(section.getByText(message('en', 'kyc_fix_this'))).toHaveCount(1);
  await expect(section.getByRole('textbox', { name: message('en', 'kyc_legal_name') })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await number.fill('0101234568');
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');
  await next(section);
  await expect(stepHeading(section, 'en', 'kyc_heading_address_kyb')).toBeVisible();
  await next(section);
  await expect(stepHeading(section, 'en', 'kyc_heading_documents_kyb')).toBeVisible();
  // The documents sent are marked, not the optional slots left empty.
  for (const path of [REGISTRATION, ARTICLES]) {
    await expect(slot(section, path)).toHaveAttribute('data-invalid', 'true');
    await expect(slot(section, path)).toContainText(message('en', 'kyc_fix_this'));
  }
  await expect(section.locator('[data-document][data-invalid]')).toHaveCount(2);
  const clearer = await drawnPicture(page, 1200, 1600, 'image/png');
  await pick(section, ARTICLES, { name: 'articles-signed.png', mimeType: 'image/png', buffer: clearer });
  await uploaded(section, ARTICLES, 'articles-signed.png');
  await expect(section.locator('[data-document][data-invalid]')).toHaveCount(0);
  await uploaded(section, REGISTRATION, 'registration.pdf');
  await next(section, 'en', 'kyc_submit');
  await expect(row).toContainText(message('en', 'kyc_status_pending'));

  // Approved: the business was all level 3 lacked.
  await operatorDecides(root, 'kyb', account.email, 'approve');
  await expect(section.locator('[data-level="3"]')).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(message('en', 'kyc_status_approved'));
  const sent = await apiCall<{ submissions: { kind: string; status: string }[] }>(
    root,
    'GET',
    '/kyc',
    undefined,
    account.token,
  );
  expect(sent.body.data?.submissions.filter((each) => each.kind === 'KYB').map((each) => each.status)).toEqual([
    'APPROVED',
    'REJECTED',
  ]);
  await expectNotReloaded(page);
  expect(errors).toEqual([]);
});
