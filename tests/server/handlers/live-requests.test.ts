/**
 * The operator's requests live (docs/decisions/034-live-requests-and-referrals.md): the admin endpoints that create
 * and withdraw a request, and `request.updated` — with the count still pending — reaching every session of the
 * account (a SELLER's too, as every member sees and answers requests) when a request is created, cancelled or
 * answered, and no other account's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsHandlersWith } from '../../../server/api/handlers/events.ts';
import { REGISTRATIONS } from '../../../server/api/handlers/index.ts';
import type { UserRow } from '../../../server/auth/users.ts';
import { publishAccountUpdated } from '../../../server/events/publish.ts';
import { ServerEvent } from '../../../src/contract/calls/events.ts';
import { PendingAction, type PendingActionType } from '../../../src/contract/calls/pending-actions.ts';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { createPerson, createTestApi, json, type TestApi } from '../api/harness.ts';
import { sessionOn, type Team, team } from './account-session.ts';
import { recordAccount } from './bus-recorder.ts';
import { type Frame, reader } from './sse-reader.ts';

type Row = Record<string, unknown>;

const REQUEST = {
  kind: 'INFORMATION',
  title: { en: 'Source of funds', vi: 'Nguồn tiền' },
  description: { en: 'Tell us where the money comes from.', vi: 'Cho chúng tôi biết tiền đến từ đâu.' },
} as const;

describe('operator requests on the live stream', () => {
  let api: TestApi;

  beforeAll(async () => {
    // Every handler, the stream's with a short ping so a test knows when a stream is listening.
    const handlers = [
      ...REGISTRATIONS.filter((registration) => registration.call.name !== 'events'),
      ...eventsHandlersWith({ pingMs: 5 }),
    ];
    api = await createTestApi({ handlers });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => api.close());

  const admin = (
    method: 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = { 'x-admin-key': api.config.adminKey },
  ) =>
    api.call(method, `/api/warehouse/v1/admin${path}`, {
      headers,
      unsigned: true,
      ...(body === undefined ? {} : { body: body as Row }),
    });

  async function ok(response: Response): Promise<PendingActionType> {
    const body = await json(response);
    expect([response.status, body.status], JSON.stringify(body)).toEqual([200, true]);
    expect(PendingAction.safeParse(body.data).success).toBe(true);
    return body.data as PendingActionType;
  }

  async function expectError(response: Response, status: number, code: string): Promise<void> {
    expect([response.status, (await json(response)).code]).toEqual([status, code]);
  }

  const create = async (account: UserRow, body: unknown = REQUEST) =>
    ok(await admin('POST', `/customers/${account.id}/requests`, body));

  /** An open stream of `token`, once it is listening (its first ping). */
  async function listening(token: string) {
    const stream = reader(await api.call('GET', '/api/v1/events', { token }));
    await stream.until(() => stream.text().includes(': ping'));
    return stream;
  }

  const updates = (frames: Frame[]) => frames.filter((frame) => frame.event === 'request.updated');

  it('tells every session of the account, whatever its role, of a new request with the count still pending', async () => {
    const who: Team = await team(api);
    const streams = await Promise.all(
      [who.directorToken, who.financeToken, who.sellerToken].map((token) => listening(token)),
    );
    const first = await create(who.director);
    expect(first).toMatchObject({ request_status: 'pending', kind: 'INFORMATION', title: 'Source of funds' });
    const second = await create(who.director, { ...REQUEST, kind: 'CONFIRMATION' });
    for (const stream of streams) {
      await stream.until(() => updates(stream.frames()).length === 2);
      expect(updates(stream.frames()).map((frame) => frame.data)).toEqual([
        { id: first.id, request_status: 'pending', pending: 1 },
        { id: second.id, request_status: 'pending', pending: 2 },
      ]);
      expect(
        stream.frames().every((frame) => ServerEvent.safeParse({ type: frame.event, data: frame.data }).success),
      ).toBe(true);
    }
    await Promise.all(streams.map((stream) => stream.cancel()));
  });

  it('tells the other sessions when a member answers, and no other account', async () => {
    const who = await team(api);
    const stranger = await createPerson(api);
    const strangerStream = await listening(await sessionOn(api, stranger));
    const request = await create(who.director);
    const directorStream = await listening(who.directorToken);
    const answer = await api.call('POST', '/api/v1/respondents', {
      token: who.sellerToken,
      body: { request_id: request.id, message: 'Sales on Shopee.' },
    });
    expect((await ok(answer)).request_status).toBe('completed');
    await directorStream.until(() => updates(directorStream.frames()).length === 1);
    expect(updates(directorStream.frames())[0]?.data).toEqual({
      id: request.id,
      request_status: 'completed',
      pending: 0,
    });
    // A stream delivers in publishing order: once a later event of its own arrived, another account's would have.
    await publishAccountUpdated(api.bus, stranger.id, { account_level: 0, tier: 'STANDARD' });
    await strangerStream.until(() => strangerStream.frames().some((frame) => frame.event === 'account.updated'));
    expect(updates(strangerStream.frames())).toEqual([]);
    await Promise.all([directorStream.cancel(), strangerStream.cancel()]);
  });

  it('withdraws a pending request once: told with the new count; a retry answers it unchanged and tells nothing', async () => {
    const account = await createPerson(api);
    const kept = await create(account);
    const request = await create(account);
    const recording = recordAccount(api.bus, account.id);
    const cancelled = await ok(await admin('POST', `/requests/${request.id}/cancel`));
    expect(cancelled).toMatchObject({ id: request.id, request_status: 'cancel' });
    expect(await ok(await admin('POST', `/requests/${request.id}/cancel`))).toEqual(cancelled);
    recording.stop();
    expect(recording.heard).toEqual([
      { type: 'request.updated', data: { id: request.id, request_status: 'cancel', pending: 1 } },
    ]);
    const token = await sessionOn(api, account);
    const pending = await json(await api.call('GET', '/api/v1/requests?request_status=pending', { token }));
    expect((pending.data as { items: PendingActionType[] }).items.map((row) => row.id)).toEqual([kept.id]);
  });

  it('refuses to withdraw an answered request (409) or an unknown one (404)', async () => {
    const account = await createPerson(api);
    const request = await create(account);
    const token = await sessionOn(api, account);
    await ok(
      await api.call('POST', '/api/v1/respondents', { token, body: { request_id: request.id, message: 'Hi.' } }),
    );
    await expectError(await admin('POST', `/requests/${request.id}/cancel`), 409, 'ITEM_ALREADY_DECIDED');
    await expectError(await admin('POST', '/requests/999999/cancel'), 404, 'NOT_FOUND');
  });

  it('needs the admin key, an account (not a member’s login) and a valid request, and then creates nothing', async () => {
    const account = await createPerson(api);
    const member = await createPerson(api, { memberOnly: true });
    const recording = recordAccount(api.bus, account.id);
    await expectError(await admin('POST', `/customers/${account.id}/requests`, REQUEST, {}), 401, 'ADMIN_KEY_INVALID');
    await expectError(await admin('POST', `/customers/${member.id}/requests`), 422, 'VALIDATION_FAILED');
    await expectError(await admin('POST', `/customers/${member.id}/requests`, REQUEST), 404, 'NOT_FOUND');
    await expectError(await admin('POST', '/customers/999999/requests', REQUEST), 404, 'NOT_FOUND');
    for (const body of [
      { ...REQUEST, kind: 'PAYMENT' },
      { ...REQUEST, title: { en: 'Only English' } },
      { ...REQUEST, title: { en: '', vi: ' ' } },
      { ...REQUEST, due_at: 'tomorrow' },
      { ...REQUEST, extra: true },
    ]) {
      await expectError(await admin('POST', `/customers/${account.id}/requests`, body), 422, 'VALIDATION_FAILED');
    }
    recording.stop();
    expect(recording.heard).toEqual([]);
    const token = await sessionOn(api, account);
    const all = await json(await api.call('GET', '/api/v1/requests', { token }));
    expect((all.data as { total: number }).total).toBe(0);
  });

  it('shows the request in the reader’s language, with its reference and due date', async () => {
    const account = await createPerson(api);
    const due_at = '2030-01-02T03:04:05.000Z';
    await create(account, { ...REQUEST, reference: { type: 'KYC', id: 4 }, due_at });
    const token = await sessionOn(api, account);
    const page = await json(await api.call('GET', '/api/v1/requests', { token, lang: 'vi' }));
    expect((page.data as { items: PendingActionType[] }).items[0]).toMatchObject({
      title: 'Nguồn tiền',
      description: 'Cho chúng tôi biết tiền đến từ đâu.',
      reference: { type: 'KYC', id: 4 },
      due_at,
    });
  });
});
