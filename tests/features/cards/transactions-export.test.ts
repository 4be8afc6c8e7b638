/**
 * What the card transactions export holds: a row carries the signed exact amount, the fee and the original amount
 * with their own currencies, and the words in the user's language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CardTransactionType } from '../../../src/contract/calls/card.ts';
import { CARD_TX_FILE } from '../../../src/features/cards/transactions-export.ts';
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
    expect(CARD_TX_FILE.row(spend)).toEqual({
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
    const keys = CARD_TX_FILE.columns().map((column) => column.key);
    expect(keys).toEqual(
      expect.arrayContaining(Object.keys(CARD_TX_FILE.row(spend)).filter((key) => !key.endsWith('currency'))),
    );
  });

  it('names a wallet movement and a refund in Vietnamese', () => {
    setLocale('vi', { reload: false });
    const row = CARD_TX_FILE.row({ ...spend, type: 'REFUND', card: null, merchant: null, original_amount: null });
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
