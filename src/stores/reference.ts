/**
 * Reference data (SPEC section 3): the same for every user and rarely changed, so each list is fetched once per
 * browser session — the first time a store is used — and kept in sessionStorage for the tab's next pages.
 * A failed load leaves `error` (and is tried again by `load()` or the next page). Emptied on local logout.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import type {
  CountryType,
  CurrencyType,
  ProviderType,
  TransferMethodType,
  VnBankType,
} from '../contract/calls/reference.ts';
import type { ApiFailure } from '../lib/http/errors.ts';
import { api } from './api.ts';
import { onReset } from './reset.ts';

export interface ReferenceState<T> {
  readonly data: T | null;
  readonly error: ApiFailure | null;
  readonly loading: boolean;
}

/** A reference list: its state, and `load()` to (re)try now. */
export interface ReferenceStore<T> extends ReadableAtom<ReferenceState<T>> {
  load(): Promise<void>;
}

type Answer<T> = { readonly status: true; readonly data: T } | ApiFailure;

const EMPTY = { data: null, error: null, loading: false } as const;
const keyOf = (name: string) => `campay-ref-${name}`;
const names: string[] = [];

function cached<T>(name: string): T | null {
  try {
    const text = sessionStorage.getItem(keyOf(name));
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

function keep(name: string, data: unknown): void {
  try {
    sessionStorage.setItem(keyOf(name), JSON.stringify(data));
  } catch {
    // Quota or disabled storage: the next page asks again.
  }
}

/** A store of one reference list, fetched with `fetch` the first time it is used in this browser session. */
export function referenceStore<T>(name: string, fetch: () => Promise<Answer<T>>): ReferenceStore<T> {
  const store = atom<ReferenceState<T>>(EMPTY);
  let inFlight: Promise<void> | null = null;

  async function fill(): Promise<void> {
    store.set({ ...store.get(), loading: true });
    const answer = await fetch();
    if (answer.status === false) {
      store.set({ data: store.get().data, error: answer, loading: false });
      return;
    }
    const { data } = answer;
    keep(name, data);
    store.set({ data, error: null, loading: false });
  }

  function load(): Promise<void> {
    inFlight ??= fill().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  onMount(store, () => {
    if (store.get().data !== null) return;
    const kept = cached<T>(name);
    if (kept !== null) store.set({ data: kept, error: null, loading: false });
    else void load();
  });

  names.push(name);
  onReset(() => store.set(EMPTY));
  return Object.assign(store, { load });
}

export const $currencies = referenceStore<CurrencyType[]>('currencies', () => api.listCurrencies());
export const $providers = referenceStore<ProviderType[]>('providers', () => api.listProviders());
export const $transferMethods = referenceStore<TransferMethodType[]>('transfer-methods', () =>
  api.listTransferMethods(),
);
export const $vietnamBanks = referenceStore<VnBankType[]>('vietnam-banks', () => api.listVietnamBanks());
export const $countries = referenceStore<CountryType[]>('countries', () => api.listCountries());

onReset(() => {
  for (const name of names) {
    try {
      sessionStorage.removeItem(keyOf(name));
    } catch {
      // Disabled storage holds nothing.
    }
  }
});
