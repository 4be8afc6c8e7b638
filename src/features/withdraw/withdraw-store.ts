/**
 * A withdrawal to a saved bank or e-wallet as a wizard (SPEC section 2: select-info → enter-info → verify-2fa →
 * verifying) on the screen kit: the wizard keeps the choices, the confirm step gives the intent one idempotency
 * key and its second factor, the outcome rule never claims a success the server did not answer, and the
 * verifying step shows the server's transaction, read again until its status is final. The islands only render
 * this store and call its actions.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { PaymentRecord } from '../../contract/calls/payments.ts';
import type { RangeOfRateType, VaTransactionType } from '../../contract/calls/va.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { isFinal } from '../../lib/transaction-status.ts';
import { createConfirmStep, type TwoFactorProfile } from '../../stores/kit/confirm.ts';
import { createDetailStore, type DetailStore } from '../../stores/kit/detail.ts';
import type { NetworkHost } from '../../stores/kit/outcome.ts';
import { createWizard } from '../../stores/kit/wizard.ts';
import type { WizardHost } from '../../stores/kit/wizard-host.ts';
import { type MethodKind, methodLabel, rangeOf, rangesFor, usableMethods, withdrawSummary } from './withdraw.ts';

export type WithdrawStep = 'select-info' | 'enter-info' | 'verify-2fa' | 'verifying';

export interface WithdrawData {
  readonly paymentId: number | null;
  /** Canonical decimal string the enter-info form accepted. */
  readonly amount: string | null;
  /** The transaction the server answered. */
  readonly transactionId: number | null;
}

/** What the wizard needs from the server before its first step. */
export interface WithdrawContext {
  readonly methods: readonly PaymentRecord[];
  readonly ranges: readonly RangeOfRateType[];
  readonly wallet: { readonly currency: string; readonly available: string };
  readonly twoFactor: TwoFactorProfile | null;
}

export type ContextState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly context: WithdrawContext }
  | { readonly status: 'error'; readonly failure: ApiFailure };

type WithdrawApi = Pick<
  Api,
  | 'listPayments'
  | 'getVaSettings'
  | 'getWallet'
  | 'getMe'
  | 'createVaWithdrawal'
  | 'requestTwoFactorChallenge'
  | 'verifyTwoFactor'
>;

export interface WithdrawStoreOptions {
  readonly kind: MethodKind;
  readonly api: WithdrawApi;
  readonly host?: () => WizardHost;
  readonly network?: () => NetworkHost;
  readonly newKey?: () => string;
  /** The verifying step's reader of the transaction; unit tests pass a fake. */
  readonly transaction?: TransactionReader;
}

/** What the verifying step uses of the detail store. */
export type TransactionReader = Pick<DetailStore<VaTransactionType>, '$state' | 'start' | 'retry'>;

/** The server's answer to a withdrawal: the transaction, in PENDING. */
type WithdrawalAnswer = Exclude<Awaited<ReturnType<Api['createVaWithdrawal']>>, ApiFailure>;

const INITIAL: WithdrawData = { paymentId: null, amount: null, transactionId: null };

/** Where the server's refusals of a withdrawal belong on the form. */
const FIELD_OF: Readonly<Record<string, string>> = {
  amount: 'amount',
  AMOUNT_OUT_OF_RANGE: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  'payment.id': 'paymentId',
};

async function loadContext(api: WithdrawApi, kind: MethodKind): Promise<WithdrawContext | ApiFailure> {
  const [payments, settings, wallet, me] = await Promise.all([
    api.listPayments({ query: { payment_type: kind, payment_status: 'APPROVED', limit: 100 } }),
    api.getVaSettings({}),
    api.getWallet({ params: { type: 'MAIN' } }),
    api.getMe({}),
  ]);
  if (isApiFailure(payments)) return payments;
  if (isApiFailure(settings)) return settings;
  if (isApiFailure(wallet)) return wallet;
  if (isApiFailure(me)) return me;
  return {
    methods: usableMethods(payments.data.items, kind),
    ranges: settings.data.ranges_of_rate,
    wallet: { currency: wallet.data.currency, available: wallet.data.validate_balance },
    twoFactor: me.data,
  };
}

