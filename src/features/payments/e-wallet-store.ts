/**
 * Adding or editing an e-wallet (/setting/payment/e-wallet, `?id=` to edit): the providers that pay out to a
 * wallet (reference data: not a bank, takes withdrawals) in the currency that offers them, and the save. No
 * second factor: the contract's e-wallet calls take no w-token. A saved or changed e-wallet is PENDING until an
 * operator approves it; changing only the default flag keeps its status (the server decides).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { PaymentRecord } from '../../contract/calls/payments.ts';
import type { CurrencyType, ProviderType } from '../../contract/calls/reference.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { m } from '../../lib/i18n.ts';
import { createScreenRun } from '../../stores/kit/page-env.ts';
import type { EWalletForm } from './form-schemas.ts';

type EWalletApi = Pick<Api, 'listProviders' | 'listCurrencies' | 'listPayments' | 'addEWallet' | 'updateEWallet'>;
type EWalletRecord = Extract<PaymentRecord, { payment_type: 'E_WALLET' }>;
type ProviderValue = Exclude<ProviderType['value'], 'bank'>;

/** A provider the form offers, and the currency its wallets hold. */
export interface WalletProvider {
  readonly value: ProviderValue;
  readonly name: string;
  readonly currency: string;
}

export type EWalletContext = {
  readonly providers: readonly WalletProvider[];
  /** The e-wallet being edited; null when adding one. */
  readonly editing: EWalletRecord | null;
};

export type EWalletState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly context: EWalletContext }
  | { readonly status: 'missing' }
  | { readonly status: 'error'; readonly failure: ApiFailure };

export interface EWalletStoreOptions {
  readonly api: EWalletApi;
  /** The id to edit, or null to add one; the address's `?id=` by default (read on start, never prerendering). */
  readonly editId?: () => number | null;
  readonly refused?: () => boolean;
}

/** Providers that pay out to a wallet, each with the first currency that offers it (the server's rule). */
export function walletProviders(
  providers: readonly ProviderType[],
  currencies: readonly CurrencyType[],
): WalletProvider[] {
  return providers.flatMap((provider) => {
    if (provider.group === 'BANK' || provider.value === 'bank' || !provider.transaction_types.includes('WITHDRAWAL'))
      return [];
    const currency = currencies.find((item) => item.providers.includes(provider.value));
    return currency === undefined
      ? []
      : [{ value: provider.value as ProviderValue, name: provider.name, currency: currency.code }];
  });
}

/** The `?id=` of the address, when it is a positive whole number. */
export function editIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export function createEWalletStore(options: EWalletStoreOptions) {
  const { api } = options;
  const editIdNow = options.editId ?? (() => editIdOf(window.location.search));
  const $state = atom<EWalletState>({ status: 'loading' });
  const $saved = atom<PaymentRecord | null>(null);
  const run = createScreenRun({
    load,
    ...(options.refused ? { refused: options.refused } : {}),
  });

  async function load(): Promise<void> {
    const editId = editIdNow();
    const [providers, currencies, payments] = await Promise.all([
      api.listProviders({}),
      api.listCurrencies({}),
      editId === null ? null : api.listPayments({ query: { payment_type: 'E_WALLET', limit: 100 } }),
    ]);
    if (!run.isRunning()) return;
    const failure = [providers, currencies, payments].find((answer) => answer !== null && isApiFailure(answer));
    if (failure !== undefined && failure !== null && isApiFailure(failure)) {
      $state.set({ status: 'error', failure });
      return;
    }
    if (isApiFailure(providers) || isApiFailure(currencies) || (payments !== null && isApiFailure(payments))) return;
    const editing =
      payments?.data.items.find(
        (payment): payment is EWalletRecord => payment.id === editId && payment.payment_type === 'E_WALLET',
      ) ?? null;
    if (editId !== null && editing === null) {
      $state.set({ status: 'missing' });
      return;
    }
    $state.set({ status: 'ready', context: { providers: walletProviders(providers.data, currencies.data), editing } });
  }

  return {
    $state: $state as ReadableAtom<EWalletState>,
    /** The e-wallet the server saved (PENDING until approved); null until then. */
    $saved: $saved as ReadableAtom<PaymentRecord | null>,
    start: run.start,
    reload(): void {
      $state.set({ status: 'loading' });
      void load();
    },
    /** Sends the form's valid value; the failure to show beside the fields, or nothing when saved. */
    async save(form: EWalletForm): Promise<ApiFailure | undefined> {
      const state = $state.get();
      if (state.status !== 'ready') return undefined;
      const provider = state.context.providers.find((item) => item.value === form.provider);
      if (provider === undefined) {
        const text = m.field_invalid_choice();
        return { status: false, message: text, errors: { provider: [text] } };
      }
      const body = {
        currency: provider.currency,
        provider: provider.value,
        account_name: form.account_name,
        ...(form.email === undefined ? {} : { email: form.email }),
        ...(form.account_number === undefined ? {} : { account_number: form.account_number }),
        is_default: form.is_default === 'on',
      };
      const { editing } = state.context;
      const answer =
        editing === null
          ? await api.addEWallet({ body })
          : await api.updateEWallet({ params: { id: editing.id }, body });
      if (isApiFailure(answer)) return answer;
      $saved.set(answer.data);
      return undefined;
    },
  };
}

export type EWalletStore = ReturnType<typeof createEWalletStore>;
