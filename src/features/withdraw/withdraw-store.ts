/**
 * A withdrawal to a saved bank or e-wallet as a wizard (SPEC section 2: select-info → enter-info → verify-2fa →
 * verifying) on the screen kit: the wizard keeps the choices, the confirm step (loaded after the page,
 * stores/kit/lazy-confirm.ts) gives the intent one idempotency key and its second factor, the outcome rule never
 * claims a success the server did not answer, and the verifying step shows the server's transaction
 * (withdrawal-detail.ts), read again until its status is final. The islands only render this store and call its
 * actions.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { PaymentRecord } from '../../contract/calls/payments.ts';
import type { RangeOfRateType } from '../../contract/calls/va.ts';
import type { FieldProblem } from '../../contract/field-errors.ts';
import { checkTypedAmount, type TypedAmount } from '../../lib/forms/amount.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { getLocale } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import { type MethodKind, methodLabel, type ProviderNames } from '../../lib/payment-method.ts';
import type { ConfirmSummary } from '../../stores/kit/confirm.ts';
import { type ConfirmModule, lazyConfirmStep } from '../../stores/kit/lazy-confirm.ts';
import type { NetworkHost } from '../../stores/kit/outcome.ts';
import { createScreenRun } from '../../stores/kit/page-env.ts';
import type { TwoFactorProfile } from '../../stores/kit/second-factor.ts';
import { createWizard } from '../../stores/kit/wizard.ts';
import type { WizardHost } from '../../stores/kit/wizard-host.ts';
import { ensureProfile } from '../../stores/profile.ts';
import {
  bandWordings,
  canReceive,
  rangeOf,
  rangesFor,
  usableMethods,
  type WithdrawSource,
  withdrawAmountRules,
  withdrawSummary,
} from './withdraw.ts';

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
  /** E-wallet providers' names (empty for banks, which carry their own). */
  readonly providers: ProviderNames;
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
  | 'listProviders'
  | 'createVaWithdrawal'
  | 'requestTwoFactorChallenge'
  | 'verifyTwoFactor'
>;

export interface WithdrawStoreOptions {
  readonly kind: MethodKind;
  /** The wallet the money leaves: its available balance is the one shown and checked. MAIN by default. */
  readonly source?: WithdrawSource;
  readonly api: WithdrawApi;
  readonly host?: () => WizardHost;
  readonly network?: () => NetworkHost;
  readonly newKey?: () => string;
  /** The signed-in user's 2FA settings; the profile store's by default (read once per page). */
  readonly twoFactor?: () => Promise<TwoFactorProfile>;
  /** True when the guard refused the page (a role that may not withdraw): nothing is read then. */
  readonly refused?: () => boolean;
  /** The language amounts are typed in; the page's by default. */
  readonly locale?: () => Locale;
  /** The confirm step's code, loaded as the screen starts (lazy-confirm.ts); the kit's module by default. */
  readonly loadConfirm?: () => Promise<ConfirmModule>;
}

/** The server's answer to a withdrawal: the transaction, in PENDING. */
type WithdrawalAnswer = Exclude<Awaited<ReturnType<Api['createVaWithdrawal']>>, ApiFailure>;

const INITIAL: WithdrawData = { paymentId: null, amount: null, transactionId: null };

/** Where the server's refusals of a withdrawal belong on the form. */
const FIELD_OF: Readonly<Record<string, string>> = {
  amount: 'amount',
  AMOUNT_OUT_OF_RANGE: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  LIMIT_EXCEEDED: 'amount',
  'payment.id': 'paymentId',
};

/**
 * The confirm step, its second factor and the outcome rule: only the third step uses them, so they load as the
 * screen starts, beside the later steps (withdraw-steps.tsx), not with the page. Only `createConfirmStep` is
 * taken, so the namespace the bundler adds to the `confirm` chunk for this import() (that chunk is also on /top-up
 * and the bank screens' first load) names that one export.
 */
const loadConfirmModule = async (): Promise<ConfirmModule> => {
  const { createConfirmStep } = await import('../../stores/kit/confirm.ts');
  return { createConfirmStep };
};

/** The profile store's 2FA settings; a profile that cannot be read leaves the choice to the server (email code). */
async function profileTwoFactor(): Promise<TwoFactorProfile | null> {
  try {
    return (await ensureProfile()).twoFactor;
  } catch {
    return null;
  }
}

async function loadContext(
  api: WithdrawApi,
  kind: MethodKind,
  source: WithdrawSource,
  twoFactor: () => Promise<TwoFactorProfile | null>,
): Promise<WithdrawContext | ApiFailure> {
  const [payments, settings, wallet, profile, providers] = await Promise.all([
    api.listPayments({ query: { payment_type: kind, payment_status: 'APPROVED', limit: 100 } }),
    api.getVaSettings({}),
    api.getWallet({ params: { type: source } }),
    twoFactor(),
    kind === 'E_WALLET' ? api.listProviders({}) : null,
  ]);
  if (isApiFailure(payments)) return payments;
  if (isApiFailure(settings)) return settings;
  if (isApiFailure(wallet)) return wallet;
  return {
    methods: usableMethods(payments.data.items, kind),
    ranges: settings.data.ranges_of_rate,
    wallet: { currency: wallet.data.currency, available: wallet.data.validate_balance },
    twoFactor: profile,
    // Without the names the slugs still identify the providers: not worth failing the screen for.
    providers:
      providers === null || isApiFailure(providers)
        ? {}
        : Object.fromEntries(providers.data.map((provider) => [provider.value, provider.name])),
  };
}

