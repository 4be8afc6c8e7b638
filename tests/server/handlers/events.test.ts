import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBus, type EventBus } from '../../../server/api/bus.ts';
import { eventsHandlersWith } from '../../../server/api/handlers/events.ts';
import { revokeSessionsOf } from '../../../server/auth/sessions.ts';
import { issueCard } from '../../../server/cards/issue.ts';
import { depositCrypto } from '../../../server/cards/network.ts';
import { sessions, users } from '../../../server/db/schema/auth.ts';
import {
  publishAccountUpdated,
  publishTransactionUpdated,
  publishWalletUpdated,
} from '../../../server/events/publish.ts';
import { watermarkOf } from '../../../server/events/stream.ts';
import { storeNotification } from '../../../server/notifications/store.ts';
import { operatorKind } from '../../../server/operator/registry.ts';
import { ServerEvent } from '../../../src/contract/calls/events.ts';
import type { TeamRole } from '../../../src/contract/define.ts';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { createPerson, createTestApi, type TestApi } from '../api/harness.ts';
import { sessionOn } from './account-session.ts';
import { type Frame, reader } from './sse-reader.ts';

/**
 * A local bus that counts its listeners, to prove a closed stream leaves none behind, and that can announce a
 * gap (events lost, as the database bus does after its listening connection came back).
 */
function countingBus(): EventBus & { listeners(): number; gap(): void } {
  const inner = createLocalBus();
  const gapListeners = new Set<() => void>();
  let listeners = 0;
  return {
    subscribeGaps(listener) {
      listeners += 1;
      gapListeners.add(listener);
      return () => {
        listeners -= 1;
        gapListeners.delete(listener);
      };
    },
    gap() {
      for (const listener of gapListeners) listener();
    },
    publish: (topic, payload) => inner.publish(topic, payload),
    subscribe(topic, listener) {
      listeners += 1;
      const stop = inner.subscribe(topic, listener);
      return () => {
        listeners -= 1;
        stop();
      };
    },
    listeners: () => listeners,
  };
}

