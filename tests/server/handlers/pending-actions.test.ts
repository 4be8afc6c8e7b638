import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/auth/users.ts';
import {
  cancelPendingAction,
  createPendingAction,
  type NewPendingAction,
} from '../../../server/pending-actions/store.ts';
import { MAX_LOOSE_DOCUMENTS, storeDocument } from '../../../server/people/kyc/documents.ts';
import type { PendingActionType } from '../../../src/contract/calls/pending-actions.ts';
import { json } from '../api/harness.ts';
import { type Team, team, useHandlerApi } from './account-session.ts';

type Row = Record<string, unknown>;
type RequestName = 'confirmation' | 'information' | 'document' | 'done' | 'cancelled';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('pending action handlers', () => {
  const ctx = useHandlerApi();
  const db = () => ctx.api.handle.db;

  function request(account: UserRow, kind: NewPendingAction['kind'], minutesAgo = 0) {
    return createPendingAction(db(), {
      accountId: account.id,
      kind,
      title: { en: `Need ${kind}`, vi: `Cần ${kind}` },
      description: { en: 'Please answer.', vi: 'Vui lòng trả lời.' },
      reference: { type: 'KYB', id: 7 },
      at: new Date(ctx.api.clock.now().getTime() - minutesAgo * 60_000),
    });
  }

  async function document(account: UserRow): Promise<number> {
    const file = new File([PNG], 'licence.png', { type: 'image/png' });
    const upload = { accountId: account.id, uploadedBy: account.id, documentType: 'PASSPORT', side: 'front' as const };
    return (await storeDocument(db(), { ...upload, file }, ctx.api.clock.now())).id;
  }

  async function list(token: string, query = '', lang = 'en') {
    const response = await ctx.api.call('GET', `/api/v1/requests${query}`, { token, lang });
    const body = await json(response);
    expect(response.status).toBe(200);
    return body.data as { items: PendingActionType[]; total: number; page: number; limit: number };
  }

  const respond = (token: string, body: Row) => ctx.api.call('POST', '/api/v1/respondents', { token, body });

  async function expectError(response: Response, status: number, code: string) {
    const body = await json(response);
    expect([response.status, body.code]).toEqual([status, code]);
  }

  async function answered(response: Response): Promise<PendingActionType> {
    const body = await json(response);
    expect(response.status).toBe(200);
    return body.data as PendingActionType;
  }

  /** A team whose account has one request of each kind (DOCUMENT newest), one answered and one cancelled. */
  async function withRequests(): Promise<Team & { ids: Record<RequestName, number> }> {
    const who = await team(ctx.api);
    const confirmation = await request(who.director, 'CONFIRMATION', 30);
    const information = await request(who.director, 'INFORMATION', 20);
    const documentRequest = await request(who.director, 'DOCUMENT', 10);
    const done = await request(who.director, 'INFORMATION', 50);
    await answered(await respond(who.directorToken, { request_id: done.id, message: 'Done already.' }));
    const cancelled = await request(who.director, 'CONFIRMATION', 40);
    await cancelPendingAction(db(), cancelled.id, ctx.api.clock.now());
    const ids = {
      confirmation: confirmation.id,
      information: information.id,
      document: documentRequest.id,
      done: done.id,
      cancelled: cancelled.id,
    };
    return { ...who, ids };
  }

  describe('GET /requests', () => {
    it('lists the account’s requests newest first in the reader’s language, for every team role', async () => {
      const who = await withRequests();
      const all = await list(who.sellerToken, '', 'vi');
      expect(all.items.map((item) => item.id)).toEqual([
        who.ids.document,
        who.ids.information,
        who.ids.confirmation,
        who.ids.cancelled,
        who.ids.done,
      ]);
      expect([all.total, all.page, all.limit]).toEqual([5, 1, 100]);
      expect(all.items[0]).toMatchObject({
        title: 'Cần DOCUMENT',
        description: 'Vui lòng trả lời.',
        request_status: 'pending',
        reference: { type: 'KYB', id: 7 },
        completed_at: null,
        answer: null,
      });
      expect((await list(who.financeToken)).total).toBe(5);
    });

    it('filters by status; the completed list also shows the cancelled ones; pages', async () => {
      const who = await withRequests();
      const pending = await list(who.directorToken, '?request_status=pending');
      expect(pending.items.map((item) => item.kind)).toEqual(['DOCUMENT', 'INFORMATION', 'CONFIRMATION']);
      const completed = await list(who.directorToken, '?request_status=completed');
      expect(completed.items.map((item) => [item.id, item.request_status])).toEqual([
        [who.ids.cancelled, 'cancel'],
        [who.ids.done, 'completed'],
      ]);
      const cancelled = await list(who.directorToken, '?request_status=cancel');
      expect(cancelled.items.map((item) => item.id)).toEqual([who.ids.cancelled]);
      const second = await list(who.directorToken, '?request_status=pending&limit=2&page=2');
      expect([second.items.map((item) => item.kind), second.total]).toEqual([['CONFIRMATION'], 3]);
    });

    it('shows another account nothing, and refuses a limit over 100 and an unknown status', async () => {
      const who = await withRequests();
      const other = await team(ctx.api);
      expect((await list(other.directorToken)).items).toEqual([]);
      const tooMany = await ctx.api.call('GET', '/api/v1/requests?limit=101', { token: who.directorToken });
      await expectError(tooMany, 422, 'VALIDATION_FAILED');
      const unknown = await ctx.api.call('GET', '/api/v1/requests?request_status=open', { token: who.directorToken });
      await expectError(unknown, 422, 'VALIDATION_FAILED');
    });
  });

  describe('POST /respondents', () => {
    it('stores a written answer and completes the request', async () => {
      const who = await withRequests();
      const data = await answered(
        await respond(who.financeToken, { request_id: who.ids.information, message: '  Sales on Shopee.  ' }),
      );
      const now = ctx.api.clock.now().toISOString();
      expect(data).toMatchObject({
        id: who.ids.information,
        request_status: 'completed',
        completed_at: now,
        answer: { message: 'Sales on Shopee.', document_ids: [], confirmed: null, answered_at: now },
      });
      const completed = await list(who.directorToken, '?request_status=completed');
      expect(completed.items.map((item) => item.id)).toContain(who.ids.information);
    });

    it('takes the account’s documents for a DOCUMENT request, and refuses another account’s', async () => {
      const who = await withRequests();
      const other = await team(ctx.api);
      const foreign = await document(other.director);
      const refused = await respond(who.directorToken, { request_id: who.ids.document, document_ids: [foreign] });
      await expectError(refused, 404, 'DOCUMENT_NOT_FOUND');
      const [first, second] = [await document(who.director), await document(who.director)];
      const body = { request_id: who.ids.document, document_ids: [first, second, first], message: 'Both pages.' };
      const data = await answered(await respond(who.directorToken, body));
      expect(data.answer).toMatchObject({ message: 'Both pages.', document_ids: [first, second], confirmed: null });
    });

    it('frees the upload allowance of the documents it takes', async () => {
      const who = await withRequests();
      const ids = [];
      for (let n = 0; n < MAX_LOOSE_DOCUMENTS; n += 1) ids.push(await document(who.director));
      await expect(document(who.director)).rejects.toMatchObject({ code: 'TOO_MANY_DOCUMENTS' });
      await answered(await respond(who.directorToken, { request_id: who.ids.document, document_ids: ids.slice(0, 2) }));
      expect(await document(who.director)).toBeGreaterThan(0);
    });

    it('takes a yes or a no for a CONFIRMATION request', async () => {
      const who = await withRequests();
      const data = await answered(
        await respond(who.directorToken, { request_id: who.ids.confirmation, confirmed: false }),
      );
      expect(data.answer).toMatchObject({ confirmed: false, document_ids: [], message: null });
    });

    it('refuses an answer that does not fit the kind (ANSWER_REQUIRED), leaving the request pending', async () => {
      const who = await withRequests();
      const cases: [number, Row][] = [
        [who.ids.information, { confirmed: true }],
        [who.ids.document, { message: 'Sent by post.' }],
        [who.ids.confirmation, { message: 'Yes.' }],
      ];
      for (const [id, answer] of cases) {
        await expectError(await respond(who.directorToken, { request_id: id, ...answer }), 422, 'ANSWER_REQUIRED');
      }
      expect((await list(who.directorToken, '?request_status=pending')).total).toBe(3);
    });

    it('refuses answered, cancelled, unknown and other accounts’ requests', async () => {
      const who = await withRequests();
      const other = await team(ctx.api);
      const again = await respond(who.directorToken, { request_id: who.ids.done, message: 'Again.' });
      await expectError(again, 409, 'REQUEST_ALREADY_COMPLETED');
      const cancelled = await respond(who.directorToken, { request_id: who.ids.cancelled, confirmed: true });
      await expectError(cancelled, 409, 'REQUEST_CANCELLED');
      await expectError(
        await respond(who.directorToken, { request_id: 999_999, message: 'x' }),
        404,
        'REQUEST_NOT_FOUND',
      );
      const foreign = await respond(other.directorToken, { request_id: who.ids.information, message: 'x' });
      await expectError(foreign, 404, 'REQUEST_NOT_FOUND');
    });

    it('refuses a malformed answer (422 with the fields)', async () => {
      const who = await withRequests();
      const response = await respond(who.directorToken, { request_id: 'abc', message: '', document_ids: [] });
      const body = await json(response);
      expect(response.status).toBe(422);
      expect(Object.keys(body.errors as Row).sort()).toEqual(['document_ids', 'message', 'request_id']);
    });

    it('completes a request once when two answers race', async () => {
      const who = await withRequests();
      const body = { request_id: who.ids.information, message: 'Racing.' };
      const responses = await Promise.all([respond(who.directorToken, body), respond(who.financeToken, body)]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    });
  });
});
