import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findUserById } from '../../../server/auth/users.ts';
import { issueCard } from '../../../server/cards/issue.ts';
import { cardWalletBalances } from '../../../server/cards/ledger.ts';
import { depositCrypto } from '../../../server/cards/network.ts';
import { cards } from '../../../server/db/schema/cards.ts';
import { notifications } from '../../../server/db/schema/notifications.ts';
import { payments } from '../../../server/db/schema/payments.ts';
import { kycSubmissions } from '../../../server/db/schema/people.ts';
import { virtualAccounts } from '../../../server/db/schema/va.ts';
import { accountTopic } from '../../../server/events/publish.ts';
import { openStandardWallets, openWallet } from '../../../server/ledger/accounts.ts';
import { approveTransfer, requestTopUp, requestWithdrawal } from '../../../server/ledger/transfers.ts';
import { walletView } from '../../../server/ledger/wallets.ts';
import { BUSINESS_REQUIREMENTS, IDENTITY_REQUIREMENTS } from '../../../server/people/kyc/levels.ts';
import { ServerEvent } from '../../../src/contract/calls/events.ts';
import { OperatorItem } from '../../../src/contract/calls/operator.ts';
import { createPerson, json } from '../api/harness.ts';
import { useHandlerApi } from './account-session.ts';

type Row = Record<string, unknown>;
type Decision = 'approve' | 'reject';

interface Fixture {
  /** A new PENDING item; `ownerId` is whom the decision notifies. */
  create(): Promise<{ id: number; ownerId: number }>;
  /** Asserts what the decision did to the customer's money or account. */
  check(id: number, ownerId: number, decision: Decision): Promise<void>;
  notification: Record<Decision, string>;
  /** Notifications an approval sends after `notification.approve` (a KYC approval raises the level). */
  alsoOnApproval?: readonly string[];
}

