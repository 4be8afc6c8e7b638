/**
 * Verification drafts (GET/PUT /kyc/draft) and rejections naming the fields to fix: saved as the customer
 * types, checked per kind, only with the account's own documents, refused while a review waits, gone with the
 * submission, and back with the rejected data, the reason and the fields after a rejection.
 */
import { describe, expect, it } from 'vitest';
import { KycDraft } from '../../../src/contract/calls/kyc.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, team, useHandlerApi } from './account-session.ts';
import { identityForm, send, upload } from './kyc-helpers.ts';

describe('verification drafts', () => {
  const context = useHandlerApi();

  const draft = (token: string, kind = 'KYC') => send(context.api, 'GET', `/kyc/draft?kind=${kind}`, token);
  const save = (token: string, body: unknown, kind = 'KYC') =>
    send(context.api, 'PUT', `/kyc/draft?kind=${kind}`, token, body);
  const admin = async (path: string, body: unknown) => {
    const response = await context.api.call('POST', `/api/warehouse/v1/admin${path}`, {
      headers: { 'x-admin-key': context.api.config.adminKey },
      unsigned: true,
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  async function director() {
    return sessionOn(context.api, await createPerson(context.api));
  }

  it('answers null before anything is saved, then the last save with the documents it names', async () => {
    const token = await director();
    expect((await draft(token)).body.data).toBeNull();
    const front = (await upload(context.api, token, { document_type: 'IDENTITY_CARD', side: 'front' })).body.data;
    const first = await save(token, {
      step: 'identity-verification',
      data: { country_of_residence: 'VN', personal: { full_name: 'Ng' }, identity: { front_document_id: front.id } },
    });
    expect(first.status).toBe(200);
    expect(KycDraft.safeParse(first.body.data).success).toBe(true);
    expect(first.body.data).toMatchObject({
      kind: 'KYC',
      step: 'identity-verification',
      data: { country_of_residence: 'VN', personal: { full_name: 'Ng' }, identity: { front_document_id: front.id } },
      documents: [{ id: front.id, document_type: 'IDENTITY_CARD', side: 'front' }],
      updated_at: context.api.clock.now().toISOString(),
      rejection: null,
    });
    expect((await draft(token)).body.data).toEqual(first.body.data);

    context.api.clock.advance(1000);
    const second = await save(token, { step: 'personal-info', data: { personal: { full_name: 'Nguyễn' } } });
    expect(second.body.data).toMatchObject({ step: 'personal-info', data: { personal: { full_name: 'Nguyễn' } } });
    expect((await draft(token)).body.data).toMatchObject({
      data: { personal: { full_name: 'Nguyễn' } },
      documents: [],
    });
    expect((await draft(token, 'KYB')).body.data).toBeNull();
  });

  it("checks the data against its kind's rules and refuses bad ids and control characters", async () => {
    const token = await director();
    const refusals: [unknown, string | undefined][] = [
      [{ step: null, data: { business: { legal_name: 'An Phát' } } }, 'data'],
      [{ step: null, data: { personal: { full_name: 'x'.repeat(101) } } }, 'data'],
      [{ step: null, data: { personal: { full_name: 'An\u0007' } } }, undefined],
      [{ step: null, data: { personal: { nickname: 'An' } } }, undefined],
      [{ step: 'somewhere', data: {} }, 'step'],
      [{ data: {} }, 'step'],
      [{ step: null, data: { identity: { front_document_id: 2_147_483_648 } } }, undefined],
      [{ step: null, data: { identity: { front_document_id: 0 } } }, undefined],
    ];
    for (const [body, field] of refusals) {
      const answer = await save(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      if (field !== undefined) expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    }
    expect((await send(context.api, 'GET', '/kyc/draft?kind=KYX', token)).status).toBe(422);
    expect((await send(context.api, 'GET', '/kyc/draft', token)).status).toBe(422);
    expect((await draft(token)).body.data).toBeNull();
  });

  it("takes only the account's own documents", async () => {
    const token = await director();
    const stranger = await director();
    const theirs = (await upload(context.api, stranger, { document_type: 'PASSPORT' })).body.data.id;
    for (const id of [theirs, 999_999]) {
      const answer = await save(token, { step: null, data: { identity: { selfie_document_id: id } } });
      expect([answer.status, answer.body.code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    }
    expect((await draft(token)).body.data).toBeNull();
  });

  it('keeps KYB drafts for business accounts, saved by their director', async () => {
    const individual = await director();
    const refused = await save(individual, { step: null, data: {} }, 'KYB');
    expect(refused.body.code).toBe('ACCOUNT_NOT_BUSINESS');

    const { directorToken, financeToken } = await team(context.api);
    const registration = (await upload(context.api, directorToken, { document_type: 'BUSINESS_REGISTRATION' })).body
      .data.id;
    const body = {
      step: 'business-info',
      data: { country_of_registration: 'VN', business: { legal_name: 'An Phát' }, document_ids: [registration] },
    };
    const saved = await save(directorToken, body, 'KYB');
    expect(saved.body.data).toMatchObject({ kind: 'KYB', documents: [{ id: registration }] });
    expect((await save(financeToken, body, 'KYB')).status).toBe(403);
    expect((await draft(financeToken, 'KYB')).status).toBe(403);
  });

  it('is deleted by the submission, refused while it waits, and back with what to fix after a rejection', async () => {
    const token = await director();
    const form = await identityForm(context.api, token, false);
    await save(token, { step: 'identity-verification', data: { country_of_residence: 'VN' } });
    const submitted = await send(context.api, 'POST', '/kyc', token, form);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'PENDING', rejection_fields: [] });
    expect((await draft(token)).body.data).toBeNull();
    const waiting = await save(token, { step: null, data: {} });
    expect([waiting.status, waiting.body.code]).toEqual([409, 'KYC_ALREADY_PENDING']);

    const fields = ['personal.full_name', 'identity.front_document_id'];
    const rejected = await admin(`/kyc/${submitted.body.data.id}/reject`, { reason: 'The photo is blurred.', fields });
    expect(rejected.status).toBe(200);
    expect((rejected.body.data as { details: Record<string, unknown> }).details.rejection_fields).toBe(
      fields.join(','),
    );

    const restored = (await draft(token)).body.data;
    expect(restored).toMatchObject({
      kind: 'KYC',
      step: null,
      data: form,
      rejection: { reason: 'The photo is blurred.', fields },
    });
    const ids = [form.identity.front_document_id, form.identity.back_document_id, form.identity.selfie_document_id];
    expect((restored.documents as { id: number }[]).map((document) => document.id)).toEqual(ids);
    const kyc = await send(context.api, 'GET', '/kyc', token);
    expect(kyc.body.data.submissions).toEqual([
      expect.objectContaining({
        status: 'REJECTED',
        rejection_reason: 'The photo is blurred.',
        rejection_fields: fields,
      }),
    ]);

    // Fixing it keeps the rejection in sight until the next submission.
    const fixed = await save(token, {
      step: 'personal-info',
      data: { ...form, personal: { full_name: 'Nguyễn Văn An' } },
    });
    expect(fixed.body.data).toMatchObject({ rejection: { reason: 'The photo is blurred.', fields } });
    expect((await send(context.api, 'POST', '/kyc', token, form)).status).toBe(200);
    expect((await draft(token)).body.data).toBeNull();
  });

  it('restores a passport submission without the expiry it did not have', async () => {
    const token = await director();
    const form = await identityForm(context.api, token, false);
    const passport = {
      ...form,
      identity: { ...form.identity, document_type: 'IDENTITY_CARD', expires_on: null },
    };
    const submitted = await send(context.api, 'POST', '/kyc', token, passport);
    await admin(`/kyc/${submitted.body.data.id}/reject`, { reason: 'Unreadable.' });
    const restored = await draft(token);
    expect(restored.body.data).toMatchObject({ rejection: { reason: 'Unreadable.', fields: [] } });
    expect((restored.body.data.data as { identity: Record<string, unknown> }).identity).not.toHaveProperty(
      'expires_on',
    );
  });
});

describe('rejections naming fields', () => {
  const context = useHandlerApi();
  const admin = async (path: string, body: unknown) => {
    const response = await context.api.call('POST', `/api/warehouse/v1/admin${path}`, {
      headers: { 'x-admin-key': context.api.config.adminKey },
      unsigned: true,
      body,
    });
    return {
      status: response.status,
      body: (await response.json()) as { code?: string; errors?: Record<string, string[]> },
    };
  };

  async function pendingKyc(): Promise<number> {
    const token = await sessionOn(context.api, await createPerson(context.api));
    const submitted = await send(context.api, 'POST', '/kyc', token, await identityForm(context.api, token));
    return submitted.body.data.id;
  }

  it('refuses a path that names nothing in the submission, or names it badly', async () => {
    const id = await pendingKyc();
    const unknown = await admin(`/kyc/${id}/reject`, {
      reason: 'Fix it.',
      fields: ['personal.full_name', 'business.legal_name'],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ 'fields.1': ['This field is not part of the submission.'] });
    for (const fields of [
      ['Personal.Name'],
      ['personal..name'],
      ['a\u0000b'],
      Array.from({ length: 21 }, () => 'personal'),
    ]) {
      expect((await admin(`/kyc/${id}/reject`, { reason: 'Fix it.', fields })).status).toBe(422);
    }
    // Nothing was decided by the refusals.
    expect((await admin(`/kyc/${id}/reject`, { reason: 'Fix it.', fields: ['identity'] })).status).toBe(200);
  });

  it('refuses fields for a kind without a form, and takes none there', async () => {
    const refused = await admin('/withdrawal/999999/reject', { reason: 'Wrong account.', fields: ['personal'] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ fields: ['This field is not part of the submission.'] });
    expect((await admin('/withdrawal/999999/reject', { reason: 'Wrong account.', fields: [] })).status).toBe(404);
    expect((await admin('/kyc/2147483648/reject', { reason: 'Wrong.' })).status).toBe(422);
  });
});
