/**
 * /va/list/qr-merchant-list: the account's QR merchants, whether it may create QR codes (the
 * WHITELIST_CREATEQR_FE flag of GET /settings/features), the signed-in role, and the one QR code on show.
 * A code is shown from the create answer at once; shown-code.tsx then reads it every 3000 ms while it is PENDING
 * (its poller lives with the view, so the kit's detail store loads only with it). The island renders this store.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { QrCodeType, QrMerchantType } from '../../contract/calls/va.ts';
import { type ApiFailure, isApiFailure, networkFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import type { Role } from '../../lib/roles.ts';
import { api as browserApi } from '../../stores/api.ts';
import { createScreenRun } from '../../stores/kit/page-env.ts';
import { ensureProfile } from '../../stores/profile.ts';

type MerchantsApi = Pick<Api, 'getFeatureFlags' | 'listQrMerchants' | 'createQrCode'>;

/** The server's largest page: an account has a handful of shops, so one page holds them. */
const PAGE_LIMIT = 100;

export type MerchantsState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly whitelisted: boolean;
      readonly role: Role;
      readonly merchants: readonly QrMerchantType[];
    }
  | { readonly status: 'error'; readonly failure: ApiFailure };

export interface NewQrCode {
  readonly amount?: string | undefined;
  readonly description: string;
}

export interface MerchantsStoreOptions {
  readonly api?: MerchantsApi;
  readonly role?: () => Promise<Role>;
  readonly refused?: () => boolean;
}

export function createMerchantsStore(options: MerchantsStoreOptions = {}) {
  const api = options.api ?? browserApi;
  const role = options.role ?? (async () => (await ensureProfile()).role);
  const $state = atom<MerchantsState>({ status: 'loading' });
  /** The merchant whose code is being made or shown. */
  const $creating = atom<QrMerchantType | null>(null);
  /** The code on show, as created (shown-code.tsx reads it again until paid or expired). */
  const $shown = atom<QrCodeType | null>(null);

  const run = createScreenRun({
    load,
    onStop: hide,
    ...(options.refused ? { refused: options.refused } : {}),
  });

  async function load(): Promise<void> {
    $state.set({ status: 'loading' });
    const [flags, list, who] = await Promise.all([
      api.getFeatureFlags({}),
      api.listQrMerchants({ query: { page: 1, limit: PAGE_LIMIT } }),
      role().catch(() => null),
    ]);
    if (!run.isRunning()) return;
    if (isApiFailure(flags) || isApiFailure(list) || who === null) {
      // A profile that could not be read is almost always the connection.
      const failure = isApiFailure(flags) ? flags : isApiFailure(list) ? list : networkFailure();
      $state.set({ status: 'error', failure });
      return;
    }
    $state.set({
      status: 'ready',
      whitelisted: flags.data.WHITELIST_CREATEQR_FE,
      role: who,
      merchants: list.data.items,
    });
  }

  function hide(): void {
    $shown.set(null);
    $creating.set(null);
  }

  return {
    $state: $state as ReadableAtom<MerchantsState>,
    $creating: $creating as ReadableAtom<QrMerchantType | null>,
    $shown: $shown as ReadableAtom<QrCodeType | null>,
    start: run.start,
    retry: () => void load(),
    /** Open the form for a merchant's new code. */
    compose(merchant: QrMerchantType): void {
      hide();
      $creating.set(merchant);
    },
    /** Create the code and show it; resolves to the failure to show beside the form, if any. */
    async create(input: NewQrCode): Promise<ApiFailure | undefined> {
      const merchant = $creating.get();
      if (merchant === null) return undefined;
      const body = {
        qr_merchant_id: merchant.id,
        description: input.description,
        ...(input.amount === undefined ? {} : { amount: input.amount }),
      };
      const answer = await api.createQrCode({ body });
      if (isApiFailure(answer)) return answer;
      $shown.set(answer.data);
      return undefined;
    },
    /** Leave the shown code (or the form) for the list. */
    close: hide,
    /** A merchant just created goes on top, as the list (newest first) would show it after a reload. */
    added(merchant: QrMerchantType): void {
      const state = $state.get();
      if (state.status !== 'ready') return;
      const others = state.merchants.filter((item) => item.id !== merchant.id);
      $state.set({ ...state, merchants: [merchant, ...others] });
    },
  };
}

export type MerchantsStore = ReturnType<typeof createMerchantsStore>;
