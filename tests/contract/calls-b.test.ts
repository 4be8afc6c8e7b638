import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardCalls } from '../../src/contract/calls/card.ts';
import { vaCalls } from '../../src/contract/calls/va.ts';
import { type CallDefinition, pathParamNames } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';

/** SPEC section 7, "Virtual accounts" and "Virtual-card API", as client + method + path. */
const SPEC_VA = [
  'v2 GET /virtual-accounts',
  'v2 POST /virtual-accounts',
  'client GET /virtual-accounts/{id}',
  'client PUT /virtual-accounts/bulk-update-platform',
  'client GET /virtual-accounts/unassigned-platform',
  'client POST /virtual-accounts/transactions/withdrawal',
  'v2 GET /virtual-accounts/transactions',
  'client GET /virtual-accounts/transactions/{id}',
  'client GET /settings/virtual-accounts',
  'v2 GET /settings/features',
  'client GET /virtual-accounts/qr',
  'client POST /virtual-accounts/qr',
  'client GET /virtual-accounts/qr/statistic',
  'client POST /virtual-accounts/{id}/assign',
  'client PUT /virtual-accounts/{id}/unassign',
  'client POST /virtual-accounts/transactions/qr/top-up/qr-pay',
];
/** Issue 14: a displayed QR code is read back to learn it was paid (SPEC has no such call). */
const ISSUE_14_VA = ['client GET /virtual-accounts/qr/codes/{id}', 'client POST /virtual-accounts/qr/merchants'];
const SPEC_CARD = [
  'GET /users/balance',
  'GET /transactions',
  'GET /transactions/{id}',
  'GET /system-payments',
  'GET /cards',
  'GET /fees',
  'POST /cards/issue',
  'GET /cards/{id}',
  'GET /dropdown/cards',
  'POST /cards/{id}/top-up',
  'POST /otp/send',
  'POST /otp/verify',
  'GET /cards/{id}/sensitive',
  'PUT /cards/{id}/freeze',
  'PUT /cards/{id}/unfreeze',
  'PUT /cards/{id}/cancel',
].map((call) => `card ${call}`);

const ours: readonly CallDefinition[] = [...vaCalls, ...cardCalls];
const signature = (call: CallDefinition) => `${call.client} ${call.method} ${call.path}`;

function call(name: string): CallDefinition {
  const found = ours.find((entry) => entry.name === name);
  if (!found) throw new Error(`No call ${name}`);
  return found;
}

function schemaOf(name: string, part: 'query' | 'body' | 'response'): z.ZodType {
  const schema = call(name)[part];
  if (!schema) throw new Error(`${name} has no ${part}`);
  return schema;
}

const parses = (name: string, part: 'query' | 'body' | 'response', value: unknown) =>
  schemaOf(name, part).safeParse(value).success;
const envelope = (data: unknown) => ({ status: true, data });

/* ---------------------------------------------------------------- samples */

const AT = '2026-11-22T08:30:00.000Z';
const vnd = (amount: string) => ({ amount, currency: 'VND' });
const usd = (amount: string) => ({ amount, currency: 'USD' });

const virtualAccount = {
  id: 7,
  account_number: '9021000123',
  account_name: 'CONG TY ABC',
  bank: { short_name: 'BIDV', name: 'BIDV', logo: '/banks/bidv.svg' },
  platform: { id: 3, name: 'Shopee' },
  status: 'ACTIVE',
  wallet_type: 'VA_WALLET',
  currency: 'VND',
  totals: { received: vnd('125000000'), received_this_month: vnd('2500000'), transaction_count: 41 },
  created_at: AT,
  updated_at: AT,
};

const vaTransaction = {
  id: 90,
  code: 'VAW-20261122-000090',
  type: 'WITHDRAWAL',
  status: 'PENDING',
  balance_type: 'VA',
  amount: '5000000',
  fee: '10000',
  rate: '1',
  amount_received: '4990000',
  currency: 'VND',
  received_currency: 'VND',
  source: { kind: 'WALLET', balance_type: 'VA' },
  destination: {
    kind: 'PAYMENT',
    id: 4,
    payment_type: 'BANK',
    account_name: 'NGUYEN VAN A',
    account_number: '0123456789',
    bank_name: 'Vietcombank',
  },
  qr_code_id: null,
  remark: null,
  status_history: [{ status: 'PENDING', at: AT, note: null }],
  created_at: AT,
  updated_at: AT,
};