export function createWithdrawStore(options: WithdrawStoreOptions) {
  const { kind, api } = options;
  const $context = atom<ContextState>({ status: 'loading' });
  const transaction = options.transaction ?? createDetailStore('getVaTransaction', { isFinal });
  let stopPolling: (() => void) | null = null;

  const context = (): WithdrawContext | null => {
    const state = $context.get();
    return state.status === 'ready' ? state.context : null;
  };

  const wizard = createWizard<WithdrawStep, WithdrawData>({
    id: `withdraw-${kind}`,
    initial: INITIAL,
    steps: [
      { id: 'select-info', isComplete: (data) => data.paymentId !== null },
      { id: 'enter-info', isComplete: (data) => data.amount !== null },
      { id: 'verify-2fa', isComplete: (data) => data.transactionId !== null },
      { id: 'verifying', isComplete: () => true },
    ],
    onEnter,
    ...(options.host ? { host: options.host } : {}),
  });

  const confirm = createConfirmStep<WithdrawalAnswer, 'withdrawal'>({
    purpose: 'withdrawal',
    api,
    twoFactor: () => context()?.twoFactor ?? null,
    slot: wizard.slot('confirm'),
    fieldOf: FIELD_OF,
    ...(options.network ? { network: options.network } : {}),
    ...(options.newKey ? { newKey: options.newKey } : {}),
  });

  /** The chosen method, when it is still usable. */
  function method(): PaymentRecord | null {
    const { paymentId } = wizard.$state.get().data;
    return context()?.methods.find((payment) => payment.id === paymentId) ?? null;
  }

  /** The ranges that apply to the chosen method's currency. */
  function ranges(): RangeOfRateType[] {
    const current = context();
    const chosen = method();
    if (current === null || chosen === null) return [];
    return rangesFor(current.ranges, current.wallet.currency, chosen.currency);
  }

  function openConfirm(): void {
    const { amount } = wizard.$state.get().data;
    const chosen = method();
    const range = amount === null ? null : rangeOf(ranges(), amount);
    if (amount === null || chosen === null || range === null) {
      wizard.goTo('enter-info');
      return;
    }
    const body = {
      range_of_rate: { id: range.id },
      amount,
      payment: { id: chosen.id },
      withdrawal_source: 'MAIN' as const,
    };
    confirm.open({
      summary: withdrawSummary(range, amount, methodLabel(chosen)),
      intent: body,
      send: (sendOptions) => api.createVaWithdrawal({ body }, sendOptions),
      onDone: (result) => wizard.next({ transactionId: result.data.id }),
      onFailed: (_failure, fieldErrors) => {
        if (fieldErrors?.amount !== undefined) wizard.goTo('enter-info', { errors: { amount: fieldErrors.amount } });
      },
    });
  }

  function onEnter(step: WithdrawStep): void {
    stopPolling?.();
    stopPolling = null;
    if (step !== 'verify-2fa') confirm.close();
    if ($context.get().status !== 'ready') return;
    if (step === 'verify-2fa') openConfirm();
    const { transactionId } = wizard.$state.get().data;
    if (step === 'verifying' && transactionId !== null) stopPolling = transaction.start(transactionId);
  }

  return {
    wizard,
    confirm,
    transaction,
    $context: $context as ReadableAtom<ContextState>,
    method,
    ranges,
    /** Loads what the steps need, then follows the history; returns the stop function. */
    start(): () => void {
      let stopped = false;
      let stopWizard: (() => void) | null = null;
      void loadContext(api, kind).then((loaded) => {
        if (stopped) return;
        $context.set(
          isApiFailure(loaded) ? { status: 'error', failure: loaded } : { status: 'ready', context: loaded },
        );
        stopWizard = wizard.start();
      });
      return () => {
        stopped = true;
        stopWizard?.();
        stopPolling?.();
        confirm.close();
      };
    },
    /** select-info: the method picked. */
    chooseMethod(paymentId: number): void {
      wizard.next({ paymentId });
    },
    /** enter-info: the amount the form accepted (canonical). */
    enterAmount(amount: string): void {
      wizard.setErrors('enter-info', undefined);
      wizard.next({ amount });
    },
    /** verifying is over: a new withdrawal starts from the first step. */
    startOver(): void {
      wizard.finish();
    },
  };
}

export type WithdrawStore = ReturnType<typeof createWithdrawStore>;
