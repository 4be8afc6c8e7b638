/**
 * /vc/transactions' list and open detail, called as the island calls them against a fake API and a fake page: the
 * filters come from and go to the address bar, bad values are dropped (SPEC section 5), a backwards date range is
 * sent in order, and the detail's `?id=` lives beside the filters without the list reloading or dropping it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePage } from '../../stores/kit/fake-page.ts';

const server = vi.hoisted(() => ({ calls: [] as Record<string, unknown>[] }));

vi.mock('../../../src/stores/api.ts', () => ({
  api: {
    listCardTransactions: async (input: { query: Record<string, unknown> }) => {
      server.calls.push(input.query);
      return { items: [], total: 0, page: 1, limit: 20 };
    },
  },
}));

const { createCardTxList, createDetailParam, detailIdOf, withDetail } = await import(
  '../../../src/features/cards/transactions-store.ts'
);
const { resetAllStores } = await import('../../../src/stores/reset.ts');

async function settled(): Promise<void> {
  await vi.waitFor(() => undefined);
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

beforeEach(() => {
  server.calls.length = 0;
});
afterEach(() => resetAllStores());

describe('the card transaction filters and the address bar', () => {
  it('reads type, status, card, detail types, range, search and page, and sends them', async () => {
    const page = fakePage(
      '?type=PAYMENT&status=SUCCESS&card_id=7&detail_type=CARD_PAYMENT&detail_type=CARD_REFUND&search=shop&page=2',
    );
    const list = createCardTxList(page);
    list.start();
    await settled();
    expect(list.$query.get()).toEqual({
      type: 'PAYMENT',
      status: 'SUCCESS',
      card_id: 7,
      detail_type: ['CARD_PAYMENT', 'CARD_REFUND'],
      search: 'shop',
      page: 2,
    });
    expect(server.calls.at(-1)).toEqual({
      type: 'PAYMENT',
      status: 'SUCCESS',
      card_id: 7,
      detail_type: ['CARD_PAYMENT', 'CARD_REFUND'],
      search: 'shop',
      page: 2,
    });
  });

  it('drops what the call would refuse and tidies the address', async () => {
    const page = fakePage('?type=SPEND&status=DONE&card_id=-3&detail_type=NOPE&from=yesterday&page=0&x=1&search=');
    const list = createCardTxList(page);
    list.start();
    await settled();
    expect(list.$query.get()).toEqual({});
    expect(server.calls.at(-1)).toEqual({});
    expect(page.address).toBe('');
  });

  it('sends a backwards date range in order, keeping the address as typed', async () => {
    const from = '2026-11-20T00:00:00.000Z';
    const to = '2026-11-01T00:00:00.000Z';
    const page = fakePage(`?from=${from}&to=${to}`);
    createCardTxList(page).start();
    await settled();
    expect(server.calls.at(-1)).toEqual({ from: to, to: from });
  });

  it('writes a changed filter to the address as a new entry, back on page 1', async () => {
    const page = fakePage('?status=PENDING&page=3');
    const list = createCardTxList(page);
    list.start();
    await settled();
    list.setFilters({ type: 'PAYMENT', card_id: 4 });
    await settled();
    expect(page.writes.at(-1)).toEqual({ search: '?type=PAYMENT&status=PENDING&card_id=4', mode: 'push' });
    expect(server.calls.at(-1)).toEqual({ type: 'PAYMENT', status: 'PENDING', card_id: 4 });
  });
});

describe('the open detail in the address', () => {
  it('reads only a positive whole id', () => {
    expect(detailIdOf('?type=PAYMENT&id=42')).toBe(42);
    for (const bad of ['', '?id=', '?id=0', '?id=-1', '?id=1.5', '?id=abc', '?id=99999999999']) {
      expect(detailIdOf(bad)).toBeNull();
    }
    expect(withDetail('?type=PAYMENT&id=1', 9)).toBe('?type=PAYMENT&id=9');
    expect(withDetail('?id=9', null)).toBe('');
  });

  it('keeps the list’s filters and the id apart: the list neither sees it nor drops it', async () => {
    const page = fakePage('?type=PAYMENT&card_id=3&id=12');
    const list = createCardTxList(page);
    list.start();
    await settled();
    expect(list.$query.get()).toEqual({ type: 'PAYMENT', card_id: 3 });
    expect(page.address).toBe('?type=PAYMENT&card_id=3&id=12');
    expect(server.calls.at(-1)).toEqual({ type: 'PAYMENT', card_id: 3 });
  });

  it('opens with a new history entry, and Back closes it without reloading the list', async () => {
    const page = fakePage('?type=PAYMENT');
    const list = createCardTxList(page);
    list.start();
    await settled();
    const before = server.calls.length;
    const history = ['?type=PAYMENT'];
    const back = () => {
      history.pop();
      page.address = history.at(-1) ?? '';
      page.emit('popstate');
    };
    const detail = createDetailParam(page, back);
    detail.start();
    expect(detail.$id.get()).toBeNull();
    detail.open(12);
    history.push(page.address);
    expect(page.writes.at(-1)).toEqual({ search: '?type=PAYMENT&id=12', mode: 'push' });
    expect(detail.$id.get()).toBe(12);
    detail.close();
    expect(detail.$id.get()).toBeNull();
    expect(page.address).toBe('?type=PAYMENT');
    await settled();
    expect(server.calls.length).toBe(before);
    expect(list.$query.get()).toEqual({ type: 'PAYMENT' });
  });

  it('closes a detail opened by a link in place (no Back to leave the page by)', () => {
    const page = fakePage('?status=PENDING&id=5');
    const back = vi.fn();
    const detail = createDetailParam(page, back);
    detail.start();
    expect(detail.$id.get()).toBe(5);
    detail.close();
    expect(back).not.toHaveBeenCalled();
    expect(page.writes.at(-1)).toEqual({ search: '?status=PENDING', mode: 'replace' });
    expect(detail.$id.get()).toBeNull();
  });

  it('reloads the list when Back changes its filters', async () => {
    const page = fakePage('?type=PAYMENT');
    const list = createCardTxList(page);
    list.start();
    await settled();
    const before = server.calls.length;
    page.address = '?type=REFUND';
    page.emit('popstate');
    await settled();
    expect(server.calls.length).toBe(before + 1);
    expect(list.$query.get()).toEqual({ type: 'REFUND' });
  });
});