export function createWithdrawStore(options: WithdrawStoreOptions) {
  const { kind, api } = options;
  const source = options.source ?? 'MAIN';
  const locale = options.locale ?? getLocale;
  const $context = atom<ContextState>({ status: 'loading' });
  /** The amount as the user types it (canonical), for the fee and received preview; null while it is no amount. */
  const $typed = atom<string | null>(null);
  /** Why the amount the user asked to continue with was refused, until it changes. */
  const $amountProblem = atom<FieldProblem | null>(null);

  const context = (): WithdrawContext | null => {
    const state = $context.get();
    return state.status === 'ready' ? state.context : null;
  };

  const wizard = createWizard<WithdrawStep, WithdrawData>({
    // The main wallet's wizard keeps the id it always had (a session slot a reload finds its steps in).
    id: source === 'MAIN' ? `withdraw-${kind}` : `withdraw-${source}-${kind}`,
    initial: INITIAL,
    steps: [
      { id: 'select-info', isComplete: (data) => data.paymentId !== null },
      { id: 'enter-info', isComplete: (data) => data.amount !== null },
      { id: 'verify-2fa', isComplete: (data) => data.transactionId !== null },
      { id: 'verifying', isComplete: () => true },
    ],
    endsAt: 'verifying',
    onEnter,
    ...(options.host ? { host: options.host } : {}),
  });

  const confirm = lazyConfirmStep<WithdrawalAnswer, 'withdrawal'>(options.loadConfirm ?? loadConfirmModule, {
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

  /** Whether the method can be paid from the wallet's currency (select-info offers only those). */
  function receivable(payment: PaymentRecord): boolean {
    const current = context();
    return current !== null && canReceive(payment, current.ranges, current.wallet.currency);
  }

  /** The amount field's rules: the available balance, the ranges' span, the currency's decimals. */
  function amountRules() {
    const current = context();
    return current === null ? null : withdrawAmountRules(ranges(), current.wallet, locale());
  }

  /** The amount as typed, checked: the canonical string, or what is wrong with it. */
  function checked(text: string): TypedAmount {
    const rules = amountRules();
    return rules === null ? { amount: null, problem: { key: 'amount_format' } } : checkTypedAmount(text, rules);
  }

  /** Fee, rate and amount received of the typed amount, when it falls in a range of the chosen method. */
  const $preview = computed([$typed, $context, wizard.$state], (typed): ConfirmSummary | null => {
    const chosen = method();
    const range = typed === null ? null : rangeOf(ranges(), typed);
    if (typed === null || chosen === null || range === null) return null;
    return withdrawSummary(range, typed, methodLabel(chosen, context()?.providers));
  });

  /** The ranges of the chosen method in plain words, the one the typed amount falls in marked. */
  const $bands = computed([$typed, $context, wizard.$state], (typed) => bandWordings(ranges(), typed, locale()));

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
      withdrawal_source: source,
    };
    confirm.open({
      summary: withdrawSummary(range, amount, methodLabel(chosen, context()?.providers)),
      intent: body,
      send: (sendOptions) => api.createVaWithdrawal({ body }, sendOptions),
      onDone: (result) => wizard.next({ transactionId: result.data.id }),
      onFailed: (_failure, fieldErrors) => {
        if (fieldErrors?.amount !== undefined) wizard.goTo('enter-info', { errors: { amount: fieldErrors.amount } });
      },
    });
  }

  let stopWizard: (() => void) | null = null;
  const run = createScreenRun({
    load,
    onStop: () => {
      stopWizard?.();
      stopWizard = null;
      confirm.close();
    },
    ...(options.refused ? { refused: options.refused } : {}),
  });

  async function load(): Promise<void> {
    void confirm.load();
    const loaded = await loadContext(api, kind, source, options.twoFactor ?? profileTwoFactor);
    if (!run.isRunning()) return;
    $context.set(isApiFailure(loaded) ? { status: 'error', failure: loaded } : { status: 'ready', context: loaded });
    if (!isApiFailure(loaded) && stopWizard === null) stopWizard = wizard.start();
  }

  function onEnter(step: WithdrawStep): void {
    if (step !== 'verify-2fa') confirm.close();
    if ($context.get().status !== 'ready') return;
    if (step === 'verify-2fa') openConfirm();
  }

  return {
    wizard,
    confirm,
    $context: $context as ReadableAtom<ContextState>,
    $preview,
    $bands,
    source,
    $amountProblem: $amountProblem as ReadableAtom<FieldProblem | null>,
    method,
    ranges,
    amountRules,
    receivable,
    /** Loads what the steps need, then follows the history; returns the stop function. */
    start: run.start,
    /** After a failed load: read again. */
    reload(): void {
      $context.set({ status: 'loading' });
      void load();
    },
    /** select-info: the method picked (one the wallet's money can reach). */
    chooseMethod(paymentId: number): void {
      const chosen = context()?.methods.find((payment) => payment.id === paymentId);
      if (chosen === undefined || !receivable(chosen)) return;
      wizard.next({ paymentId, transactionId: null });
    },
    /** enter-info, as the user types: the preview follows; a refusal shown is checked again. */
    typeAmount(canonical: string | null, text: string): void {
      $typed.set(canonical);
      if ($amountProblem.get() !== null) $amountProblem.set(checked(text).problem);
    },
    /** enter-info's continue, with the text as typed: refused beside the field, or on to the confirm step. */
    enterAmount(text: string): boolean {
      const { amount, problem } = checked(text);
      $amountProblem.set(problem);
      if (amount === null) return false;
      wizard.setErrors('enter-info', undefined);
      wizard.next({ amount, transactionId: null });
      return true;
    },
    /** verifying is over: a new withdrawal starts from the first step. */
    startOver(): void {
      wizard.finish();
    },
  };
}

export type WithdrawStore = ReturnType<typeof createWithdrawStore>;
