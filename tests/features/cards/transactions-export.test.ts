/**
 * The card transactions export and the date filter's days: a row carries the signed exact amount, the fee and the
 * original amount with their own currencies, and the words in the user's language; a local day becomes the instants
 * the call takes and back, an impossible day none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CardTransactionType } from '../../../src/contract/calls/card.ts';
import { dayEnd, dayOf, dayStart, inOrder } from '../../../src/features/cards/transactions-days.ts';
import { cardTxExportColumns, cardTxExportRow } from '../../../src/features/cards/transactions-export.ts';
import { setLocale } from '../../../src/lib/i18n.ts';

afterEach(() => setLocale('en', { reload: false }));

const spend: CardTransactionType = {
  id: 7,
  code: 'VCT00000007',
  type: 'PAYMENT',
  detail_type: 'CARD_PAYMENT',
  status: 'FAILURE',
  amount: { amount: '20.41', currency: 'USD' },
  fee: { amount: '0.41', currency: 'USD' },
  original_amount: { amount: '518000', currency: 'VND' },
  card: { id: 3, name: 'Shopify apps', last4: '5973' },
  merchant: { name: 'Grab', country: 'VN' },
  failure_reason: 'DECLINED_BY_MERCHANT',
  created_at: '2026-11-22T03:12:00.000Z',
  updated_at: '2026-11-22T03:12:05.000Z',
};

describe('a card transaction as an export row', () => {
  it('signs the amount, keeps every currency and words the rest', () => {
    expect(cardTxExportRow(spend)).toEqual({
      created_at: spend.created_at,
      code: 'VCT00000007',
      type: 'Spend',
      detail_type: 'Card spend at a merchant',
      status: 'Failed',
      card: 'Shopify apps •••• 5973',
      merchant: 'Grab',
      amount: '-20.41',
      currency: 'USD',
      fee: '0.41',
      fee_currency: 'USD',
      original_amount: '518000',
      original_currency: 'VND',
      failure_reason: 'Declined by the merchant',
    });
    const keys = cardTxExportColumns().map((column) => column.key);
    expect(keys).toEqual(
      expect.arrayContaining(Object.keys(cardTxExportRow(spend)).filter((key) => !key.endsWith('currency'))),
    );
  });

  it('names a wallet movement and a refund in Vietnamese', () => {
    setLocale('vi', { reload: false });
    const row = cardTxExportRow({ ...spend, type: 'REFUND', card: null, merchant: null, original_amount: null });
    expect(row).toMatchObject({
      type: 'Hoàn tiền',
      card: 'Ví thẻ',
      merchant: null,
      amount: '20.41',
      original_amount: null,
      failure_reason: 'Bị cửa hàng từ chối',
    });
  });
});

describe('the date filter’s days', () => {
  it('turns a local day into its first and last instants, and an instant back into its day', () => {
    const start = dayStart('2026-11-05');
    const end = dayEnd('2026-11-05');
    expect(start && dayOf(start)).toBe('2026-11-05');
    expect(end && dayOf(end)).toBe('2026-11-05');
    expect(Date.parse(end ?? '') - Date.parse(start ?? '')).toBe(86_400_000 - 1);
  });

  it('has no instant for a day that does not exist or is not a day', () => {
    for (const day of ['2026-02-30', '2026-13-01', '', 'yesterday']) expect(dayStart(day)).toBeUndefined();
    expect(dayOf(undefined)).toBe('');
    expect(dayOf('not a date')).toBe('');
  });

  it('puts a backwards range in order and leaves others alone', () => {
    expect(inOrder({ from: '2026-11-20T00:00:00Z', to: '2026-11-01T00:00:00Z' })).toEqual({
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-20T00:00:00Z',
    });
    const open = { from: '2026-11-20T00:00:00Z' };
    expect(inOrder(open)).toBe(open);
  });
});
