/**
 * Creating a QR merchant (createQrMerchant, DIRECTOR and FINANCE of a whitelisted account): the banks it may open
 * at are the caller's available VA banks (src/stores/available-banks.ts, read once per page with the VA forms), and a created merchant is handed to `onCreated` (the list puts it on top, PENDING). A refusal is
 * answered to the form, which keeps what was typed. No Idempotency-Key: opening a VA takes none either, and a
 * merchant moves no money; a retried create at worst opens a second PENDING one, which the limit bounds.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { VaBankType } from '../../contract/calls/reference.ts';
import type { QrMerchantType } from '../../contract/calls/va.ts';
import { type ApiFailure, isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { api as browserApi } from '../../stores/api.ts';
import { availableBanks } from '../../stores/available-banks.ts';

type NewMerchantApi = Pick<Api, 'listAvailableBanks' | 'createQrMerchant'>;

export type BanksState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly banks: readonly VaBankType[] }
  | { readonly status: 'error'; readonly failure: ApiFailure };

export interface NewMerchant {
  readonly name: string;
  readonly bank_short_name: string;
}

export interface NewMerchantOptions {
  readonly api?: NewMerchantApi;
  readonly onCreated: (merchant: QrMerchantType) => void;
}

export function createNewMerchantStore(options: NewMerchantOptions) {
  const api = options.api ?? browserApi;
  const $banks = atom<BanksState>({ status: 'loading' });

  async function loadBanks(): Promise<void> {
    $banks.set({ status: 'loading' });
    const loaded = await availableBanks(api);
    $banks.set(loaded.ok ? { status: 'ready', banks: loaded.items } : { status: 'error', failure: loaded.failure });
  }

  return {
    $banks: $banks as ReadableAtom<BanksState>,
    loadBanks,
    /** Sends the merchant; resolves to the failure to show in the form, or nothing once created. */
    async create(input: NewMerchant): Promise<ApiFailure | undefined> {
      const answer = await api.createQrMerchant({ body: input });
      if (isApiFailure(answer)) return answer;
      options.onCreated(answer.data);
      return undefined;
    },
  };
}

export type NewMerchantStore = ReturnType<typeof createNewMerchantStore>;
