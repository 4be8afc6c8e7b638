/**
 * Creating a QR merchant (createQrMerchant, DIRECTOR and FINANCE of a whitelisted account): the banks it may open
 * at are the caller's available VA banks (GET /customers/available-banks, read here: the VA feature's copy is
 * its own), and a created merchant is handed to `onCreated` (the list puts it on top, PENDING). A refusal is
 * answered to the form, which keeps what was typed. No Idempotency-Key: opening a VA takes none either, and a
 * merchant moves no money; a retried create at worst opens a second PENDING one, which the limit bounds.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { VaBankType } from '../../contract/calls/reference.ts';
import type { QrMerchantType } from '../../contract/calls/va.ts';
import { type ApiFailure, isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { api as browserApi } from '../../stores/api.ts';

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
    const answer = await api.listAvailableBanks();
    $banks.set(isApiFailure(answer) ? { status: 'error', failure: answer } : { status: 'ready', banks: answer.data });
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
