import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/auth/users.ts';
import { users } from '../../../server/db/schema/auth.ts';
import { approveKyb, approveKyc, rejectKyc } from '../../../server/people/kyc/decide.ts';
import { reviewQueue } from '../../../server/people/kyc/overview.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, team, useHandlerApi } from './account-session.ts';
import { identityForm as fullIdentityForm, PDF, PNG, send, upload as uploadDocument } from './kyc-helpers.ts';

describe('verification (KYC/KYB) handlers', () => {
  const context = useHandlerApi();

  const upload = (token: string, fields: Record<string, string>, bytes?: number[], type?: string) =>
    uploadDocument(context.api, token, fields, bytes, type);
  const post = (path: string, token: string, body: unknown) => send(context.api, 'POST', path, token, body);
  const identityForm = (token: string, withAddress = false) => fullIdentityForm(context.api, token, withAddress);

  async function kyc(token: string) {
    const response = await context.api.call('GET', '/api/v1/kyc', { token });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }

  async function levelOf(account: UserRow): Promise<number> {
    const [row] = await context.api.handle.db.select().from(users).where(eq(users.id, account.id));
    return row?.kycLevel ?? -1;
  }

  describe('POST /kyc/documents', () => {
    it('stores an upload with a clean name, and refuses bytes that are not what the type says', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      const stored = await upload(token, { document_type: 'PASSPORT' });
      expect(stored.status).toBe(200);
      expect(stored.body.data).toMatchObject({
        document_type: 'PASSPORT',
        side: 'front',
        file_name: 'card.png',
        size_bytes: PNG.length,
        content_type: 'image/png',
      });
      const disguised = await upload(token, { document_type: 'PASSPORT' }, PDF, 'image/png');
      expect(disguised.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
      const pdf = await upload(token, { document_type: 'PROOF_OF_ADDRESS' }, PDF, 'application/pdf');
      expect(pdf.body.data.content_type).toBe('application/pdf');
    });

    it('refuses a type outside the list with a field error', async () => {
      const token = await sessionOn(context.api, await createPerson(context.api));
      const refused = await upload(token, { document_type: 'PASSPORT' }, PNG, 'image/gif');
      expect(refused.status).toBe(422);
      expect(Object.keys((refused.body as unknown as { errors: object }).errors)).toEqual(['file']);
    });
  });

  describe('GET /kyc/documents/{id}', () => {
    const read = (token: string, id: number) => send(context.api, 'GET', `/kyc/documents/${id}`, token);
    /** A read's facts, and its file's bytes. */
    const split = ({ body }: Awaited<ReturnType<typeof read>>) => {
      const { content_base64: content, ...facts } = body.data;
      return { facts, bytes: Buffer.from(String(content), 'base64') };
    };

    it('gives the owner back the file as it was stored, with its facts', async () => {
      const token = await sessionOn(context.api, await createPerson(context.api));
      const stored = (await upload(token, { document_type: 'PASSPORT', side: 'selfie' })).body.data;
      const answer = await read(token, stored.id);
      expect(answer.status).toBe(200);
      expect(split(answer).facts).toEqual(stored);
      expect([...split(answer).bytes]).toEqual(PNG);
      const pdf = (await upload(token, { document_type: 'PROOF_OF_ADDRESS' }, PDF, 'application/pdf')).body.data;
      const pdfAnswer = split(await read(token, pdf.id));
      expect(pdfAnswer.facts.content_type).toBe('application/pdf');
      expect(pdfAnswer.bytes.toString()).toBe('%PDF-1.4\n');
    });

    it("answers another account's document exactly as one that does not exist, and logs no file", async () => {
      const ownerToken = await sessionOn(context.api, await createPerson(context.api));
      const strangerToken = await sessionOn(context.api, await createPerson(context.api));
      const { id } = (await upload(ownerToken, { document_type: 'PASSPORT' })).body.data;
      const foreign = await read(strangerToken, id);
      const missing = await read(strangerToken, 2_000_000_000);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
      expect(foreign.body.code).toBe('DOCUMENT_NOT_FOUND');
      const content = Buffer.from(PNG).toString('base64');
      await read(ownerToken, id);
      expect(JSON.stringify(context.api.logs)).not.toContain(content);
    });

    it("lets only the account's director read its documents back, and nobody signed out", async () => {
      const { directorToken, financeToken, sellerToken } = await team(context.api);
      const { id } = (await upload(directorToken, { document_type: 'BUSINESS_REGISTRATION' })).body.data;
      expect((await read(directorToken, id)).status).toBe(200);
      expect((await read(financeToken, id)).status).toBe(403);
      expect((await read(sellerToken, id)).status).toBe(403);
      const anonymous = await context.api.call('GET', `/api/v1/kyc/documents/${id}`);
      expect(anonymous.status).toBe(401);
    });
  });

  describe('POST /kyc and the review', () => {
    it('submits PENDING; approval raises the level to 2, with an address to 3', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      expect(await kyc(token)).toMatchObject({
        account_level: 0,
        kyc_status: null,
        next_level: { level: 1, requirements: ['PERSONAL_INFO'] },
      });
      const submitted = await post('/kyc', token, await identityForm(token));
      expect(submitted.body.data).toMatchObject({ kind: 'KYC', status: 'PENDING', reviewed_at: null });
      expect((await post('/kyc', token, await identityForm(token))).body.code).toBe('KYC_ALREADY_PENDING');

      await approveKyc(context.api.handle.db, submitted.body.data.id, context.api.clock.now());
      expect(await levelOf(person)).toBe(2);
      const withAddress = await post('/kyc', token, await identityForm(token, true));
      await approveKyc(context.api.handle.db, withAddress.body.data.id, context.api.clock.now());
      expect(await kyc(token)).toMatchObject({
        account_level: 3,
        level_name: 'Advanced',
        kyc_status: 'APPROVED',
        next_level: { level: 4, requirements: [] },
      });
    });

    it('shows a rejection with its reason; deciding the other way then fails, the same way is a no-op', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      const { id } = (await post('/kyc', token, await identityForm(token))).body.data;
      const db = context.api.handle.db;
      const queue = await reviewQueue(db, 'KYC', { status: 'PENDING', page: 1, limit: 100 });
      expect(queue.items.find((item) => item.id === id)).toMatchObject({ kind: 'kyc', customer: { id: person.id } });
      await rejectKyc(db, id, { reason: 'The photo is blurred.' });
      await expect(rejectKyc(db, id, { reason: 'again' })).resolves.toMatchObject({
        rejectionReason: 'The photo is blurred.',
      });
      await expect(approveKyc(db, id)).rejects.toMatchObject({ code: 'ITEM_ALREADY_DECIDED' });
      const view = (await kyc(token)) as { kyc_status: string; submissions: { rejection_reason: string }[] };
      expect(view.kyc_status).toBe('REJECTED');
      expect(view.submissions[0]?.rejection_reason).toBe('The photo is blurred.');
      expect(await levelOf(person)).toBe(0);
    });

    it("refuses someone else's document, a mismatched side, an expired document and a minor", async () => {
      const token = await sessionOn(context.api, await createPerson(context.api));
      const strangerToken = await sessionOn(context.api, await createPerson(context.api));
      const form = await identityForm(token);
      const foreign = (await upload(strangerToken, { document_type: 'IDENTITY_CARD', side: 'selfie' })).body.data.id;
      const cases: [unknown, string][] = [
        [{ ...form, identity: { ...form.identity, selfie_document_id: foreign } }, 'DOCUMENT_NOT_FOUND'],
        [
          { ...form, identity: { ...form.identity, selfie_document_id: form.identity.back_document_id } },
          'DOCUMENT_TYPE_MISMATCH',
        ],
        [{ ...form, identity: { ...form.identity, expires_on: '2026-03-01' } }, 'DOCUMENT_EXPIRED'],
        [{ ...form, personal: { ...form.personal, date_of_birth: '2008-03-03' } }, 'UNDERAGE'],
      ];
      for (const [body, code] of cases) expect((await post('/kyc', token, body)).body.code).toBe(code);
      const passportWithoutBack = { ...form, identity: { ...form.identity, back_document_id: undefined } };
      expect((await post('/kyc', token, passportWithoutBack)).status).toBe(422);
    });

    it('lets only the director submit, while members read the verification', async () => {
      const { directorToken, financeToken } = await team(context.api);
      expect((await post('/kyc', financeToken, await identityForm(directorToken))).status).toBe(403);
      expect(await kyc(financeToken)).toMatchObject({ kyc_status: null });
    });
  });

  describe('POST /kyb', () => {
    const business = {
      legal_name: 'Công ty TNHH An Phát',
      registration_number: '0312345678',
      incorporation_date: '2019-04-01',
      business_type: 'LIMITED_COMPANY',
      industry: 'Retail',
    };
    const address = { line1: '1 Nguyễn Huệ', city: 'Hồ Chí Minh', country: 'VN' };

    it('needs a business registration; approval with an approved KYC and address reaches level 3', async () => {
      const { director, directorToken } = await team(context.api);
      const registration = (await upload(directorToken, { document_type: 'BUSINESS_REGISTRATION' })).body.data.id;
      const passport = (await upload(directorToken, { document_type: 'PASSPORT' })).body.data.id;
      const form = { country_of_registration: 'VN', business, address, document_ids: [registration] };
      const wrong = await post('/kyb', directorToken, { ...form, document_ids: [passport] });
      expect(wrong.body.code).toBe('DOCUMENT_TYPE_MISMATCH');
      const kyb = await post('/kyb', directorToken, form);
      expect(kyb.body.data).toMatchObject({ kind: 'KYB', status: 'PENDING' });
      const identity = await post('/kyc', directorToken, await identityForm(directorToken, true));
      const db = context.api.handle.db;
      await approveKyc(db, identity.body.data.id);
      expect(await levelOf(director)).toBe(2);
      await approveKyb(db, kyb.body.data.id);
      expect(await levelOf(director)).toBe(3);
    });

    it('refuses an individual account', async () => {
      const token = await sessionOn(context.api, await createPerson(context.api));
      const registration = (await upload(token, { document_type: 'BUSINESS_REGISTRATION' })).body.data.id;
      const form = { country_of_registration: 'VN', business, address, document_ids: [registration] };
      expect((await post('/kyb', token, form)).body.code).toBe('ACCOUNT_NOT_BUSINESS');
    });
  });
});
