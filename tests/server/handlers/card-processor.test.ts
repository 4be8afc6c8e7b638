import { describe, expect, it } from 'vitest';
import { approveCard } from '../../../server/cards/decide.ts';
import { issueCard } from '../../../server/cards/issue.ts';
import { cardBalance, cardWalletBalances } from '../../../server/cards/ledger.ts';
import { depositCrypto } from '../../../server/cards/network.ts';
import { cancelCard, freezeCard } from '../../../server/cards/status.ts';
import { CardTransaction, CardTransactionDetail } from '../../../src/contract/calls/card.ts';
import { ServerEvent } from '../../../src/contract/calls/events.ts';
import { numberedPage } from '../../../src/contract/common.ts';
import { createPerson, json } from '../api/harness.ts';
import { sumsPerCurrency } from '../ledger/helpers.ts';
import { sessionOn, useHandlerApi } from './account-session.ts';
import { recordAccount } from './bus-recorder.ts';

type Row = Record<string, unknown>;

describe('card processor simulation (admin endpoints)', () => {
  const ctx = useHandlerApi();
  const db = () => ctx.api.handle.db;
  const now = () => ctx.api.clock.now();
  const adminKey = () => ({ 'x-admin-key': ctx.api.config.adminKey });

  const admin = (path: string, body: Row = {}, headers: Record<string, string> = adminKey()) =>
    ctx.api.call('POST', `/api/warehouse/v1/admin${path}`, { headers, unsigned: true, body });

  async function transactionOf(response: Response): Promise<Row> {
    const body = await json(response);
    expect([response.status, body.status], JSON.stringify(body)).toEqual([200, true]);
    expect(CardTransaction.safeParse(body.data).success).toBe(true);
    return body.data as Row;
  }

  async function expectError(response: Response, status: number, code: string): Promise<void> {
    const body = await json(response);
    expect([response.status, body.code]).toEqual([status, code]);
  }

  /** A customer with cards and an ACTIVE card holding `onCard` USD (MAIN keeps 1000 minus it and the fee). */
  async function activeCard(onCard = '100', spendingLimit?: Parameters<typeof issueCard>[1]['spendingLimit']) {
    const person = await createPerson(ctx.api, { vcEnable: true });
    await depositCrypto(db(), 'MAIN', { accountId: person.id, amount: '1000', status: 'SUCCESS', at: now() });
    const request = {
      accountId: person.id,
      name: 'Ads',
      cardholderName: 'Nguyen Van An',
      initialAmount: onCard,
      fundingSource: 'MAIN',
      at: now(),
      ...(spendingLimit === undefined ? {} : { spendingLimit }),
    } as const;
    const { card } = await issueCard(db(), request);
    await approveCard(db(), card.id, now());
    return { person, cardId: card.id };
  }

  const charge = (cardId: number, amount: string, merchant: Row = { name: 'Google Ads', country: 'SG' }) =>
    admin(`/cards/${cardId}/charges`, { amount, merchant });

  describe('charges', () => {
    it('authorises a charge: PENDING, the amount reserved on the card, the merchant recorded', async () => {
      const { cardId } = await activeCard('100');
      const original = { amount: '300000', currency: 'VND' };
      const row = await transactionOf(
        await admin(`/cards/${cardId}/charges`, { amount: '12.34', merchant: { name: 'Shopee' }, original }),
      );
      expect(row).toMatchObject({
        type: 'PAYMENT',
        detail_type: 'CARD_PAYMENT',
        status: 'PENDING',
        amount: { amount: '12.34', currency: 'USD' },
        original_amount: original,
        merchant: { name: 'Shopee', country: null },
        failure_reason: null,
        card: { id: cardId, name: 'Ads' },
      });
      expect(await cardBalance(db(), cardId)).toBe('87.66');
    });

    it('declines with a 200 FAILURE answer: a frozen card, a short balance; nothing moves', async () => {
      const { person, cardId } = await activeCard('50');
      const short = await transactionOf(await charge(cardId, '50.01'));
      expect(short).toMatchObject({ status: 'FAILURE', failure_reason: 'INSUFFICIENT_CARD_BALANCE' });
      await freezeCard(db(), { accountId: person.id, cardId, at: now() });
      const frozen = await transactionOf(await charge(cardId, '1'));
      expect(frozen).toMatchObject({ status: 'FAILURE', failure_reason: 'CARD_NOT_ACTIVE' });
      expect(await cardBalance(db(), cardId)).toBe('50');
    });

    it('declines over the spending limit: per charge, and per UTC day counting what was accepted', async () => {
      const perCharge = await activeCard('200', { spendingLimitAmount: '50', spendingLimitInterval: 'TRANSACTION' });
      const over = await transactionOf(await charge(perCharge.cardId, '50.01'));
      expect(over).toMatchObject({ status: 'FAILURE', failure_reason: 'SPENDING_LIMIT_EXCEEDED' });
      expect((await transactionOf(await charge(perCharge.cardId, '50'))).status).toBe('PENDING');
      const daily = await activeCard('200', { spendingLimitAmount: '50', spendingLimitInterval: 'DAY' });
      expect((await transactionOf(await charge(daily.cardId, '30'))).status).toBe('PENDING');
      const declined = await transactionOf(await charge(daily.cardId, '25'));
      expect(declined).toMatchObject({ status: 'FAILURE', failure_reason: 'SPENDING_LIMIT_EXCEEDED' });
      expect((await transactionOf(await charge(daily.cardId, '20'))).status).toBe('PENDING');
      ctx.api.clock.advance(86_400_000);
      expect((await transactionOf(await charge(daily.cardId, '25'))).status).toBe('PENDING');
      expect(await cardBalance(db(), daily.cardId)).toBe('125');
    });

    it('shows the holder each decline as its code, in the card list and the detail the app reads', async () => {
      const { person, cardId } = await activeCard('50', {
        spendingLimitAmount: '40',
        spendingLimitInterval: 'TRANSACTION',
      });
      const over = await transactionOf(await charge(cardId, '45'));
      const short = await transactionOf(await charge(cardId, '50.01'));
      await freezeCard(db(), { accountId: person.id, cardId, at: now() });
      const frozen = await transactionOf(await charge(cardId, '1'));
      const token = await sessionOn(ctx.api, person);
      const read = async (path: string) =>
        (await json(await ctx.api.call('GET', `/api/card/v1${path}`, { token }))).data;
      const list = numberedPage(CardTransaction).parse(await read(`/transactions?card_id=${cardId}&status=FAILURE`));
      expect(new Map(list.items.map((item) => [item.id, item.failure_reason]))).toEqual(
        new Map([
          [frozen.id, 'CARD_NOT_ACTIVE'],
          [short.id, 'INSUFFICIENT_CARD_BALANCE'],
          [over.id, 'SPENDING_LIMIT_EXCEEDED'],
        ]),
      );
      const detail = CardTransactionDetail.parse(await read(`/transactions/${short.id}`));
      expect(detail).toMatchObject({ status: 'FAILURE', failure_reason: 'INSUFFICIENT_CARD_BALANCE' });
    });

    it('refuses an unknown card (404), fractions of a cent and bad merchants (422), no admin key (401)', async () => {
      const { cardId } = await activeCard();
      await expectError(await charge(999_999, '1'), 404, 'NOT_FOUND');
      await expectError(await charge(cardId, '1.005'), 422, 'VALIDATION_FAILED');
      await expectError(await charge(cardId, '1', { name: 'Two\nlines' }), 422, 'VALIDATION_FAILED');
      await expectError(await charge(cardId, '1', { name: 'Shop', country: 'VNM' }), 422, 'VALIDATION_FAILED');
      const unkeyed = admin(`/cards/${cardId}/charges`, { amount: '1', merchant: { name: 'Shop' } }, {});
      await expectError(await unkeyed, 401, 'ADMIN_KEY_INVALID');
      expect(await cardBalance(db(), cardId)).toBe('100');
    });

    it('never overdraws under parallel charges: exactly the covered ones are accepted, the ledger balances', async () => {
      const { cardId } = await activeCard('100');
      const answers = await Promise.all(Array.from({ length: 7 }, () => charge(cardId, '30')));
      const rows = await Promise.all(answers.map(transactionOf));
      const statuses = rows.map((row) => row.status);
      expect(statuses.filter((status) => status === 'PENDING')).toHaveLength(3);
      expect(statuses.filter((status) => status === 'FAILURE')).toHaveLength(4);
      expect(await cardBalance(db(), cardId)).toBe('10');
      for (const { sum } of await sumsPerCurrency(db())) expect(Number(sum)).toBe(0);
    });
  });

  describe('settlement', () => {
    it('settles a PENDING charge once, with no second posting; other statuses are 409, other types 404', async () => {
      const { person, cardId } = await activeCard('100');
      const pending = await transactionOf(await charge(cardId, '40'));
      const settled = await transactionOf(await admin(`/cards/transactions/${pending.id}/settle`));
      expect(settled).toMatchObject({ id: pending.id, status: 'SUCCESS', amount: { amount: '40', currency: 'USD' } });
      expect(await cardBalance(db(), cardId)).toBe('60');
      await expectError(await admin(`/cards/transactions/${pending.id}/settle`), 409, 'ITEM_ALREADY_DECIDED');
      const declined = await transactionOf(await charge(cardId, '500'));
      await expectError(await admin(`/cards/transactions/${declined.id}/settle`), 409, 'ITEM_ALREADY_DECIDED');
      const deposit = await depositCrypto(db(), 'MAIN', {
        accountId: person.id,
        amount: '10',
        status: 'SUCCESS',
        at: now(),
      });
      await expectError(await admin(`/cards/transactions/${deposit.id}/settle`), 404, 'NOT_FOUND');
      await expectError(await admin('/cards/transactions/999999/settle'), 404, 'NOT_FOUND');
      expect(await cardBalance(db(), cardId)).toBe('60');
    });
  });

  describe('refunds', () => {
    it('refunds part, then the rest by default, never more than was paid', async () => {
      const { cardId } = await activeCard('100');
      const paid = await transactionOf(await charge(cardId, '30'));
      await expectError(await admin(`/cards/transactions/${paid.id}/refund`), 409, 'CARD_TRANSACTION_NOT_REFUNDABLE');
      await transactionOf(await admin(`/cards/transactions/${paid.id}/settle`));
      const part = await transactionOf(await admin(`/cards/transactions/${paid.id}/refund`, { amount: '10.5' }));
      expect(part).toMatchObject({
        type: 'REFUND',
        detail_type: 'CARD_REFUND',
        status: 'SUCCESS',
        amount: { amount: '10.5', currency: 'USD' },
        merchant: { name: 'Google Ads', country: 'SG' },
        card: { id: cardId },
      });
      expect(await cardBalance(db(), cardId)).toBe('80.5');
      const tooMuch = await admin(`/cards/transactions/${paid.id}/refund`, { amount: '19.51' });
      const body = await json(tooMuch);
      expect([tooMuch.status, body.code]).toEqual([422, 'REFUND_EXCEEDS_PAYMENT']);
      const rest = await transactionOf(await admin(`/cards/transactions/${paid.id}/refund`));
      expect(rest.amount).toEqual({ amount: '19.5', currency: 'USD' });
      expect(await cardBalance(db(), cardId)).toBe('100');
      await expectError(await admin(`/cards/transactions/${paid.id}/refund`), 422, 'REFUND_EXCEEDS_PAYMENT');
      await expectError(await admin(`/cards/transactions/${rest.id}/refund`), 404, 'NOT_FOUND');
      for (const { sum } of await sumsPerCurrency(db())) expect(Number(sum)).toBe(0);
    });

    it('refuses a refund to a cancelled card (its balance went back to MAIN for good)', async () => {
      const { person, cardId } = await activeCard('100');
      const paid = await transactionOf(await charge(cardId, '30'));
      await transactionOf(await admin(`/cards/transactions/${paid.id}/settle`));
      await cancelCard(db(), { accountId: person.id, cardId, at: now() });
      await expectError(await admin(`/cards/transactions/${paid.id}/refund`), 409, 'CARD_CANCELLED');
    });
  });

  describe('crypto deposits', () => {
    it('credits MAIN 1:1 as a WALLET_TOP_UP; refuses unknown customers, accounts without cards, dust', async () => {
      const { person } = await activeCard('100');
      const before = (await cardWalletBalances(db(), person.id)).MAIN.amount;
      const path = `/customers/${person.id}/card-deposits`;
      const row = await transactionOf(await admin(path, { amount: '250.75', network: 'TRX', currency: 'USDT' }));
      expect(row).toMatchObject({
        type: 'TOP_UP',
        detail_type: 'WALLET_TOP_UP',
        status: 'SUCCESS',
        card: null,
        amount: { amount: '250.75', currency: 'USD' },
      });
      const after = (await cardWalletBalances(db(), person.id)).MAIN.amount;
      expect(Number(after) - Number(before)).toBeCloseTo(250.75, 2);
      const body = { amount: '20', network: 'SOL', currency: 'USDC' };
      await expectError(await admin('/customers/999999/card-deposits', body), 404, 'NOT_FOUND');
      const without = await createPerson(ctx.api);
      await expectError(await admin(`/customers/${without.id}/card-deposits`, body), 403, 'VC_NOT_ENABLED');
      await expectError(await admin(path, { ...body, amount: '0.01' }), 422, 'AMOUNT_TOO_LOW');
      await expectError(await admin(path, { ...body, network: 'BTC' }), 422, 'VALIDATION_FAILED');
    });
  });

  it('tells the customer’s open apps: card.updated after each change, with the card as it is now', async () => {
    const { person, cardId } = await activeCard('100');
    const recording = recordAccount(ctx.api.bus, person.id);
    const paid = await transactionOf(await charge(cardId, '30'));
    await transactionOf(await admin(`/cards/transactions/${paid.id}/settle`));
    await transactionOf(await admin(`/cards/transactions/${paid.id}/refund`, { amount: '5' }));
    await transactionOf(
      await admin(`/customers/${person.id}/card-deposits`, { amount: '50', network: 'ETH', currency: 'USDC' }),
    );
    await expectError(await admin(`/cards/transactions/${paid.id}/settle`), 409, 'ITEM_ALREADY_DECIDED');
    recording.stop();
    const cardEvent = { type: 'card.updated', data: { card_id: cardId, status: 'ACTIVE' } };
    expect(recording.heard).toEqual([
      cardEvent,
      cardEvent,
      cardEvent,
      { type: 'card.updated', data: { card_id: null, status: null } },
    ]);
    expect(recording.heard.every((event) => ServerEvent.safeParse(event).success)).toBe(true);
  });
});
