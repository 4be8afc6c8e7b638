/**
 * The scoped transaction lists (/va/transactions, /va/qr-transaction) and /transactions, through the list store the
 * screens use: each call carries the scope's balance (never the address bar), after SPEC section 4's status
 * rewrites; rows lead to the scope's own detail page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePage } from '../../stores/kit/fake-page.ts';

const server = vi.hoisted(() => ({ calls: [] as Record<string, unknown>[] }));

vi.mock('../../../src/stores/api.ts', () => ({
  api: {
    listVaTransactions: async (input: { query: Record<string, unknown> }) => {
      server.calls.push(input.query);
      return { status: true, data: { items: [], total: 0, page: 1, limit: 20 } };
    },
  },
}));

const { createTransactionList } = await import('../../../src/features/transactions/list-store.ts');
const { detailHref, SCOPES } = await import('../../../src/features/transactions/scope.ts');
const { resetAllStores } = await import('../../../src/stores/reset.ts');

async function settled(): Promise<void> {
  await vi.waitFor(() => undefined);
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

/** The query the server is sent for a scope's list opened at `address`, and what the address bar keeps. */
async function opened(scope: keyof typeof SCOPES, address: string) {
  const page = fakePage(address);
  const list = createTransactionList(SCOPES[scope], page);
  const stop = list.start();
  await settled();
  stop();
  return { sent: server.calls.at(-1) ?? null, query: list.$query.get(), calls: server.calls.length };
}

beforeEach(() => {
  server.calls.length = 0;
});
afterEach(() => resetAllStores());

describe('scoped transaction lists', () => {
  it('fixes /va/transactions to the VA balance and /va/qr-transaction to the QR-merchant one, outside the address', async () => {
    const va = await opened('va', '?type=TOP_UP');
    expect(va.sent).toMatchObject({ type: 'TOP_UP', balance_type: 'VA' });
    expect(va.query).toEqual({ type: 'TOP_UP' });
    const qr = await opened('qr', '');
    expect(qr.sent).toMatchObject({ balance_type: 'QR_MERCHANT' });
    const all = await opened('all', '');
    expect(all.sent).not.toHaveProperty('balance_type');
  });

  it('applies the status rewrites with the scope kept', async () => {
    // PENDING alone forces type WITHDRAWAL.
    expect((await opened('va', '?status=PENDING')).sent).toEqual({
      status: 'PENDING',
      type: 'WITHDRAWAL',
      balance_type: 'VA',
    });
    // PROCESS with no type: top-up PENDING and PROCESS plus withdraw PROCESS, and no plain status.
    expect((await opened('qr', '?status=PROCESS')).sent).toEqual({
      top_up_status: ['PENDING', 'PROCESS'],
      withdraw_status: ['PROCESS'],
      balance_type: 'QR_MERCHANT',
    });
    // PROCESS with TOP_UP: only the top-up statuses.
    expect((await opened('va', '?type=TOP_UP&status=PROCESS')).sent).toEqual({
      type: 'TOP_UP',
      top_up_status: ['PENDING', 'PROCESS'],
      balance_type: 'VA',
    });
  });

  it('asks nothing for PENDING top-ups (no row can match) and shows the empty list', async () => {
    const page = fakePage('?type=TOP_UP&status=PENDING');
    const list = createTransactionList(SCOPES.qr, page);
    list.start();
    await settled();
    expect(server.calls).toEqual([]);
    expect(list.$state.get().status).toBe('empty');
  });

  it("links a row to its scope's detail page", () => {
    expect(detailHref(SCOPES.all, 7)).toBe('/transactions/7');
    expect(detailHref(SCOPES.va, 7)).toBe('/va/transactions/7');
    expect(detailHref(SCOPES.qr, 7)).toBe('/va/qr-transaction/7');
  });
});
