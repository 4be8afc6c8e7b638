import { describe, expect, it } from 'vitest';
import { invoiceCalls } from '../../src/contract/calls/invoices.ts';
import { topUpCalls } from '../../src/contract/calls/top-ups.ts';
import { vaCalls } from '../../src/contract/calls/va.ts';
import { walletTransferCalls } from '../../src/contract/calls/wallet-transfers.ts';
import type { CallDefinition } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';

const ISSUE_11: readonly CallDefinition[] = [...topUpCalls, ...invoiceCalls, ...walletTransferCalls];
const route = (call: CallDefinition) => `${call.name} ${call.method} ${call.path} ${call.client}`;
const byName = (name: string) => ISSUE_11.find((call) => call.name === name);

describe('contract entries of issue 11: top-ups, invoices, internal transfers', () => {
  it('has exactly the designed calls, all in CONTRACT (136 in all)', () => {
    expect(ISSUE_11.map(route).sort()).toEqual(
      [
        'cancelInvoice PUT /invoices/{id}/cancel client',
        'createInternalTransfer POST /wallets/transfers client',
        'createInvoice POST /invoices client',
        'createTopUp POST /top-ups client',
        'getInvoice GET /invoices/{id} client',
        'getTopUp GET /top-ups/{id} client',
        'listInvoices GET /invoices client',
      ].sort(),
    );
    expect(CONTRACT.map((call) => call.name)).toEqual(expect.arrayContaining(ISSUE_11.map((call) => call.name)));
    expect(CONTRACT).toHaveLength(136);
  });

  it('money-moving calls need an Idempotency-Key and are closed to SELLER; invoices are read by every role', () => {
    const money = ['createTopUp', 'createInvoice', 'createInternalTransfer'];
    for (const name of money)
      expect(byName(name)).toMatchObject({ idempotencyKey: true, roles: ['DIRECTOR', 'FINANCE'] });
    expect(byName('getTopUp')?.roles).toEqual(['DIRECTOR', 'FINANCE']);
    expect(byName('cancelInvoice')).toMatchObject({ idempotent: true, roles: ['DIRECTOR', 'FINANCE'] });
    expect([byName('listInvoices')?.roles, byName('getInvoice')?.roles]).toEqual([undefined, undefined]);
  });

  it('refuses a transfer to the same wallet on `to`', () => {
    const body = byName('createInternalTransfer')?.body;
    const same = body?.safeParse({ from: 'VA', to: 'VA', amount: '1', currency: 'VND' });
    expect(same?.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['to', 'same_wallet']]);
    expect(body?.safeParse({ from: 'VA', to: 'MAIN', amount: '1', currency: 'VND' }).success).toBe(true);
  });

  it('compares the list’s amount bounds as numbers: 9 is below 10', () => {
    const query = vaCalls.find((call) => call.name === 'listVaTransactions')?.query;
    expect(query?.safeParse({ amount_min: '9', amount_max: '10' }).success).toBe(true);
    const upsideDown = query?.safeParse({ amount_min: '10', amount_max: '9' });
    expect(upsideDown?.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amount_max', 'amount_range_invalid'],
    ]);
    for (const bad of ['-1', '1e3', '01', '1.', ' 1', `1${'0'.repeat(18)}`, `0.${'1'.repeat(21)}`]) {
      expect(query?.safeParse({ amount_min: bad }).success, bad).toBe(false);
    }
  });
});
