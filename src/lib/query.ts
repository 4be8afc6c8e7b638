/**
 * The app's one @nanostores/query setup: `createFetcherStore(key, { fetcher })` for data that islands
 * share. Each store's fetcher calls `api.*` through {@link unwrap}, which turns the HTTP module's ApiFailure
 * (it never throws) into the store's `error`. No automatic retries here: the HTTP module already retries
 * what may be retried, and a 4xx would only fail again. The cache is emptied on local logout.
 */
import { nanoquery } from '@nanostores/query';
import { type ApiFailure, isApiFailure } from './http/errors.ts';

const cache = new Map();

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  cache,
  dedupeTime: 60_000,
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  onErrorRetry: null,
});

/** Forget every cached answer (local logout: the next user must never see this one's data). */
export function clearQueryCache(): void {
  cache.clear();
}

/** The call's value, or throw its ApiFailure so the fetcher store holds it as `error`. */
export function unwrap<T>(result: T | ApiFailure): T {
  if (isApiFailure(result)) throw result;
  return result;
}
