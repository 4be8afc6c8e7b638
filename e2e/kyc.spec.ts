/**
 * Identity verification on /profile against the real server (issue 13), each test with a new INDIVIDUAL account
 * at level 0: a run with a real picture uploaded, resumed after a reload and on another device, submitted, and
 * approved by the operator — the level, limits and fees change on the open page without a reload; a rejection
 * with its reason and fields, resumed with the saved data and the fields marked, fixed and sent again; files
 * refused beside their field before anything is sent; axe on every step, both themes, both languages.
 */
import { expect } from '@playwright/test';
import { apiCall, login, TEST_PASSWORD } from './auth-api.ts';
import { expectAccessibleInBothThemes, keepSession, message, test } from './fixtures.ts';
import {
  drawnPicture,
  expectNotReloaded,
  KYC_DOCUMENTS,
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

// Every test makes and verifies accounts through the server; on two shared cores that takes its time.
test.describe.configure({ timeout: 120_000 });

test('KYC from level 0 with a real picture: resumed after a reload and on another device, sent, approved — the level and fees change without a reload', async ({
  page,
  context,
  browser,
  root,
  errors,
}) => {
  const account = await newAccount(context, root);
  let section = await openVerification(page);
  await expect(section.locator('[data-level="0"]')).toBeVisible();
  await expect(section.locator('[data-va-fee]')).toHaveText(message('en', 'kyc_va_fee_none', { level: '2' }));

  await section.getByRole('button', { name: message('en', 'kyc_action_verify') }).click();
  await expect(page).toHaveURL(/\/profile\?step=country-residence#verification$/);
  await expect(stepHeading(section, 'en', 'kyc_heading_country_kyc')).toBeFocused();
  // Vietnam until changed.
  await expect(section.getByRole('combobox', { name: message('en', 'kyc_country_residence') })).toContainText(
    'Vietnam',
  );
  await next(section);

  await expect(stepHeading(section, 'en', 'kyc_heading_personal')).toBeVisible();
  await section.getByRole('textbox', { name: message('en', 'kyc_full_name') }).fill('Nguyen Van An');
  await section.getByLabel(message('en', 'kyc_date_of_birth')).fill('1990-05-01');
  await next(section);

  await expect(stepHeading(section, 'en', 'kyc_heading_identity')).toBeVisible();
  await section.getByRole('radio', { name: message('en', 'kyc_document_passport') }).check();
  await section.getByRole('textbox', { name: message('en', 'kyc_document_number') }).fill('B1234567');
  // A camera-sized photo: made smaller in the browser, then sent with its progress.
  const photo = await drawnPicture(page, 3000, 2000, 'image/jpeg');
  const answer = page.waitForResponse(KYC_DOCUMENTS);
  await pick(section, 'identity.front_document_id', { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Drawn again at 2000 px: what went out weighs less than the photo picked.
  const stored = (await (await answer).json()) as { data: { size_bytes: number } };
  expect(stored.data.size_bytes).toBeLessThan(photo.length);
  await uploaded(section, 'identity.front_document_id', 'passport.jpg');
  await pictureShown(section, 'identity.front_document_id', 'passport.jpg');
  await saved(section);

  // A reload in the middle: the same step, what was typed, the document shown with its picture.
  await page.reload();
  section = await openVerification(page, page.url());
  await expect(page).toHaveURL(/\?step=identity-verification#verification$/);
  await expect(stepHeading(section, 'en', 'kyc_heading_identity')).toBeVisible();
  await expect(section.getByRole('radio', { name: message('en', 'kyc_document_passport') })).toBeChecked();
  await expect(section.getByRole('textbox', { name: message('en', 'kyc_document_number') })).toHaveValue('B1234567');
  await uploaded(section, 'identity.front_document_id', 'passport.jpg');
  await pictureShown(section, 'identity.front_document_id', 'passport.jpg');

  // Another device: "Continue" opens the saved step with the saved data.
  const other = await browser.newContext();
  await keepSession(other, root, (await login(root, account.email, TEST_PASSWORD)).body.data ?? ({} as never));
  const otherPage = await other.newPage();
  const otherSection = await openVerification(otherPage);
  await otherSection.getByRole('button', { name: message('en', 'kyc_action_continue') }).click();
  await expect(stepHeading(otherSection, 'en', 'kyc_heading_identity')).toBeVisible();
  await expect(otherSection.getByRole('textbox', { name: message('en', 'kyc_document_number') })).toHaveValue(
    'B1234567',
  );
  await uploaded(otherSection, 'identity.front_document_id', 'passport.jpg');
  await pictureShown(otherSection, 'identity.front_document_id', 'passport.jpg');
  await other.close();

  const selfie = await drawnPicture(page, 800, 1000, 'image/png');
  await pick(section, 'identity.selfie_document_id', { name: 'selfie.png', mimeType: 'image/png', buffer: selfie });
  await uploaded(section, 'identity.selfie_document_id', 'selfie.png');
  await next(section, 'en', 'kyc_submit');

  await expect(section.getByText(message('en', 'kyc_submitted_notice'))).toBeVisible();
  await expect(section.locator('[data-kind="KYC"]')).toContainText(message('en', 'kyc_status_pending'));
  await expect(section.locator('[data-pending]')).toBeVisible();
  await expect(page).toHaveURL(/\/profile(#verification)?$/);

  // The operator approves: the open page follows the live notification.
  await markNotReloaded(page);
  await operatorDecides(root, 'kyc', account.email, 'approve');
  const level = (await apiCall<{ account_level: number }>(root, 'GET', '/kyc', undefined, account.token)).body.data
    ?.account_level;
  expect(level).toBeGreaterThanOrEqual(1);
  await expect(section.locator(`[data-level="${level}"]`)).toBeVisible({ timeout: 20_000 });
  await expect(section.locator('[data-kind="KYC"]')).toContainText(message('en', 'kyc_status_approved'));
  // Level 2 opens virtual accounts: their fee appears.
  await expect(section.locator('[data-va-fee]')).toHaveText(/^\d+([.,]\d+)?%$/);
  await expectNotReloaded(page);
  expect(errors).toEqual([]);
});

test('a rejected KYC shows the reason and what to fix, resumes with the saved data and the fields marked, and is sent again', async ({
  page,
  context,
  root,
}) => {
  const account = await newAccount(context, root);
  await page.goto('/profile');
  const picture = await drawnPicture(page, 600, 400, 'image/png');
  await submitKycThroughApi(root, account, picture);
  const reason = 'The photo page is blurred and the name does not match it.';
  await operatorDecides(root, 'kyc', account.email, 'reject', {
    reason,
    fields: ['personal.full_name', 'identity.front_document_id'],
  });

  const section = await openVerification(page);
  const row = section.locator('[data-kind="KYC"]');
  await expect(row).toContainText(message('en', 'kyc_status_rejected'));
  await expect(row.locator('[data-rejection-reason]')).toHaveText(message('en', 'kyc_rejected_reason', { reason }));
  await expect(row.locator('[data-fix-list] li')).toHaveText([
    message('en', 'kyc_full_name'),
    message('en', 'kyc_front'),
  ]);

  await row.getByRole('button', { name: message('en', 'kyc_action_fix') }).click();
  await expect(section.getByText(message('en', 'kyc_rejected_banner', { reason }))).toBeVisible();
  // The run opens at the first step with something to fix, the saved data filled in.
  await expect(stepHeading(section, 'en', 'kyc_heading_personal')).toBeVisible();
  const name = section.getByRole('textbox', { name: message('en', 'kyc_full_name') });
  await expect(name).toHaveValue('Tran Thi Binh');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(section.getByText(message('en', 'kyc_fix_this'))).toBeVisible();
  await name.fill('Tran Thi Binh An');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await next(section);

  await expect(stepHeading(section, 'en', 'kyc_heading_identity')).toBeVisible();
  await expect(section.getByRole('textbox', { name: message('en', 'kyc_document_number') })).toHaveValue('C7654321');
  const front = slot(section, 'identity.front_document_id');
  await expect(front).toHaveAttribute('data-invalid', 'true');
  await expect(front).toContainText(message('en', 'kyc_fix_this'));
  // The selfie is not named: it is not marked.
  await expect(slot(section, 'identity.selfie_document_id')).not.toHaveAttribute('data-invalid', 'true');
  const sharper = await drawnPicture(page, 1200, 800, 'image/png');
  await pick(section, 'identity.front_document_id', { name: 'sharper.png', mimeType: 'image/png', buffer: sharper });
  await uploaded(section, 'identity.front_document_id', 'sharper.png');
  await expect(front).not.toHaveAttribute('data-invalid', 'true');
  await next(section, 'en', 'kyc_submit');

  await expect(section.locator('[data-kind="KYC"]')).toContainText(message('en', 'kyc_status_pending'));
  const sent = await apiCall<{ submissions: { status: string }[] }>(root, 'GET', '/kyc', undefined, account.token);
  expect(sent.body.data?.submissions.map((submission) => submission.status)).toEqual(['PENDING', 'REJECTED']);
});

test('a 20 MB file and an executable are refused beside their field, and nothing is sent', async ({
  page,
  context,
  baseURL,
}) => {
  await newAccount(context, baseURL ?? '');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (KYC_DOCUMENTS.test(request.url())) uploads.push(request.url());
  });
  const section = await openVerification(page);
  await section.getByRole('button', { name: message('en', 'kyc_action_verify') }).click();
  await next(section);
  await section.getByRole('textbox', { name: message('en', 'kyc_full_name') }).fill('Le Van Cuong');
  await section.getByLabel(message('en', 'kyc_date_of_birth')).fill('1988-12-24');
  await next(section);
  await section.getByRole('radio', { name: message('en', 'kyc_document_identity_card') }).check();

  const front = slot(section, 'identity.front_document_id');
  const back = slot(section, 'identity.back_document_id');
  // The limits are stated beside the field.
  await expect(front).toContainText(message('en', 'kyc_upload_limits', { maximum: '5' }));
  await pick(section, 'identity.front_document_id', {
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]),
  });
  await pick(section, 'identity.back_document_id', {
    name: 'setup.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ\x90\x00'),
  });
  await expect(front).toContainText(message('en', 'field_file_too_large', { maximum: '5' }));
  await expect(front).toHaveAttribute('data-invalid', 'true');
  await expect(back).toContainText(message('en', 'field_file_type_not_allowed'));
  await expect(back).toHaveAttribute('data-invalid', 'true');
  expect(uploads).toEqual([]);
  await expectAccessibleInBothThemes(page, '#verification');
});

for (const locale of ['en', 'vi'] as const) {
  test(`every step of a run with the address, axe in both themes (${locale})`, async ({ page, context, root }) => {
    await context.addCookies([{ name: 'nf_lang', value: locale, url: root }]);
    const account = await newAccount(context, root);
    await page.goto('/profile');
    const picture = await drawnPicture(page, 600, 400, 'image/png');
    // Level 2 first (an approved identity), so the next level asks for the address and its proof.
    await submitKycThroughApi(root, account, picture);
    await operatorDecides(root, 'kyc', account.email, 'approve');

    const section = await openVerification(page);
    await expect(section.locator('[data-va-fee]')).toBeVisible();
    await expectAccessibleInBothThemes(page, '#verification');
    await section.getByRole('button', { name: message(locale, 'kyc_action_address') }).click();

    await expect(stepHeading(section, locale, 'kyc_heading_country_kyc')).toBeVisible();
    await expectAccessibleInBothThemes(page, '#verification');
    await next(section, locale);

    await expect(stepHeading(section, locale, 'kyc_heading_personal')).toBeVisible();
    // A field refused by its rule is part of what is audited.
    await section.getByRole('textbox', { name: message(locale, 'kyc_full_name') }).fill('X');
    await next(section, locale);
    await expect(section.getByText(message(locale, 'field_name_too_short'))).toBeVisible();
    await expectAccessibleInBothThemes(page, '#verification');
    await section.getByRole('textbox', { name: message(locale, 'kyc_full_name') }).fill('Pham Thi Dung');
    await section.getByLabel(message(locale, 'kyc_date_of_birth')).fill('1992-07-15');
    await next(section, locale);

    await expect(stepHeading(section, locale, 'kyc_heading_identity')).toBeVisible();
    await section.getByRole('radio', { name: message(locale, 'kyc_document_passport') }).check();
    await section.getByRole('textbox', { name: message(locale, 'kyc_document_number') }).fill('D1122334');
    await pick(section, 'identity.front_document_id', { name: 'front.png', mimeType: 'image/png', buffer: picture });
    await uploaded(section, 'identity.front_document_id', 'front.png');
    await expectAccessibleInBothThemes(page, '#verification');
    await pick(section, 'identity.selfie_document_id', { name: 'selfie.png', mimeType: 'image/png', buffer: picture });
    await uploaded(section, 'identity.selfie_document_id', 'selfie.png');
    await next(section, locale);

    await expect(stepHeading(section, locale, 'kyc_heading_address_kyc')).toBeVisible();
    await expectAccessibleInBothThemes(page, '#verification');
    await section.getByRole('textbox', { name: message(locale, 'kyc_address_line1') }).fill('25 Trang Tien');
    await section.getByRole('textbox', { name: message(locale, 'kyc_city') }).fill('Ha Noi');
    await next(section, locale);

    await expect(stepHeading(section, locale, 'kyc_heading_documents_kyc')).toBeVisible();
    // Going on without the proof says so beside its field.
    await next(section, locale, 'kyc_submit');
    await expect(slot(section, 'address.proof_document_id')).toContainText(message(locale, 'kyc_upload_required'));
    await expectAccessibleInBothThemes(page, '#verification');
    await pick(section, 'address.proof_document_id', {
      name: 'bill.pdf',
      mimeType: 'application/pdf',
      buffer: TINY_PDF,
    });
    await uploaded(section, 'address.proof_document_id', 'bill.pdf');
    await next(section, locale, 'kyc_submit');
    await expect(section.locator('[data-kind="KYC"]')).toContainText(message(locale, 'kyc_status_pending'));
    await expectAccessibleInBothThemes(page, '#verification');
  });
}
