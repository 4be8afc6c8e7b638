/**
 * The banks this customer may open a VA at (GET /customers/available-banks), read once per page and shared by
 * every form that opens one — a VA, a QR merchant's VA — and the VA list's bank filter. A failure is not kept, so
 * the next ask reads again.
 */
import type { VaBankType } from '../contract/calls/reference.ts';
import type { ApiFailure } from '../lib/http/errors.ts';
import type { Api } from '../lib/http/types.ts';
import { api as browserApi } from './api.ts';

export type Loaded<T> =
  | { readonly ok: true; readonly items: readonly T[] }
  | { readonly ok: false; readonly failure: ApiFailure };

/** A list call's answer as its items, or the failure. */
export function loadedOf<T>(answer: { status: true; data: readonly T[] } | ApiFailure): Loaded<T> {
  return answer.status === false ? { ok: false, failure: answer } : { ok: true, items: answer.data };
}

let banks: Promise<Loaded<VaBankType>> | null = null;

export function availableBanks(api: Pick<Api, 'listAvailableBanks'> = browserApi): Promise<Loaded<VaBankType>> {
  if (banks === null) {
    banks = api.listAvailableBanks().then(loadedOf);
    void banks.then((loaded) => {
      if (!loaded.ok) banks = null;
    });
  }
  return banks;
}
