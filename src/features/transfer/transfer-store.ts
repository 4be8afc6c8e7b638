/**
 * Moving money between the user's own main and VA wallets (SPEC section 2's "others" steps enter-info → transfer;
 * PRODUCT.md section 4): an INTERNAL transaction, free and settled at once. The first step shows both wallets'
 * available balances (the shared wallets store) and takes the direction and amount; the submit goes through the kit's confirm step with no
 * second factor but ONE idempotency key per intent, so a double click, a dropped answer or a reload while it was
 * unknown moves the money once. The second step shows the transaction the server answered, and both wallets read
 * again. It runs in a dialog over the page, so its steps are not in the page's history; the intent's key is kept in
 * a session slot (stores/kit/session-slot.ts) and survives a reload.
 */
import { atom } from 'nanostores';
import type { VaTransactionType } from '../../contract/calls/va.ts';
import type { Api } from '../../lib/http/types.ts';
import { api } from '../../stores/api.ts';
import { canonicalIntent, createConfirmStep, type SavedConfirm } from '../../stores/kit/confirm.ts';
import type { FieldErrors, NetworkHost } from '../../stores/kit/outcome.ts';
import { createSessionSlot } from '../../stores/kit/session-slot.ts';
import type { PersistedSlot } from '../../stores/kit/wizard.ts';
import { onReset } from '../../stores/reset.ts';
import { loadWallets } from '../../stores/wallets.ts';

export type TransferStep = 'enter-info' | 'transfer';
export type OwnWallet = 'MAIN' | 'VA';

/** What the user asked for; `amount` is the canonical decimal string. */
export interface TransferRequest {
  readonly from: OwnWallet;
  readonly to: OwnWallet;
  readonly amount: string;
  readonly currency: string;
}

export interface TransferState {
  readonly step: TransferStep;
  readonly request: TransferRequest | null;
  /** The INTERNAL transaction the server answered. */
  readonly transaction: VaTransactionType | null;
}

/** What the create call answers when it worked. */
interface TransferAnswer {
  readonly status: true;
  readonly data: VaTransactionType;
}

/** The refusals that belong to a field of the form. */
const FIELD_OF = { INSUFFICIENT_BALANCE: 'amount', CURRENCY_NOT_SUPPORTED: 'amount' } as const;

/** The other wallet of the two. */
export function otherWallet(wallet: OwnWallet): OwnWallet {
  return wallet === 'MAIN' ? 'VA' : 'MAIN';
}

export interface TransferDeps {
  readonly api: Pick<Api, 'createInternalTransfer' | 'requestTwoFactorChallenge' | 'verifyTwoFactor'>;
  /** Where the intent's key survives a reload; the tab's sessionStorage by default. */
  readonly slot?: PersistedSlot<SavedConfirm>;
  readonly network?: () => NetworkHost;
  /** Reads the wallets again once money moved; the shared wallets store's by default. */
  readonly reloadWallets?: () => Promise<void>;
}

const START: TransferState = { step: 'enter-info', request: null, transaction: null };

/** Make the transfer flow: its steps and confirm step (the wallets are the shared store's, src/stores/wallets.ts). */
export function createTransferFlow(deps: TransferDeps) {
  const reloadWallets = deps.reloadWallets ?? loadWallets;
  const $state = atom<TransferState>(START);
  const confirm = createConfirmStep<TransferAnswer, null>({
    purpose: null,
    api: deps.api,
    twoFactor: () => null,
    slot: deps.slot ?? createSessionSlot('transfer-confirm'),
    fieldOf: FIELD_OF,
    ...(deps.network ? { network: deps.network } : {}),
  });
  const $fieldErrors = atom<FieldErrors | null>(null);

  /**
   * Moves the money of `request`. The same request after a failed or unknown try goes with the same key; Back from
   * the result and Continue unchanged shows that result rather than moving the money again.
   */
  async function send(request: TransferRequest): Promise<void> {
    $fieldErrors.set(null);
    const current = $state.get();
    if (
      current.transaction !== null &&
      current.request !== null &&
      canonicalIntent(current.request) === canonicalIntent(request)
    ) {
      $state.set({ ...current, step: 'transfer' });
      return;
    }
    $state.set({ step: 'enter-info', request, transaction: null });
    confirm.open({
      summary: { amount: { amount: request.amount, currency: request.currency } },
      intent: request,
      send: (options) => deps.api.createInternalTransfer({ body: request }, options),
      onDone: (answer) => {
        $state.set({ step: 'transfer', request, transaction: answer.data });
        void reloadWallets();
      },
      onFailed: (_failure, fieldErrors) => $fieldErrors.set(fieldErrors),
    });
    await confirm.submit();
  }

  /** Back to the form with what was typed (the result's "Edit", the dialog's Back). */
  function back(): void {
    $state.set({ ...$state.get(), step: 'enter-info' });
  }

  /** Another transfer: the form again, empty. */
  function startOver(): void {
    confirm.close();
    $fieldErrors.set(null);
    $state.set(START);
  }

  onReset(() => {
    $state.set(START);
    $fieldErrors.set(null);
  });

  return { $state, confirm, $fieldErrors, send, back, startOver };
}

/** The page's flow. */
export const transferFlow = createTransferFlow({ api });
