/**
 * The transaction screens' plain functions: which way money moved and how its amount is signed, the query the
 * server gets, and the export of every row of the filter.
 */
import { describe, expect, it, vi } from 'vitest';
import type { VaTransactionSummaryType } from '../../../src/contract/calls/va.ts';
import type { ExportOptions } from '../../../src/lib/export/types.ts';
import { fakePage } from '../../stores/kit/fake-page.ts';

// The list's own call answers no rows: these tests read what it would be sent.
vi.mock('../../../src/stores/api.ts', () => ({
  api: { listVaTransactions: async () => ({ status: true, data: { items: [], total: 0, page: 1, limit: 20 } }) },
}));

const { withBound } = await import('../../../src/features/transactions/amount-range.tsx');
const money = await import('../../../src/lib/money.ts');
const { TRANSACTIONS_FILE } = await import('../../../src/features/transactions/export.ts');
const { exportList } = await import('../../../src/stores/kit/list-export.ts');
const { signedMoney, transactionDirection } = await import('../../../src/features/transactions/format.ts');
const { createTransactionList } = await import('../../../src/features/transactions/list-store.ts');
const { SCOPES } = await import('../../../src/features/transactions/scope.ts');

const WITHDRAWAL: VaTransactionSummaryType = {
  id: 7,
  code: 'VAW-20261122-000007',
  type: 'WITHDRAWAL',
  status: 'APPROVED',
  balance_type: 'MAIN',
  amount: '500000',
  fee: '11000',
  rate: '1',
  amount_received: '489000',
  currency: 'VND',
  received_currency: 'VND',
  source: { kind: 'WALLET', balance_type: 'MAIN' },
  destination: {
    kind: 'PAYMENT',
    id: 3,
    payment_type: 'BANK',
    account_name: 'NGUYEN MINH ANH',
    account_number: '0071001234567',
    bank_name: 'Vietcombank',
  },
  qr_code_id: null,
  remark: null,
  created_at: '2026-11-22T06:39:00.000Z',
  updated_at: '2026-11-22T07:39:00.000Z',
};
const TOP_UP: VaTransactionSummaryType = {
  ...WITHDRAWAL,
  id: 8,
  code: 'VAT-20261122-000008',
  type: 'TOP_UP',
  amount: '1250000.5',
  currency: 'USD',
  source: { kind: 'EXTERNAL', account_name: null, account_number: null, bank_name: null },
};

describe('direction and sign', () => {
  it("credits top-ups, debits withdrawals, follows an adjustment's sign, and leaves moves between own wallets", () => {
    expect(transactionDirection(TOP_UP)).toBe('in');
    expect(transactionDirection(WITHDRAWAL)).toBe('out');
    expect(transactionDirection({ type: 'ADJUSTMENT', amount: '-5' })).toBe('out');
    expect(transactionDirection({ type: 'ADJUSTMENT', amount: '5' })).toBe('in');
    expect(transactionDirection({ type: 'INTERNAL', amount: '5' })).toBeNull();
  });

  it('signs the amount, exactly, in the locale', () => {
    expect(signedMoney(WITHDRAWAL, 'vi')).toBe('-500.000\u00a0₫');
    expect(signedMoney(TOP_UP, 'en')).toBe('+$1,250,000.50');
    expect(signedMoney({ type: 'INTERNAL', amount: '5', currency: 'USD' }, 'en')).toBe('$5.00');
  });
});

describe('the query the server gets', () => {
  const backwards = { from: '2026-03-02T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' };
  const address = (query: Record<string, string>) => `?${new URLSearchParams(query)}`;

  it('has the range typed backwards in order, then the statuses rewritten (SPEC section 4)', () => {
    const list = createTransactionList(SCOPES.all, fakePage(address({ ...backwards, status: 'PENDING' })));
    list.start();
    expect(list.request({ page: 1 })).toMatchObject({
      from: backwards.to,
      to: backwards.from,
      status: 'PENDING',
      type: 'WITHDRAWAL',
    });
  });

  it('is none when no row can match', () => {
    const list = createTransactionList(SCOPES.all, fakePage(address({ status: 'PENDING', type: 'TOP_UP' })));
    list.start();
    expect(list.request({ page: 1 })).toBeNull();
  });
});

describe('the amount range', () => {
  it('sets and clears a bound, and keeps the two in order (the call refuses a minimum above the maximum)', () => {
    expect(withBound(money, {}, 'amount_min', '100')).toEqual({ amount_min: '100' });
    expect(withBound(money, { amount_min: '100' }, 'amount_max', '2500000.5')).toEqual({
      amount_min: '100',
      amount_max: '2500000.5',
    });
    expect(withBound(money, { amount_min: '300000' }, 'amount_max', '20000')).toEqual({
      amount_min: '20000',
      amount_max: '300000',
    });
    expect(withBound(money, { amount_min: '5', amount_max: '9' }, 'amount_min', undefined)).toEqual({
      amount_min: undefined,
      amount_max: '9',
    });
  });
});

describe('the export', () => {
  it("fetches every row of the filter, then writes them with exact signed amounts in the user's language", async () => {
    const made: ExportOptions[] = [];
    const progress: unknown[] = [];
    await exportList(
      TRANSACTIONS_FILE,
      {
        fetchAll: async ({ onProgress }) => {
          onProgress({ loaded: 2, total: 2 });
          return { rows: [WITHDRAWAL, TOP_UP] };
        },
        exportRows: async (options) => {
          made.push(options);
          options.onProgress?.({ done: 2, total: 2 });
        },
      },
      'csv',
      (step) => progress.push(step),
      new Date('2026-11-25T10:00:00Z'),
    );
    const [options] = made;
    expect(options?.fileName).toBe('transactions-2026-11-25');
    expect(options?.columns.map((column) => column.key)).toEqual([
      'created_at',
      'code',
      'type',
      'status',
      'party',
      'wallet',
      'amount',
      'fee',
      'amount_received',
    ]);
    expect(options?.rows).toEqual([
      expect.objectContaining({
        code: WITHDRAWAL.code,
        type: 'Withdrawal',
        status: 'Approved',
        party: 'NGUYEN MINH ANH (Vietcombank · 0071001234567)',
        amount: '-500000',
        currency: 'VND',
      }),
      expect.objectContaining({
        code: TOP_UP.code,
        type: 'Top-up',
        party: 'Not reported by the bank',
        amount: '1250000.5',
      }),
    ]);
    expect(progress).toEqual([
      { done: 2, total: 2 },
      { done: 2, total: 2 },
    ]);
  });

  it('fails when a page of rows could not be fetched, writing nothing', async () => {
    const exportRows = vi.fn();
    await expect(
      exportList(
        TRANSACTIONS_FILE,
        { fetchAll: async () => ({ failure: { message: 'Network Error' } }), exportRows },
        'pdf',
        () => undefined,
      ),
    ).rejects.toThrow('Network Error');
    expect(exportRows).not.toHaveBeenCalled();
  });
});
