/**
 * How card transactions are worded and signed: every type, detail type and status has its own label in English
 * and Vietnamese, every status its own colour, and an amount's sign follows its type.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CardDetailType, CardTransactionStatus, CardTransactionType } from '../../../src/contract/calls/card.ts';
import { txSignedDecimal, txSignedMoney } from '../../../src/features/cards/tx-amount.ts';
import {
  isFinalTx,
  txDetailLabel,
  txStatusLabel,
  txStatusTone,
  txTypeLabel,
} from '../../../src/features/cards/tx-labels.ts';
import { setLocale } from '../../../src/lib/i18n.ts';

afterEach(() => setLocale('en', { reload: false }));

const TYPES = CardTransactionType.options;
const DETAILS = CardDetailType.options;
const STATUSES = CardTransactionStatus.options;

/** Labels in `locale`, checked to be words (not the raw value) and each different from the others. */
function distinctLabels<T extends string>(values: readonly T[], label: (value: T) => string): string[] {
  const labels = values.map(label);
  for (const [index, text] of labels.entries()) {
    expect(text).not.toBe(values[index]);
    expect(text.trim()).not.toBe('');
  }
  expect(new Set(labels).size).toBe(values.length);
  return labels;
}

describe('card transaction labels', () => {
  it('words every type, detail type and status in English, PAYMENT as Spend', () => {
    distinctLabels(TYPES, txTypeLabel);
    distinctLabels(DETAILS, txDetailLabel);
    distinctLabels(STATUSES, txStatusLabel);
    expect(txTypeLabel('PAYMENT')).toBe('Spend');
    expect(TYPES.map(txTypeLabel)).toEqual(['Top-up', 'Withdrawal', 'Spend', 'Refund']);
  });

  it('words every one of them in Vietnamese too, differently from English', () => {
    const english = [...TYPES.map(txTypeLabel), ...DETAILS.map(txDetailLabel), ...STATUSES.map(txStatusLabel)];
    setLocale('vi', { reload: false });
    distinctLabels(TYPES, txTypeLabel);
    distinctLabels(DETAILS, txDetailLabel);
    distinctLabels(STATUSES, txStatusLabel);
    const vietnamese = [...TYPES.map(txTypeLabel), ...DETAILS.map(txDetailLabel), ...STATUSES.map(txStatusLabel)];
    for (const [index, text] of vietnamese.entries()) expect(text).not.toBe(english[index]);
    expect(txTypeLabel('PAYMENT')).toBe('Chi tiêu');
  });

  it('gives each status a colour of its own', () => {
    expect(new Set(STATUSES.map(txStatusTone)).size).toBe(STATUSES.length);
    expect(txStatusTone('SUCCESS')).toBe('success');
    expect(txStatusTone('FAILURE')).toBe('danger');
  });

  it('calls CANCEL, FAILURE and SUCCESS final, PENDING and PROCESSING not', () => {
    expect(STATUSES.filter((status) => isFinalTx({ status }))).toEqual(['CANCEL', 'FAILURE', 'SUCCESS']);
  });
});

describe('the amount sign', () => {
  const usd = (amount: string) => ({ amount, currency: 'USD' });

  it('adds top-ups and refunds, takes withdrawals and spends away, exactly', () => {
    expect(txSignedDecimal({ type: 'TOP_UP', amount: usd('100.00') })).toBe('100');
    expect(txSignedDecimal({ type: 'REFUND', amount: usd('12.34') })).toBe('12.34');
    expect(txSignedDecimal({ type: 'PAYMENT', amount: usd('12.34') })).toBe('-12.34');
    expect(txSignedDecimal({ type: 'WITHDRAWAL', amount: usd('0.10000000000000000001') })).toBe(
      '-0.10000000000000000001',
    );
    expect(txSignedDecimal({ type: 'PAYMENT', amount: usd('0') })).toBe('0');
  });

  it('shows the sign in the user’s language', () => {
    expect(txSignedMoney({ type: 'PAYMENT', amount: usd('1234.5') }, 'en')).toMatch(/^-\$1,234\.50$/);
    expect(txSignedMoney({ type: 'REFUND', amount: usd('1234.5') }, 'en')).toMatch(/^\+\$1,234\.50$/);
    const vi = txSignedMoney({ type: 'PAYMENT', amount: usd('1234.5') }, 'vi');
    expect(vi).toContain('1.234,50');
    expect(vi.startsWith('-')).toBe(true);
  });
});
