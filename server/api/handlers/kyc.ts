/**
 * Handlers of src/contract/calls/kyc.ts: the account's verification, document uploads (multipart, parsed
 * and size/type-checked by the pipeline from the contract) and their files read back, drafts and KYC/KYB
 * submissions. A team member acts on the director's account; only the director submits, or reads a document
 * back (the entries' roles).
 */
import { readDocument, storeDocument, toUploadedDocument } from '../../people/kyc/documents.ts';
import { getDraft, saveDraft } from '../../people/kyc/drafts.ts';
import { toSubmission, verificationOf } from '../../people/kyc/overview.ts';
import { submitKyb, submitKyc } from '../../people/kyc/submit.ts';
import { sessionPeople } from '../../people/profile.ts';
import { callNamed, handle } from '../handler.ts';

export const kycHandlers = [
  handle(callNamed('getKyc'), async ({ db, user }) => {
    const { account } = await sessionPeople(db, user);
    return { status: true, data: await verificationOf(db, account) };
  }),

  handle(callNamed('uploadKycDocument'), async ({ db, user, body, now }) => {
    const upload = {
      accountId: user.accountId,
      uploadedBy: user.id,
      documentType: body.document_type,
      side: body.side,
      file: body.file,
    };
    return { status: true, data: toUploadedDocument(await storeDocument(db, upload, now)) };
  }),

  handle(callNamed('getKycDocument'), async ({ db, user, params }) => ({
    status: true,
    data: await readDocument(db, user.accountId, params.id),
  })),

  handle(callNamed('submitKyc'), async ({ db, user, body, now }) => {
    const row = await submitKyc(db, { accountId: user.accountId, personId: user.id }, body, now);
    return { status: true, data: toSubmission(row) };
  }),

  handle(callNamed('submitKyb'), async ({ db, user, body, now }) => {
    const { account } = await sessionPeople(db, user);
    const who = { accountId: account.id, personId: user.id, accountType: account.accountType };
    return { status: true, data: toSubmission(await submitKyb(db, who, body, now)) };
  }),

  handle(callNamed('getKycDraft'), async ({ db, user, query }) => ({
    status: true,
    data: await getDraft(db, user.accountId, query.kind),
  })),

  handle(callNamed('saveKycDraft'), async ({ db, user, query, body, now }) => {
    const { account } = await sessionPeople(db, user);
    return { status: true, data: await saveDraft(db, account, { kind: query.kind, ...body }, now) };
  }),
];