const card = {
  id: 12,
  name: 'Ads budget',
  last4: '4242',
  brand: 'VISA',
  status: 'ACTIVE',
  balance: usd('150.25'),
  spending_limit: { amount: usd('1000'), interval: 'MONTH' },
  created_at: AT,
  updated_at: AT,
};

const cardTransaction = {
  id: 301,
  code: 'VC-000301',
  type: 'PAYMENT',
  detail_type: 'CARD_PAYMENT',
  status: 'SUCCESS',
  amount: usd('19.99'),
  fee: usd('0.30'),
  original_amount: { amount: '499000', currency: 'VND' },
  card: { id: 12, name: 'Ads budget', last4: '4242' },
  merchant: { name: 'Facebook Ads', country: 'IE' },
  failure_reason: null,
  created_at: AT,
  updated_at: AT,
};

const page = (item: unknown) => envelope({ items: [item], total: 1, page: 1, limit: 20 });

/* ---------------------------------------------------------------- the table */

describe('VA and card contract entries', () => {
  it('are exactly the SPEC calls of both groups', () => {
    expect(vaCalls.map(signature).sort()).toEqual([...SPEC_VA, ...ISSUE_14_VA].sort());
    expect(cardCalls.map(signature).sort()).toEqual([...SPEC_CARD].sort());
  });

  it('are all in CONTRACT, whose names stay unique', () => {
    for (const entry of ours) expect(CONTRACT).toContain(entry);
    const names = CONTRACT.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(ours.map((entry) => [entry.name, entry] as const))('%s describes exactly its path parameters', (_, entry) => {
    const declared = entry.params instanceof z.ZodObject ? Object.keys(entry.params.shape) : [];
    expect(declared.sort()).toEqual(pathParamNames(entry.path).sort());
  });

  it('asks for a w-token only where SPEC and PRODUCT.md do', () => {
    const withToken = ours.filter((entry) => entry.wToken).map((entry) => [entry.name, entry.wToken]);
    expect(withToken).toEqual([
      ['createVaWithdrawal', 'withdrawal'],
      ['getCardSensitive', 'card_sensitive'],
    ]);
  });

  it('requires an idempotency key on every money-moving POST, and only there', () => {
    const keyed = ours.filter((entry) => entry.idempotencyKey);
    expect(keyed.map((entry) => entry.name).sort()).toEqual(['createVaWithdrawal', 'issueCard', 'payQr', 'topUpCard']);
    for (const entry of keyed) {
      expect(entry.method).toBe('POST');
      expect(entry.idempotent).toBeUndefined();
    }
  });

  it('follows the role table of PRODUCT.md section 4', () => {
    expect(call('cancelCard').roles).toEqual(['DIRECTOR']);
    for (const entry of cardCalls) expect(entry.roles).not.toContain('SELLER');
    for (const entry of cardCalls) expect(entry.roles?.length).toBeGreaterThan(0);
    for (const name of [
      'createVirtualAccount',
      'createQrMerchant',
      'bulkUpdateVaPlatform',
      'assignVaPlatform',
      'createVaWithdrawal',
    ]) {
      expect(call(name).roles).toEqual(['DIRECTOR', 'FINANCE']);
    }
    for (const name of ['listVirtualAccounts', 'getVaTransaction', 'createQrCode', 'getQrStatistic']) {
      expect(call(name).roles).toBeUndefined();
    }
  });
});

/* ---------------------------------------------------------------- VA schemas */

describe('VA schemas', () => {
  it('take a VA with its timeline and refuse float money or a missing bank', () => {
    const detail = {
      ...virtualAccount,
      status_reason: null,
      status_history: [{ status: 'ACTIVE', at: AT, note: null }],
    };
    expect(parses('getVirtualAccount', 'response', envelope(detail))).toBe(true);
    expect(parses('listVirtualAccounts', 'response', page(virtualAccount))).toBe(true);
    const floatTotals = { ...virtualAccount.totals, received: { amount: 125000000, currency: 'VND' } };
    expect(parses('listVirtualAccounts', 'response', page({ ...virtualAccount, totals: floatTotals }))).toBe(false);
    const { bank: _bank, ...withoutBank } = virtualAccount;
    expect(parses('listVirtualAccounts', 'response', page(withoutBank))).toBe(false);
    expect(parses('getVirtualAccount', 'response', envelope({ ...detail, status_history: [] }))).toBe(false);
  });

  it('take the withdrawal body exactly as SPEC writes it', () => {
    const body = { range_of_rate: { id: 2 }, amount: '5000000', payment: { id: 4 }, withdrawal_source: 'VA' };
    expect(parses('createVaWithdrawal', 'body', body)).toBe(true);
    expect(parses('createVaWithdrawal', 'body', { ...body, amount: 5000000 })).toBe(false);
    expect(parses('createVaWithdrawal', 'body', { ...body, amount: '0' })).toBe(false);
    expect(parses('createVaWithdrawal', 'body', { ...body, withdrawal_source: 'VC' })).toBe(false);
    expect(parses('createVaWithdrawal', 'response', envelope(vaTransaction))).toBe(true);
    const { amount_received: _received, ...withoutReceived } = vaTransaction;
    expect(parses('createVaWithdrawal', 'response', envelope(withoutReceived))).toBe(false);
    expect(parses('createVaWithdrawal', 'response', envelope({ ...vaTransaction, fee: 10000.5 }))).toBe(false);
  });

  it('read per-type status lists from repeated or single query keys', () => {
    const query = schemaOf('listVaTransactions', 'query');
    expect(query.parse({ top_up_status: 'PENDING', withdraw_status: ['PROCESS', 'PENDING'] })).toMatchObject({
      top_up_status: ['PENDING'],
      withdraw_status: ['PROCESS', 'PENDING'],
      page: 1,
      limit: 20,
    });
    expect(query.safeParse({ top_up_status: ['DONE'] }).success).toBe(false);
    expect(query.safeParse({ from: '2026-11-22T00:00:00+07:00', to: '2026-11-21T00:00:00+07:00' }).success).toBe(false);
    expect(query.safeParse({ from: '2026-11-01T00:00:00+07:00', to: '2026-11-22T23:59:59+07:00' }).success).toBe(true);
  });

  it('bound QR statistics to a year and default the zone to Vietnam', () => {
    const query = schemaOf('getQrStatistic', 'query');
    expect(query.parse({ from: '2026-01-01T00:00:00Z', to: '2026-01-31T00:00:00Z' })).toMatchObject({
      time_zone: 'Asia/Ho_Chi_Minh',
    });
    expect(query.safeParse({ from: '2024-01-01T00:00:00Z', to: '2026-01-31T00:00:00Z' }).success).toBe(false);
    expect(query.safeParse({ to: '2026-01-31T00:00:00Z' }).success).toBe(false);
  });

  it('need a limit for every tier and refuse duplicate VAs in a bulk update', () => {
    const fee = { type: 'PERCENT', value: '0.5' };
    const settings = {
      limits: { STANDARD: vnd('100000000'), SILVER: vnd('500000000'), GOLD: vnd('2000000000'), DIAMOND: vnd('0') },
      fees: { 2: fee, 3: fee, 4: { type: 'FIXED', value: '5000', currency: 'VND' } },
      ranges_of_rate: [{ id: 1, currency: 'VND', min: '100000', max: null, rate: '1', received_currency: 'VND', fee }],
      current: { tier: 'GOLD', account_level: 3, limit: vnd('2000000000'), fee },
      qr_valid_seconds: 1800,
    };
    expect(parses('getVaSettings', 'response', envelope(settings))).toBe(true);
    const { DIAMOND: _diamond, ...threeTiers } = settings.limits;
    expect(parses('getVaSettings', 'response', envelope({ ...settings, limits: threeTiers }))).toBe(false);
    const items = [
      { id: 1, platform_id: 3 },
      { id: 1, platform_id: 4 },
    ];
    expect(parses('bulkUpdateVaPlatform', 'body', { items })).toBe(false);
    expect(parses('bulkUpdateVaPlatform', 'body', { items: items.slice(0, 1) })).toBe(true);
  });

  it('give a QR code its payload and expiry', () => {
    const qr = {
      id: 5,
      qr_merchant_id: 2,
      payload: '00020101021238570010A000000727',
      amount: null,
      currency: 'VND',
      description: 'Order 1042',
      status: 'PENDING',
      expires_at: '2026-11-22T09:00:00.000Z',
      created_at: AT,
    };
    expect(parses('createQrCode', 'response', envelope(qr))).toBe(true);
    const { expires_at: _expires, ...withoutExpiry } = qr;
    expect(parses('createQrCode', 'response', envelope(withoutExpiry))).toBe(false);
    expect(parses('createQrCode', 'body', { qr_merchant_id: 2, description: 'Order 1042' })).toBe(true);
    expect(parses('createQrCode', 'body', { qr_merchant_id: 2, description: 'x', amount: 1.5 })).toBe(false);
  });
});

/* ---------------------------------------------------------------- card schemas */

describe('card schemas', () => {
  it('show a card with its last four digits and never a full number', () => {
    expect(parses('listCards', 'response', page(card))).toBe(true);
    expect(parses('listCards', 'response', page({ ...card, pan: '4242424242424242' }))).toBe(false);
    expect(parses('listCards', 'response', page({ ...card, last4: '424242' }))).toBe(false);
    const detail = { ...card, status_history: [{ status: 'ACTIVE', at: AT, note: null }] };
    expect(parses('getCard', 'response', envelope(detail))).toBe(true);
    expect(parses('getCard', 'response', envelope({ ...detail, cvv: '123' }))).toBe(false);
  });

  it('answer a money-moving call with the card and its transaction', () => {
    const answer = envelope({ card, transaction: cardTransaction });
    expect(parses('topUpCard', 'response', answer)).toBe(true);
    expect(parses('issueCard', 'response', answer)).toBe(true);
    const floatFee = { ...cardTransaction, fee: { amount: 0.3, currency: 'USD' } };
    expect(parses('topUpCard', 'response', envelope({ card, transaction: floatFee }))).toBe(false);
    expect(parses('issueCard', 'body', { name: 'Ads', initial_amount: '50', funding_source: 'MAIN' })).toBe(true);
    expect(parses('issueCard', 'body', { name: 'Ads', initial_amount: '-5', funding_source: 'MAIN' })).toBe(false);
    expect(parses('issueCard', 'body', { name: 'Ads', initial_amount: '50', funding_source: 'VA' })).toBe(false);
  });

  it('carry the balances MAIN and VC', () => {
    expect(parses('getCardBalance', 'response', envelope({ MAIN: usd('500'), VC: usd('150.25') }))).toBe(true);
    expect(parses('getCardBalance', 'response', envelope({ MAIN: usd('500') }))).toBe(false);
  });

  it('send and verify a card OTP for the card_sensitive purpose only', () => {
    expect(parses('sendCardOtp', 'body', { purpose: 'card_sensitive', card_id: 12 })).toBe(true);
    expect(parses('sendCardOtp', 'body', { purpose: 'withdrawal', card_id: 12 })).toBe(false);
    expect(parses('verifyCardOtp', 'body', { code: '123456', card_id: 12 })).toBe(true);
    expect(parses('verifyCardOtp', 'body', { code: '12345', card_id: 12 })).toBe(false);
    expect(call('getCardSensitive').summary).toMatch(/no-store/);
    const sensitive = {
      card_id: 12,
      cardholder_name: 'CONG TY ABC',
      pan: '4242424242424242',
      cvv: '123',
      expiry_month: 11,
      expiry_year: 2029,
    };
    expect(parses('getCardSensitive', 'response', envelope(sensitive))).toBe(true);
    expect(parses('getCardSensitive', 'response', envelope({ ...sensitive, expiry_month: 13 }))).toBe(false);
  });

  it('filter transactions by type, status, card and detail types', () => {
    const query = schemaOf('listCardTransactions', 'query');
    expect(query.parse({ card_id: '12', detail_type: 'CARD_PAYMENT', status: 'SUCCESS' })).toMatchObject({
      card_id: 12,
      detail_type: ['CARD_PAYMENT'],
    });
    expect(query.safeParse({ status: 'FAILED' }).success).toBe(false);
    expect(parses('listCardTransactions', 'response', page(cardTransaction))).toBe(true);
    const { detail_type: _detail, ...withoutDetail } = cardTransaction;
    expect(parses('listCardTransactions', 'response', page(withoutDetail))).toBe(false);
  });
});
