/**
 * The QR statistics (GET /virtual-accounts/qr/statistic) of a period and a merchant (or all of them), both kept in
 * the address (`?period=30d&merchant=12`) so a reload, Back and a shared link show the same figures. A newer choice
 * cancels the answer an older one would bring.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { QrStatisticType } from '../../contract/calls/va.ts';
import { type ApiFailure, isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { api as browserApi } from '../../stores/api.ts';
import { browserPage, type PageEnv } from '../../stores/kit/page-env.ts';
import { type Period, periodOf, periodRange } from './period.ts';

type StatsApi = Pick<Api, 'getQrStatistic'>;

export interface StatsChoice {
  readonly period: Period;
  /** One merchant's id, or null for all. */
  readonly merchant: number | null;
}

export type StatsState = StatsChoice &
  (
    | { readonly status: 'loading'; readonly data: QrStatisticType | null }
    | { readonly status: 'ready'; readonly data: QrStatisticType; readonly from: string; readonly to: string }
    | { readonly status: 'error'; readonly data: null; readonly failure: ApiFailure }
  );

export interface StatsStoreOptions {
  readonly api?: StatsApi;
  readonly env?: PageEnv;
  readonly now?: () => Date;
}

/** The choice an address holds; an unknown merchant id is dropped (the list decides which exist). */
export function choiceOf(search: string, merchants: readonly number[]): StatsChoice {
  const params = new URLSearchParams(search);
  const merchant = Number(params.get('merchant'));
  return { period: periodOf(params.get('period')), merchant: merchants.includes(merchant) ? merchant : null };
}

/** The address of a choice, other parameters kept; the defaults are left out. */
export function searchOf(search: string, choice: StatsChoice): string {
  const params = new URLSearchParams(search);
  params.set('period', choice.period);
  if (choice.merchant === null) params.delete('merchant');
  else params.set('merchant', String(choice.merchant));
  return `?${params.toString()}`;
}

export function createStatsStore(options: StatsStoreOptions = {}) {
  const api = options.api ?? browserApi;
  const env = options.env ?? browserPage;
  const now = options.now ?? (() => new Date());
  const $state = atom<StatsState>({ period: periodOf(null), merchant: null, status: 'loading', data: null });
  let merchants: readonly number[] = [];
  let controller: AbortController | null = null;

  async function load(choice: StatsChoice): Promise<void> {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    $state.set({ ...choice, status: 'loading', data: $state.get().data });
    const range = periodRange(choice.period, now());
    const query = { ...range, ...(choice.merchant === null ? {} : { qr_merchant_id: choice.merchant }) };
    const answer = await api.getQrStatistic({ query }, { signal: current.signal });
    if (controller !== current) return;
    controller = null;
    if (isApiFailure(answer)) $state.set({ ...choice, status: 'error', data: null, failure: answer });
    else $state.set({ ...choice, status: 'ready', data: answer.data, ...range });
  }

  function choose(patch: Partial<StatsChoice>): void {
    const { period, merchant } = $state.get();
    const choice = { period, merchant, ...patch };
    env.writeSearch(searchOf(env.search(), choice), 'push');
    void load(choice);
  }

  return {
    $state: $state as ReadableAtom<StatsState>,
    /** Read the address and load; follows Back and Forward. Returns the stop function. */
    start(merchantIds: readonly number[]): () => void {
      merchants = merchantIds;
      void load(choiceOf(env.search(), merchants));
      const off = env.on('popstate', () => void load(choiceOf(env.search(), merchants)));
      return () => {
        off();
        controller?.abort();
        controller = null;
      };
    },
    setPeriod: (period: Period) => choose({ period }),
    setMerchant: (merchant: number | null) => choose({ merchant }),
    retry() {
      const { period, merchant } = $state.get();
      void load({ period, merchant });
    },
  };
}

export type StatsStore = ReturnType<typeof createStatsStore>;
