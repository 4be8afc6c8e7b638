import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approveCard } from '../../../server/cards/decide.ts';
import { depositCrypto } from '../../../server/cards/network.ts';
import { ledgerTransfers } from '../../../server/db/schema/ledger.ts';
import { notifications } from '../../../server/db/schema/notifications.ts';
import { kycSubmissions } from '../../../server/db/schema/people.ts';
import type { Deliver, DeliveryOutcome } from '../../../server/developers/deliver.ts';
import type { WebhookEventName } from '../../../server/developers/events.ts';
import { createWebhook } from '../../../server/developers/webhooks.ts';
import { openStandardWallets, openWallet } from '../../../server/ledger/accounts.ts';
import { approveTransfer, requestTopUp, requestWithdrawal } from '../../../server/ledger/transfers.ts';
import { IDENTITY_REQUIREMENTS } from '../../../server/people/kyc/levels.ts';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { createPerson, createTestApi, json, type TestApi } from '../api/harness.ts';
import { type Team, team } from './account-session.ts';

type Row = Record<string, unknown>;

interface Sent {
  readonly event: string;
  readonly data: Row;
  /** The transfer's status as another reader saw it while the delivery was under way. */
  readonly committed: string | null;
}

describe('webhooks of operator decisions and card transactions', () => {
  let api: TestApi;
  const sent: Sent[] = [];
  let answer: () => Promise<DeliveryOutcome> = async () => ({ statusCode: 204, error: null });
  const db = () => api.handle.db;
  const now = () => api.clock.now();

  const deliver: Deliver = async (request) => {
    const payload = JSON.parse(request.body) as { type: string; data: Row };
    const id = Number(payload.data.transaction_id);
    const [transfer] = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
    sent.push({ event: payload.type, data: payload.data, committed: transfer?.status ?? null });
    return answer();
  };

  beforeAll(async () => {
    api = await createTestApi({ deliver });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => api.close());
  beforeEach(() => {
    sent.length = 0;
    answer = async () => ({ statusCode: 204, error: null });
  });

  const admin = (path: string, body?: Row) =>
    api.call('POST', `/api/warehouse/v1/admin${path}`, {
      headers: { 'x-admin-key': api.config.adminKey },
      unsigned: true,
      body,
    });

  async function ok(response: Response): Promise<Row> {
    const body = await json(response);
    expect([response.status, body.status], JSON.stringify(body)).toEqual([200, true]);
    return body.data as Row;
  }

  async function subscriber(events: WebhookEventName[], fields: Parameters<typeof createPerson>[1] = {}) {
    const person = await createPerson(api, fields);
    await createWebhook(db(), person.id, { url: 'https://hooks.example.com/campay', events }, now());
    return person;
  }

  async function mainWallet(ownerId: number): Promise<number> {
    await openStandardWallets(db(), { id: ownerId });
    return (await openWallet(db(), { ownerId, kind: 'MAIN', currency: 'VND' })).wallet.id;
  }

  describe('top-ups and withdrawals', () => {
    it('an approved withdrawal is delivered after its transaction committed', async () => {
      const person = await subscriber(['withdrawal.approved', 'withdrawal.rejected']);
      const walletId = await mainWallet(person.id);
      await approveTransfer(db(), (await requestTopUp(db(), { walletId, amount: '1000000', source: 'bank' })).id);
      const transfer = await requestWithdrawal(db(), { walletId, amount: '400000', fee: '5000', source: 'bank' });
      await ok(await admin(`/withdrawal/${transfer.id}/approve`));
      expect(sent).toEqual([
        {
          event: 'withdrawal.approved',
          data: { transaction_id: transfer.id, status: 'APPROVED', amount: '400000', fee: '5000', currency: 'VND' },
          committed: 'APPROVED',
        },
      ]);
    });

    it('a rejected top-up carries the reason; a repeat of the decision delivers nothing again', async () => {
      const person = await subscriber(['topup.approved', 'topup.rejected']);
      const walletId = await mainWallet(person.id);
      const transfer = await requestTopUp(db(), { walletId, amount: '250000', source: 'bank' });
      await ok(await admin(`/top-up/${transfer.id}/reject`, { reason: 'Unknown sender' }));
      await ok(await admin(`/top-up/${transfer.id}/reject`, { reason: 'Unknown sender' }));
      expect(sent).toEqual([
        {
          event: 'topup.rejected',
          data: {
            transaction_id: transfer.id,
            status: 'REJECTED',
            amount: '250000',
            fee: '0',
            currency: 'VND',
            reason: 'Unknown sender',
          },
          committed: 'REJECTED',
        },
      ]);
    });

    it('goes only to endpoints subscribed to the event', async () => {
      const person = await subscriber(['withdrawal.approved']);
      const walletId = await mainWallet(person.id);
      const transfer = await requestTopUp(db(), { walletId, amount: '250000', source: 'bank' });
      await ok(await admin(`/top-up/${transfer.id}/approve`));
      expect(sent).toEqual([]);
    });

    it('a failed or broken delivery is logged and the decision stands', async () => {
      const person = await subscriber(['topup.approved']);
      const walletId = await mainWallet(person.id);
      const first = await requestTopUp(db(), { walletId, amount: '100000', source: 'bank' });
      const second = await requestTopUp(db(), { walletId, amount: '100000', source: 'bank' });
      answer = async () => ({ statusCode: 500, error: null });
      expect(await ok(await admin(`/top-up/${first.id}/approve`))).toMatchObject({ status: 'APPROVED' });
      answer = () => Promise.reject(new Error('endpoint exploded'));
      expect(await ok(await admin(`/top-up/${second.id}/approve`))).toMatchObject({ status: 'APPROVED' });
      const failures = api.logs.filter((entry) => entry.msg === 'webhook delivery failed');
      expect(failures.slice(-2)).toMatchObject([
        { level: 'warn', event: 'topup.approved', status_code: 500 },
        { level: 'error', event: 'topup.approved', error: { class: 'Error' } },
      ]);
      expect(JSON.stringify(failures)).not.toContain('endpoint exploded');
    });
  });

  describe('card transactions', () => {
    let who: Team;
    let keys = 0;
    const card = (method: string, path: string, body: Row) => {
      keys += 1;
      return api.call(method, `/api/card/v1${path}`, {
        token: who.directorToken,
        body,
        headers: { 'idempotency-key': `card-webhook-${keys}` },
      });
    };
    const created = () => sent.filter((each) => each.event === 'card.transaction.created').map((each) => each.data);

    beforeAll(async () => {
      who = await team(api, { vcEnable: true });
      await createWebhook(
        db(),
        who.director.id,
        { url: 'https://hooks.example.com/c', events: ['card.transaction.created'] },
        now(),
      );
      await depositCrypto(db(), 'MAIN', { accountId: who.director.id, amount: '5000', status: 'SUCCESS', at: now() });
    });

    it('issuing, topping up and cancelling a card each deliver the transaction they recorded', async () => {
      const issued = await ok(
        await card('POST', '/cards/issue', { name: 'Ads', initial_amount: '100', funding_source: 'MAIN' }),
      );
      const cardId = (issued.card as Row).id as number;
      expect(created()).toEqual([
        expect.objectContaining({
          card_id: cardId,
          type: 'TOP_UP',
          detail_type: 'CARD_ISSUE_TOP_UP',
          status: 'PENDING',
        }),
      ]);
      await approveCard(db(), cardId, now());
      api.clock.advance(1000);
      await ok(await card('POST', `/cards/${cardId}/top-up`, { amount: '50' }));
      api.clock.advance(1000);
      await ok(await card('PUT', `/cards/${cardId}/cancel`, {}));
      expect(created().map((data) => [data.detail_type, data.amount, data.currency])).toEqual([
        ['CARD_ISSUE_TOP_UP', '100', 'USD'],
        ['CARD_TOP_UP', '50', 'USD'],
        ['CARD_WITHDRAW', '150', 'USD'],
      ]);
    });

    it('an issue the operator rejects delivers the refund', async () => {
      const issued = await ok(
        await card('POST', '/cards/issue', { name: 'Ads', initial_amount: '100', funding_source: 'MAIN' }),
      );
      const cardId = (issued.card as Row).id as number;
      api.clock.advance(1000);
      sent.length = 0;
      await ok(await admin(`/card/${cardId}/reject`, { reason: 'Issuer refused' }));
      expect(created()).toEqual([
        expect.objectContaining({ card_id: cardId, type: 'REFUND', detail_type: 'WALLET_REFUND', status: 'SUCCESS' }),
      ]);
    });

    it('the simulated processor delivers each charge, refund and deposit it records, a settlement nothing', async () => {
      const issued = await ok(
        await card('POST', '/cards/issue', { name: 'Ads', initial_amount: '100', funding_source: 'MAIN' }),
      );
      const cardId = (issued.card as Row).id as number;
      await approveCard(db(), cardId, now());
      sent.length = 0;
      const charge = await ok(await admin(`/cards/${cardId}/charges`, { amount: '40', merchant: { name: 'Ads' } }));
      await ok(await admin(`/cards/${cardId}/charges`, { amount: '500', merchant: { name: 'Ads' } }));
      await ok(await admin(`/cards/transactions/${charge.id}/settle`));
      await ok(await admin(`/cards/transactions/${charge.id}/refund`, { amount: '15' }));
      const deposit = { amount: '30', network: 'TRX', currency: 'USDT' };
      await ok(await admin(`/customers/${who.director.id}/card-deposits`, deposit));
      expect(created().map((data) => [data.card_id, data.detail_type, data.status, data.amount])).toEqual([
        [cardId, 'CARD_PAYMENT', 'PENDING', '40'],
        [cardId, 'CARD_PAYMENT', 'FAILURE', '500'],
        [cardId, 'CARD_REFUND', 'SUCCESS', '15'],
        [null, 'WALLET_TOP_UP', 'SUCCESS', '30'],
      ]);
    });
  });

  describe('KYC approval', () => {
    async function submission(covers: string[]) {
      const person = await createPerson(api);
      const [row] = await db()
        .insert(kycSubmissions)
        .values({ accountId: person.id, submittedBy: person.id, kind: 'KYC', details: {}, documentIds: [], covers })
        .returning();
      return { id: row?.id ?? 0, person };
    }

    async function notes(userId: number) {
      const rows = await db().select().from(notifications).where(eq(notifications.userId, userId));
      return rows.map((row) => [row.kind, row.params]);
    }

    it('that raises the account level also tells the new level', async () => {
      const { id, person } = await submission([...IDENTITY_REQUIREMENTS, 'PROOF_OF_ADDRESS']);
      await ok(await admin(`/kyc/${id}/approve`));
      const [kyc, level] = await notes(person.id);
      expect([kyc?.[0], level?.[0]]).toEqual(['KYC_APPROVED', 'ACCOUNT_LEVEL_UPDATED']);
      expect(Number((level?.[1] as Row | undefined)?.level)).toBeGreaterThan(0);
    });

    it('that leaves the level where it was tells only the approval', async () => {
      const { id, person } = await submission([]);
      await ok(await admin(`/kyc/${id}/approve`));
      expect((await notes(person.id)).map(([kind]) => kind)).toEqual(['KYC_APPROVED']);
    });
  });
});
