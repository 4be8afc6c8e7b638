import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/lib/i18n.ts';
import { summaryRows } from '../../src/ui/confirm-summary.ts';

afterEach(() => setLocale('en', { reload: false }));

describe('confirm summary rows', () => {
  it('a money summary: amount first, then fee, received and destination', () => {
    const rows = summaryRows(
      {
        amount: { amount: '2000000', currency: 'VND' },
        fee: { amount: '11000', currency: 'VND' },
        received: { amount: '1989000', currency: 'VND' },
        destination: 'Vietcombank •••• 6789',
      },
      'en',
    );
    expect(rows.map(([label]) => label)).toEqual(['Amount', 'Fee', 'Amount received', 'Sent to']);
  });

  it('a summary without an amount (a payment method being added) shows only its facts, in order', () => {
    setLocale('vi', { reload: false });
    const rows = summaryRows(
      {
        facts: [
          { label: 'Ngân hàng', value: 'Vietcombank' },
          { label: 'Số tài khoản', value: '0123456789' },
        ],
      },
      'vi',
    );
    expect(rows).toEqual([
      ['Ngân hàng', 'Vietcombank'],
      ['Số tài khoản', '0123456789'],
    ]);
  });
});
