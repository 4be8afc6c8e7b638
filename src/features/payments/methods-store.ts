/**
 * The saved payment methods (/setting/payment): one page of up to 100 (SPEC section 9), banks and e-wallets with
 * their approval status; a DIRECTOR removes one after saying yes in a dialog, and makes one the default — an
 * e-wallet at once, a bank through the kit's confirm step, since PUT /payments/banks/{id} needs an update_bank
 * w-token. After any change the list is read again: the server decides the defaults of a currency. The island
 * only renders this store and calls its actions.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { PaymentRecord } from '../../contract/calls/payments.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { methodLabel, type ProviderNames } from '../../lib/payment-method.ts';
import type { Role } from '../../lib/roles.ts';
import { createConfirmStep, type SummaryFact } from '../../stores/kit/confirm.ts';
import { createScreenRun } from '../../stores/kit/page-env.ts';
import type { TwoFactorProfile } from '../../stores/kit/second-factor.ts';
import { createMemorySlot } from '../../stores/kit/session-slot.ts';
import { ensureProfile } from '../../stores/profile.ts';
import { bankBody, eWalletBody, mayEditMethods, sortMethods } from './methods.ts';

type MethodsApi = Pick<
  Api,
  | 'listPayments'
  | 'listProviders'
  | 'removeBank'
  | 'removeEWallet'
  | 'updateBank'
  | 'updateEWallet'
  | 'requestTwoFactorChallenge'
  | 'verifyTwoFactor'
>;

export type MethodsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly methods: readonly PaymentRecord[]; readonly providers: ProviderNames }
  | { readonly status: 'error'; readonly failure: ApiFailure };

/** A change the user asked for on one method: removing it, or making it the default. */
export interface PendingChange {
  readonly kind: 'remove' | 'default';
  readonly payment: PaymentRecord;
  readonly busy: boolean;
  readonly failure: ApiFailure | null;
}

export interface MethodsStoreOptions {
  readonly api: MethodsApi;
  /** The signed-in user's role and 2FA settings; the profile store's by default. */
  readonly profile?: () => Promise<{ readonly role: Role; readonly twoFactor: TwoFactorProfile }>;
  /** True when the guard refused the page: nothing is read then. */
  readonly refused?: () => boolean;
  readonly newKey?: () => string;
}

type BankAnswer = Exclude<Awaited<ReturnType<Api['updateBank']>>, ApiFailure>;

async function providerNames(api: MethodsApi): Promise<ProviderNames> {
  const providers = await api.listProviders({});
  // Without the names the slugs still identify the providers: not worth failing the screen for.
  return isApiFailure(providers) ? {} : Object.fromEntries(providers.data.map((item) => [item.value, item.name]));
}

export function createMethodsStore(options: MethodsStoreOptions) {
  const { api } = options;
  const $state = atom<MethodsState>({ status: 'loading' });
  const $role = atom<Role | null>(null);
  const $change = atom<PendingChange | null>(null);
  let twoFactor: TwoFactorProfile | null = null;
  const run = createScreenRun({
    load,
    onStop: () => {
      confirm.close();
    },
    ...(options.refused ? { refused: options.refused } : {}),
  });

  const confirm = createConfirmStep<BankAnswer, 'update_bank'>({
    purpose: 'update_bank',
    api,
    twoFactor: () => twoFactor,
    // The key lives only as long as the dialog: nothing moves, so a reload simply asks again.
    slot: createMemorySlot(),
    ...(options.newKey ? { newKey: options.newKey } : {}),
  });

  const loadProfile =
    options.profile ??
    (async () => {
      const profile = await ensureProfile();
      return { role: profile.role, twoFactor: profile.twoFactor };
    });

  async function load(): Promise<void> {
    const [payments, providers, profile] = await Promise.all([
      api.listPayments({ query: { limit: 100 } }),
      providerNames(api),
      loadProfile().catch(() => null),
    ]);
    if (!run.isRunning()) return;
    if (profile !== null) {
      $role.set(profile.role);
      twoFactor = profile.twoFactor;
    }
    $state.set(
      isApiFailure(payments)
        ? { status: 'error', failure: payments }
        : { status: 'ready', methods: sortMethods(payments.data.items), providers },
    );
  }

  function find(id: number): PaymentRecord | null {
    const state = $state.get();
    return state.status === 'ready' ? (state.methods.find((payment) => payment.id === id) ?? null) : null;
  }

  const patchChange = (patch: Partial<PendingChange>) => {
    const current = $change.get();
    if (current !== null) $change.set({ ...current, ...patch });
  };

  /** The change went through: the dialog closes and the list is read again. */
  async function changed(): Promise<void> {
    $change.set(null);
    confirm.close();
    await load();
  }

  function bankSummary(payment: Extract<PaymentRecord, { payment_type: 'BANK' }>, label: string): SummaryFact[] {
    return [{ label, value: methodLabel(payment) }];
  }

  return {
    $state: $state as ReadableAtom<MethodsState>,
    $change: $change as ReadableAtom<PendingChange | null>,
    $role: $role as ReadableAtom<Role | null>,
    confirm,
    /** Whether the signed-in user may add, edit and remove methods. */
    mayEdit: () => mayEditMethods($role.get()),
    start: run.start,
    reload(): Promise<void> {
      $state.set({ status: 'loading' });
      return load();
    },
    /** Opens the dialog that asks before removing. */
    askRemove(id: number): void {
      const payment = find(id);
      if (payment !== null && mayEditMethods($role.get()))
        $change.set({ kind: 'remove', payment, busy: false, failure: null });
    },
    /** The dialog's yes. Refused (a method a pending withdrawal uses): said in the dialog, the method stays. */
    async confirmRemove(): Promise<boolean> {
      const change = $change.get();
      if (change === null || change.kind !== 'remove' || change.busy) return false;
      patchChange({ busy: true, failure: null });
      const params = { id: change.payment.id };
      const answer =
        change.payment.payment_type === 'BANK' ? await api.removeBank({ params }) : await api.removeEWallet({ params });
      if (isApiFailure(answer)) {
        patchChange({ busy: false, failure: answer });
        return false;
      }
      await changed();
      return true;
    },
    /**
     * Makes a method the default of its currency: an e-wallet is sent at once; a bank opens the confirm step
     * (its code), labelled `factLabel`, and is sent from there.
     */
    async makeDefault(id: number, factLabel: string): Promise<boolean> {
      const payment = find(id);
      if (payment === null || payment.is_default || !mayEditMethods($role.get()) || $change.get()?.busy) return false;
      if (payment.payment_type === 'BANK') {
        const body = bankBody(payment, true);
        $change.set({ kind: 'default', payment, busy: false, failure: null });
        confirm.open({
          summary: { facts: bankSummary(payment, factLabel) },
          intent: { id, body },
          send: (sendOptions) => api.updateBank({ params: { id }, body }, sendOptions),
          onDone: () => void changed(),
        });
        return true;
      }
      $change.set({ kind: 'default', payment, busy: true, failure: null });
      const answer = await api.updateEWallet({ params: { id }, body: eWalletBody(payment, true) });
      if (isApiFailure(answer)) {
        patchChange({ busy: false, failure: answer });
        return false;
      }
      await changed();
      return true;
    },
    /** Closes the dialog without changing anything. */
    cancel(): void {
      if ($change.get()?.busy) return;
      $change.set(null);
      confirm.close();
    },
  };
}

export type MethodsStore = ReturnType<typeof createMethodsStore>;