describe('operator endpoints', () => {
  const ctx = useHandlerApi();
  const db = () => ctx.api.handle.db;
  const now = () => ctx.api.clock.now();
  let vas = 0;
  const adminKey = () => ({ 'x-admin-key': ctx.api.config.adminKey });

  const admin = (method: string, path: string, body?: Row, headers: Record<string, string> = adminKey()) =>
    ctx.api.call(method, `/api/warehouse/v1/admin${path}`, { headers, unsigned: true, body });

  async function dataOf(response: Response): Promise<Row> {
    const body = await json(response);
    expect([response.status, body.status], JSON.stringify(body)).toEqual([200, true]);
    expect(OperatorItem.or(OperatorItem.array()).safeParse((body.data as Row).items ?? body.data).success).toBe(true);
    return body.data as Row;
  }

  async function expectError(response: Response, status: number, code: string): Promise<void> {
    const body = await json(response);
    expect([response.status, body.code]).toEqual([status, code]);
  }

  async function mainVnd(ownerId: number) {
    return walletView(db(), { ownerId, type: 'MAIN', currency: 'VND', now: now() });
  }

  async function personWithWallets(fields: Parameters<typeof createPerson>[1] = {}) {
    const person = await createPerson(ctx.api, fields);
    await openStandardWallets(db(), person);
    const wallet = await openWallet(db(), { ownerId: person.id, kind: 'MAIN', currency: 'VND' });
    return { person, walletId: wallet.wallet.id };
  }

  async function submission(kind: 'KYC' | 'KYB') {
    const person = await createPerson(ctx.api, { accountType: kind === 'KYB' ? 'BUSINESS' : 'INDIVIDUAL' });
    const covers = kind === 'KYC' ? [...IDENTITY_REQUIREMENTS, 'PROOF_OF_ADDRESS'] : [...BUSINESS_REQUIREMENTS];
    const [row] = await db()
      .insert(kycSubmissions)
      .values({ accountId: person.id, submittedBy: person.id, kind, details: {}, documentIds: [], covers })
      .returning();
    return { id: row?.id ?? 0, ownerId: person.id };
  }

  const FIXTURES: Readonly<Record<string, Fixture>> = {
    'top-up': {
      async create() {
        const { person, walletId } = await personWithWallets();
        const transfer = await requestTopUp(db(), { walletId, amount: '1000000', fee: '10000', source: 'bank' });
        return { id: transfer.id, ownerId: person.id };
      },
      async check(_, ownerId, decision) {
        const wallet = await mainVnd(ownerId);
        expect(wallet?.validate_balance).toBe(decision === 'approve' ? '990000' : '0');
      },
      notification: { approve: 'TOP_UP_APPROVED', reject: 'TOP_UP_REJECTED' },
    },
    withdrawal: {
      async create() {
        const { person, walletId } = await personWithWallets();
        const topUp = await requestTopUp(db(), { walletId, amount: '1000000', source: 'bank' });
        await approveTransfer(db(), topUp.id);
        const transfer = await requestWithdrawal(db(), { walletId, amount: '400000', fee: '5000', source: 'bank' });
        expect((await mainVnd(person.id))?.validate_balance).toBe('600000');
        return { id: transfer.id, ownerId: person.id };
      },
      async check(_, ownerId, decision) {
        const wallet = await mainVnd(ownerId);
        const expected = decision === 'approve' ? ['600000', '600000'] : ['1000000', '1000000'];
        expect([wallet?.balance, wallet?.validate_balance]).toEqual(expected);
      },
      notification: { approve: 'WITHDRAW_APPROVED', reject: 'WITHDRAW_REJECTED' },
    },
    kyc: {
      create: () => submission('KYC'),
      async check(_, ownerId, decision) {
        const level = (await findUserById(db(), ownerId))?.kycLevel;
        if (decision === 'approve') expect(level).toBeGreaterThan(0);
        else expect(level).toBe(0);
      },
      notification: { approve: 'KYC_APPROVED', reject: 'KYC_REJECTED' },
      alsoOnApproval: ['ACCOUNT_LEVEL_UPDATED'],
    },
    kyb: {
      create: () => submission('KYB'),
      async check(id, _, decision) {
        const [row] = await db().select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
        expect(row?.status).toBe(decision === 'approve' ? 'APPROVED' : 'REJECTED');
      },
      notification: { approve: 'KYB_APPROVED', reject: 'KYB_REJECTED' },
    },
    payment: {
      async create() {
        const person = await createPerson(ctx.api);
        const [row] = await db()
          .insert(payments)
          .values({
            accountId: person.id,
            paymentType: 'BANK',
            currency: 'VND',
            provider: 'bank',
            accountName: 'NGUYEN VAN AN',
            accountNumber: '0123456789',
            bankBin: '970436',
            bankName: 'Vietcombank',
          })
          .returning();
        return { id: row?.id ?? 0, ownerId: person.id };
      },
      async check(id, _, decision) {
        const [row] = await db().select().from(payments).where(eq(payments.id, id));
        expect(row?.paymentStatus).toBe(decision === 'approve' ? 'APPROVED' : 'REJECTED');
      },
      notification: { approve: 'PAYMENT_APPROVED', reject: 'PAYMENT_REJECTED' },
    },
    va: {
      async create() {
        const person = await createPerson(ctx.api);
        vas += 1;
        const [row] = await db()
          .insert(virtualAccounts)
          .values({
            ownerId: person.id,
            bankShortName: 'BIDV',
            accountNumber: `96247${String(vas).padStart(6, '0')}${person.id}`,
            accountName: 'NGUYEN VAN AN',
            currency: 'VND',
          })
          .returning();
        return { id: row?.id ?? 0, ownerId: person.id };
      },
      async check(id, _, decision) {
        const [row] = await db().select().from(virtualAccounts).where(eq(virtualAccounts.id, id));
        expect(row?.status).toBe(decision === 'approve' ? 'ACTIVE' : 'REJECTED');
      },
      notification: { approve: 'VA_CREATED', reject: 'VA_REJECTED' },
    },
    card: {
      async create() {
        const person = await createPerson(ctx.api, { vcEnable: true });
        await depositCrypto(db(), 'MAIN', { accountId: person.id, amount: '500', status: 'SUCCESS', at: now() });
        const request = {
          accountId: person.id,
          name: 'Ads',
          cardholderName: 'Nguyen Van An',
          initialAmount: '100',
          fundingSource: 'MAIN',
          at: now(),
        } as const;
        const { card } = await issueCard(db(), request);
        return { id: card.id, ownerId: person.id };
      },
      async check(id, ownerId, decision) {
        const [card] = await db().select().from(cards).where(eq(cards.id, id));
        expect(card?.status).toBe(decision === 'approve' ? 'ACTIVE' : 'CANCELLED');
        const { MAIN } = await cardWalletBalances(db(), ownerId);
        if (decision === 'reject') expect(MAIN.amount).toBe('500');
        else expect(Number(MAIN.amount)).toBeLessThan(400);
      },
      notification: { approve: 'CARD_APPROVED', reject: 'CARD_REJECTED' },
    },
  };

  async function notificationKinds(userId: number): Promise<string[]> {
    const rows = await db().select().from(notifications).where(eq(notifications.userId, userId));
    return rows.map((row) => row.kind);
  }

  describe.each(Object.entries(FIXTURES))('kind %s', (kind, fixture) => {
    it('lists the pending item, oldest first, with a one-line summary', async () => {
      const { id } = await fixture.create();
      const page = await dataOf(await admin('GET', `/${kind}?limit=100`));
      const item = (page.items as Row[]).find((entry) => entry.id === id);
      expect(item).toMatchObject({ kind, status: 'PENDING', decided_at: null });
      expect(item?.summary).not.toContain('\n');
      const dates = (page.items as Row[]).map((entry) => String(entry.created_at));
      expect(dates).toEqual([...dates].sort());
    });

    it('approves: the change happens, the customer is told, a repeat is unchanged, the opposite is 409', async () => {
      const { id, ownerId } = await fixture.create();
      const approved = await dataOf(await admin('POST', `/${kind}/${id}/approve`));
      expect(approved).toMatchObject({ id, kind, status: 'APPROVED', reason: null });
      await fixture.check(id, ownerId, 'approve');
      const told = [fixture.notification.approve, ...(fixture.alsoOnApproval ?? [])];
      expect(await notificationKinds(ownerId)).toEqual(told);
      expect(await dataOf(await admin('POST', `/${kind}/${id}/approve`))).toEqual(approved);
      expect(await notificationKinds(ownerId)).toHaveLength(told.length);
      await expectError(
        await admin('POST', `/${kind}/${id}/reject`, { reason: 'Too late' }),
        409,
        'ITEM_ALREADY_DECIDED',
      );
      const listed = await dataOf(await admin('GET', `/${kind}?status=APPROVED&limit=100`));
      expect((listed.items as Row[]).some((entry) => entry.id === id)).toBe(true);
    });

    it('rejects with a reason: held money goes back, a repeat is unchanged, the opposite is 409', async () => {
      const { id, ownerId } = await fixture.create();
      const rejected = await dataOf(await admin('POST', `/${kind}/${id}/reject`, { reason: 'Documents unreadable' }));
      expect(rejected).toMatchObject({ id, kind, status: 'REJECTED', reason: 'Documents unreadable' });
      await fixture.check(id, ownerId, 'reject');
      const [note] = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, ownerId), eq(notifications.kind, fixture.notification.reject)));
      expect(note?.params).toMatchObject({ reason: 'Documents unreadable' });
      const again = await admin('POST', `/${kind}/${id}/reject`, { reason: 'Another reason' });
      expect(await dataOf(again)).toEqual(rejected);
      await expectError(await admin('POST', `/${kind}/${id}/approve`), 409, 'ITEM_ALREADY_DECIDED');
    });

    it('refuses a missing or wrong admin key (401) and an unknown item (404)', async () => {
      const { id } = await fixture.create();
      await expectError(await admin('GET', `/${kind}`, undefined, {}), 401, 'ADMIN_KEY_INVALID');
      const wrong = { 'x-admin-key': `${ctx.api.config.adminKey}x` };
      await expectError(await admin('POST', `/${kind}/${id}/approve`, undefined, wrong), 401, 'ADMIN_KEY_INVALID');
      await expectError(await admin('POST', `/${kind}/999999/approve`), 404, 'NOT_FOUND');
    });
  });

  it('masks the bank account in a payment method summary', async () => {
    const { id } = (await FIXTURES.payment?.create()) ?? { id: 0 };
    const page = await dataOf(await admin('GET', '/payment?limit=100'));
    const item = (page.items as Row[]).find((entry) => entry.id === id);
    expect(item?.summary).toBe('Bank account Vietcombank ••6789 (NGUYEN VAN AN), VND');
  });

  it('formats amounts in a transfer summary', async () => {
    const { id } = (await FIXTURES.withdrawal?.create()) ?? { id: 0 };
    const item = await dataOf(await admin('POST', `/withdrawal/${id}/approve`));
    expect(item.summary).toBe('Withdrawal 400,000 VND (fee 5,000 VND) from MAIN via bank');
    expect(item.amount).toEqual({ amount: '400000', currency: 'VND' });
  });

  it('publishes the transaction and wallet changes of a decided transfer on the account topic', async () => {
    const { id, ownerId } = (await FIXTURES.withdrawal?.create()) ?? { id: 0, ownerId: 0 };
    const events: unknown[] = [];
    const stop = ctx.api.bus.subscribe(accountTopic(ownerId), (payload) => events.push(payload));
    await dataOf(await admin('POST', `/withdrawal/${id}/reject`, { reason: 'Bank refused' }));
    stop();
    expect(events.every((event) => ServerEvent.safeParse(event).success)).toBe(true);
    expect(events).toEqual([
      {
        type: 'transaction.updated',
        data: { id, transaction_type: 'WITHDRAWAL', status: 'REJECTED' },
        balance: 'MAIN',
      },
      {
        type: 'wallet.updated',
        data: { type: 'MAIN', currency: 'VND', balance: '1000000', validate_balance: '1000000' },
      },
    ]);
  });

  it('validates the reason (422) after the admin key', async () => {
    const { id } = (await FIXTURES.payment?.create()) ?? { id: 0 };
    await expectError(await admin('POST', `/payment/${id}/reject`, { reason: 'x' }), 422, 'VALIDATION_FAILED');
    await expectError(await admin('POST', `/payment/${id}/reject`, { reason: 'x' }, {}), 401, 'ADMIN_KEY_INVALID');
  });
});
