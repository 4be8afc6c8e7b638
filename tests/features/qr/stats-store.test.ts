/** The QR statistics store (src/features/qr/stats-store.ts): the period and merchant in the address, the range asked. */
import { describe, expect, it, vi } from 'vitest';
import { choiceOf, createStatsStore, searchOf } from '../../../src/features/qr/stats-store.ts';
import { fakePage } from '../../stores/kit/fake-page.ts';

vi.mock('../../../src/stores/api.ts', () => ({ api: {} }));

const NOW = new Date('2026-03-15T03:00:00.000Z');
const statistic = (count: number) => ({
  currency: 'VND',
  total: { count, amount: String(count * 1000) },
  by_status: [],
  by_day: [],
});

function fakeApi() {
  const queries: Record<string, unknown>[] = [];
  const getQrStatistic = vi.fn(async ({ query }: { query: Record<string, unknown> }) => {
    queries.push(query);
    return { status: true as const, data: statistic(queries.length) };
  });
  return { queries, api: { getQrStatistic } as never };
}

describe('choiceOf and searchOf', () => {
  it('read the period and a known merchant from the address, and write them back keeping the rest', () => {
    expect(choiceOf('?period=7d&merchant=4', [4, 5])).toEqual({ period: '7d', merchant: 4 });
    expect(choiceOf('?period=year&merchant=9', [4, 5])).toEqual({ period: '30d', merchant: null });
    expect(searchOf('?x=1&merchant=4', { period: 'month', merchant: null })).toBe('?x=1&period=month');
  });
});

describe('createStatsStore', () => {
  it('asks the range of the address’s period, and a new period goes to the address and asks again', async () => {
    const page = fakePage('?period=7d');
    const { api, queries } = fakeApi();
    const store = createStatsStore({ api, env: page, now: () => NOW });
    const stop = store.start([4]);
    await vi.waitFor(() => expect(store.$state.get().status).toBe('ready'));
    expect(queries[0]).toEqual({ from: '2026-03-08T17:00:00.000Z', to: NOW.toISOString() });

    store.setPeriod('month');
    store.setMerchant(4);
    await vi.waitFor(() => expect(queries).toHaveLength(3));
    expect(page.address).toBe('?period=month&merchant=4');
    expect(page.writes.map((write) => write.mode)).toEqual(['push', 'push']);
    expect(queries[2]).toEqual({ from: '2026-02-28T17:00:00.000Z', to: NOW.toISOString(), qr_merchant_id: 4 });
    await vi.waitFor(() => expect(store.$state.get()).toMatchObject({ status: 'ready', period: 'month', merchant: 4 }));

    // Back: the address is read again.
    page.address = '?period=90d';
    page.emit('popstate');
    await vi.waitFor(() =>
      expect(store.$state.get()).toMatchObject({ status: 'ready', period: '90d', merchant: null }),
    );
    stop();
    expect(page.listeners('popstate')).toBe(0);
  });
});