describe('GET /api/v1/events', () => {
  const bus = countingBus();
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({ bus, handlers: eventsHandlersWith({ pingMs: 5 }) });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => api.close());

  async function connect(headers: Record<string, string> = {}) {
    const person = await createPerson(api);
    const token = await sessionOn(api, person);
    const response = await api.call('GET', '/api/v1/events', { token, headers });
    return { person, response };
  }

  /** A team member's open stream on a new director's account, once it is flowing (its first ping). */
  async function memberStream(role: TeamRole) {
    const director = await createPerson(api, { accountType: 'BUSINESS' });
    const member = await createPerson(api, { memberOnly: true });
    const token = await sessionOn(api, member, director, role);
    const stream = reader(await api.call('GET', '/api/v1/events', { token }));
    await stream.until(() => stream.text().includes(': ping'));
    return { director, member, stream };
  }

  function validEvent(frame: Frame) {
    return ServerEvent.safeParse({ type: frame.event, data: frame.data }).success;
  }

  it('streams a notification created after connecting, in the reader language, and pings', async () => {
    const person = await createPerson(api);
    const token = await sessionOn(api, person);
    const response = await api.call('GET', '/api/v1/events', { token, lang: 'vi' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = reader(response);
    await stream.until(() => stream.text().includes(': ping'));
    const row = await storeNotification(api.handle.db, api.bus, {
      userId: person.id,
      group: 'important',
      kind: 'KYC_APPROVED',
    });
    await stream.until(() => stream.frames().length === 1);
    const [frame] = stream.frames();
    if (frame === undefined) throw new Error('no frame');
    expect(frame).toMatchObject({ event: 'notification.created', id: `n${row.id}` });
    expect(validEvent(frame)).toBe(true);
    expect((frame.data as { title: string }).title).toBe('Đã xác minh danh tính');
    await stream.cancel();
  });

  it('streams wallet and transaction changes of the account, with ids that keep the notification mark', async () => {
    const { person, response } = await connect();
    const stream = reader(response);
    await stream.until(() => stream.text().includes(': ping'));
    await publishWalletUpdated(api.bus, person.id, {
      type: 'MAIN',
      currency: 'VND',
      balance: '100',
      validate_balance: '90',
    });
    const transaction = { id: 7, transaction_type: 'WITHDRAWAL', status: 'APPROVED' } as const;
    await publishTransactionUpdated(api.bus, person.id, transaction, 'MAIN');
    await stream.until(() => stream.frames().length === 2);
    expect(stream.frames().map((frame) => [frame.event, validEvent(frame)])).toEqual([
      ['wallet.updated', true],
      ['transaction.updated', true],
    ]);
    expect(stream.frames().map((frame) => frame.id)).toEqual(['n0.1', 'n0.2']);
    await stream.cancel();
  });

  it('leaves MAIN-balance wallet and transaction events out of a SELLER’s stream, VA and QR ones in', async () => {
    const { director, stream } = await memberStream('SELLER');
    const money = { currency: 'VND', balance: '100', validate_balance: '90' };
    await publishWalletUpdated(api.bus, director.id, { type: 'MAIN', ...money });
    await publishTransactionUpdated(
      api.bus,
      director.id,
      { id: 7, transaction_type: 'TOP_UP', status: 'APPROVED' },
      'MAIN',
    );
    await publishWalletUpdated(api.bus, director.id, { type: 'QR_MERCHANT', ...money });
    await publishTransactionUpdated(
      api.bus,
      director.id,
      { id: 8, transaction_type: 'TOP_UP', status: 'APPROVED' },
      'VA',
    );
    await stream.until(() => stream.frames().length === 2);
    expect(stream.frames().map((frame) => frame.data)).toEqual([
      { type: 'QR_MERCHANT', ...money },
      { id: 8, transaction_type: 'TOP_UP', status: 'APPROVED' },
    ]);
    await stream.cancel();
  });

  it('keeps MAIN-balance events in a FINANCE member’s stream', async () => {
    const { director, stream } = await memberStream('FINANCE');
    await publishTransactionUpdated(
      api.bus,
      director.id,
      { id: 9, transaction_type: 'TOP_UP', status: 'APPROVED' },
      'MAIN',
    );
    await stream.until(() => stream.frames().length === 1);
    expect(stream.frames()[0]?.data).toEqual({ id: 9, transaction_type: 'TOP_UP', status: 'APPROVED' });
    await stream.cancel();
  });

  it('sends account.updated to every member of the account, a SELLER too', async () => {
    const { director, stream } = await memberStream('SELLER');
    await publishAccountUpdated(api.bus, director.id, { account_level: 2, tier: 'GOLD' });
    await stream.until(() => stream.frames().length === 1);
    const [frame] = stream.frames();
    expect(frame).toMatchObject({ event: 'account.updated', data: { account_level: 2, tier: 'GOLD' } });
    expect(frame && validEvent(frame)).toBe(true);
    await stream.cancel();
  });

  it('follows the session: a member demoted to SELLER stops hearing MAIN money, an ended session ends the stream', async () => {
    const { director, member, stream } = await memberStream('FINANCE');
    const moved = (id: number, balance: 'MAIN' | 'VA') =>
      publishTransactionUpdated(api.bus, director.id, { id, transaction_type: 'TOP_UP', status: 'APPROVED' }, balance);
    await moved(10, 'MAIN');
    await stream.until(() => stream.frames().length === 1);
    // What changeRole does to the member's open sessions (tests/server/handlers/delegation.test.ts).
    await api.handle.db.update(sessions).set({ role: 'SELLER' }).where(eq(sessions.userId, member.id));
    await moved(11, 'MAIN');
    await moved(12, 'VA');
    await stream.until(() => stream.frames().length === 2);
    expect(stream.frames().map((frame) => (frame.data as { id: number }).id)).toEqual([10, 12]);
    await revokeSessionsOf(api.handle.db, { userId: member.id }, api.clock.now());
    await stream.end();
    expect(stream.frames()).toHaveLength(2);
  });

  it('sends an approved card’s card.updated to a DIRECTOR and a FINANCE member, never to a SELLER', async () => {
    const { director, stream: seller } = await memberStream('SELLER');
    await api.handle.db.update(users).set({ vcEnable: true }).where(eq(users.id, director.id));
    const directorStream = reader(await api.call('GET', '/api/v1/events', { token: await sessionOn(api, director) }));
    await directorStream.until(() => directorStream.text().includes(': ping'));
    const finance = await createPerson(api, { memberOnly: true });
    const financeStream = reader(
      await api.call('GET', '/api/v1/events', { token: await sessionOn(api, finance, director, 'FINANCE') }),
    );
    await financeStream.until(() => financeStream.text().includes(': ping'));
    const at = api.clock.now();
    await depositCrypto(api.handle.db, 'MAIN', { accountId: director.id, amount: '200', status: 'SUCCESS', at });
    const issue = { accountId: director.id, name: 'Ads', cardholderName: 'An', initialAmount: '50', at } as const;
    const { card } = await issueCard(api.handle.db, { ...issue, fundingSource: 'MAIN' });
    const ctx = {
      bus: api.bus,
      now: at,
      deliver: () => Promise.resolve({ statusCode: 200, error: null }),
      log: () => undefined,
      webhookRetryUnitMs: api.config.webhookRetryUnitMs,
    };
    await operatorKind('card').approve(api.handle.db, card.id, ctx);
    const approved = (frame: Frame) => frame.event === 'card.updated';
    await directorStream.until(() => directorStream.frames().some(approved));
    await financeStream.until(() => financeStream.frames().some(approved));
    const [heard] = directorStream.frames().filter(approved);
    expect(heard?.data).toEqual({ card_id: card.id, status: 'ACTIVE' });
    expect(heard && validEvent(heard)).toBe(true);
    // A stream delivers in publishing order: once a later event every role hears arrived, the card's would have.
    await publishAccountUpdated(api.bus, director.id, { account_level: 2, tier: 'GOLD' });
    await seller.until(() => seller.frames().some((frame) => frame.event === 'account.updated'));
    expect(seller.frames().filter(approved)).toEqual([]);
    await Promise.all([seller.cancel(), directorStream.cancel(), financeStream.cancel()]);
  });

  it('does not deliver another person’s notifications', async () => {
    const { response } = await connect();
    const other = await createPerson(api);
    const stream = reader(response);
    await stream.until(() => stream.text().includes(': ping'));
    await storeNotification(api.handle.db, api.bus, { userId: other.id, group: 'system', kind: 'WELCOME' });
    await stream.until(() => stream.text().split(': ping').length > 3);
    expect(stream.frames()).toEqual([]);
    await stream.cancel();
  });

  it('replays the notifications created after Last-Event-ID', async () => {
    const person = await createPerson(api);
    const first = await storeNotification(api.handle.db, api.bus, {
      userId: person.id,
      group: 'system',
      kind: 'WELCOME',
    });
    const second = await storeNotification(api.handle.db, api.bus, {
      userId: person.id,
      group: 'important',
      kind: 'KYC_APPROVED',
    });
    const third = await storeNotification(api.handle.db, api.bus, {
      userId: person.id,
      group: 'important',
      kind: 'KYB_APPROVED',
    });
    const token = await sessionOn(api, person);
    const headers = { 'last-event-id': `n${first.id}.3` };
    const stream = reader(await api.call('GET', '/api/v1/events', { token, headers }));
    await stream.until(() => stream.frames().length === 2);
    expect(stream.frames().map((frame) => frame.id)).toEqual([`n${second.id}`, `n${third.id}`]);
    expect(stream.frames().every(validEvent)).toBe(true);
    await stream.cancel();
  });

  it('removes its listeners when the client goes away', async () => {
    const before = bus.listeners();
    const { response } = await connect();
    const stream = reader(response);
    await stream.until(() => stream.text().includes(': ping'));
    expect(bus.listeners()).toBe(before + 3);
    await stream.cancel();
    expect(bus.listeners()).toBe(before);
  });

  it('ends on a gap in the bus, so the client reconnects and reads again what it missed', async () => {
    const before = bus.listeners();
    const { response } = await connect();
    const stream = reader(response);
    await stream.until(() => stream.text().includes(': ping'));
    bus.gap();
    await stream.end();
    expect(bus.listeners()).toBe(before);
  });

  it('refuses a caller without a valid access token (401)', async () => {
    const none = await api.call('GET', '/api/v1/events');
    const wrong = await api.call('GET', '/api/v1/events', { token: 'not-a-token' });
    expect([none.status, wrong.status]).toEqual([401, 401]);
    expect(((await none.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });

  it('reads the notification mark of an event id', () => {
    expect([watermarkOf('n42'), watermarkOf('n42.7'), watermarkOf('x1'), watermarkOf(null)]).toEqual([
      42,
      42,
      null,
      null,
    ]);
  });
});
