/**
 * The confirm step of a screen that moves money or changes where it goes (issue 11; PRODUCT.md section 4).
 * It holds what the screen says will happen (amount, fee, rate, amount received, destination), gets the
 * w-token the call needs, gives the user's intent ONE idempotency key, and submits through the outcome rule
 * (outcome.ts).
 *
 * - **Second factor.** A call guarded by a w-token (withdrawal, add_bank, update_bank, update_profile) always needs a code:
 *   the server issues the token only after a verification. The profile's `two_factor_enable_for` decides
 *   which one (SPEC sections 3 and 6): when 2FA is ACTIVE and covers the purpose's scope (WITHDRAWAL,
 *   ADD_BANK) the code comes from the user's second factor (authenticator app, text, email), otherwise from
 *   an email (server/auth/challenge.ts). Challenge → code (6 digits, or a recovery code where the user's 2FA
 *   asks) → verify → w-token, kept in memory only and used within its 5 minutes; a new code may be asked for
 *   60 s after the last (PRODUCT.md section 4). That part is second-factor.ts, shared with the screens whose
 *   w-token call is no money intent (the profile, the password).
 * - **One key per intent.** The intent is the request the submit sends (its canonical JSON). Opening the step
 *   for an intent reuses the key saved for that same intent — after a reload of the step too (the wizard's
 *   slot in sessionStorage) — and mints a new one (`crypto.randomUUID`) for a changed intent. The key is kept
 *   until the outcome is known: after "done" it is forgotten, so the next withdrawal — even of the same
 *   amount to the same place — is a new intent; after a refusal it stays (the server freed it; nothing
 *   happened).
 * - **A reload while the outcome was unknown** checks it at once by replaying with the saved key. The w-token
 *   is gone (never stored), so the replay carries a placeholder: the server answers a stored result before it
 *   looks at the w-token (server/api/pipeline/run-call.ts), and refuses the placeholder only when nothing was
 *   stored — which means nothing happened, so the step asks for a code and sends the same intent with the
 *   same key.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { createOutcome, type FieldErrors, type NetworkHost, type OutcomeState } from './outcome.ts';
import {
  type ChallengeState,
  type CodeError,
  createVerification,
  type SecondFactor,
  type SentCode,
  secondFactorFor,
  type TwoFactorProfile,
  type Verification,
} from './second-factor.ts';
import type { PersistedSlot } from './wizard.ts';

/** The w-token purposes a confirm step obtains (security.ts ChallengeWTokenPurpose: money, banks, the profile). */
export type ConfirmPurpose = 'withdrawal' | 'add_bank' | 'update_bank' | 'update_profile';

/** An amount as the wire carries it: a decimal string and its currency (formatted by src/lib/money.ts). */
export interface Money {
  readonly amount: string;
  readonly currency: string;
}

/** What will happen, as the screen computed it. */
export interface ConfirmSummary {
  /** Absent when nothing moves (adding or changing a payment method). */
  readonly amount?: Money;
  readonly fee?: Money;
  /** 1 `from` = `value` `to`. */
  readonly rate?: { readonly from: string; readonly to: string; readonly value: string };
  readonly received?: Money;
  /** Where the money goes, as the user knows it ("Vietcombank ·· 6789, NGUYEN VAN A"). */
  readonly destination?: string;
  /** Further facts, in order, each a label and its value (a bank, an account number, a holder's name). */
  readonly facts?: readonly SummaryFact[];
}

/** One row of a confirm step's summary beside the money ones. */
export interface SummaryFact {
  readonly label: string;
  readonly value: string;
}

export interface ConfirmState<T> {
  readonly summary: ConfirmSummary | null;
  /** How the code is asked for; null when the call needs no w-token. */
  readonly factor: SecondFactor | null;
  readonly challenge: ChallengeState;
  /** A usable w-token is held: the next submit needs no code. */
  readonly verified: boolean;
  readonly codeError: CodeError | null;
  /** A recovery code is typed instead of the second factor's code. */
  readonly recovery: boolean;
  /** Checking the code or starting the submit: another submit now is ignored. */
  readonly busy: boolean;
  readonly outcome: OutcomeState<T>;
}

/** The options a send gets: the intent's key, and the w-token when the step has a purpose. */
export type SendOptions<P extends ConfirmPurpose | null> = P extends ConfirmPurpose
  ? { readonly idempotencyKey: string; readonly wToken: string }
  : { readonly idempotencyKey: string };

export interface ConfirmRequest<T, P extends ConfirmPurpose | null> {
  readonly summary: ConfirmSummary;
  /** The request the submit sends (body, params): it names the intent. */
  readonly intent: unknown;
  /** Sends it, e.g. `(options) => api.createVaWithdrawal({ body }, options)`. */
  readonly send: (options: SendOptions<P>) => Promise<T | ApiFailure>;
  /** The server answered the transaction (after a submit, a check, or a reload's check). */
  readonly onDone?: (result: T) => void;
  /** The server refused it: nothing happened; the reasons by form field, where they belong to one. */
  readonly onFailed?: (failure: ApiFailure, fieldErrors: FieldErrors | null) => void;
}

/** What the step keeps in the wizard's slot: nothing secret. */
export interface SavedConfirm {
  readonly intent: string;
  readonly key: string;
  /** Sent and its outcome not yet known. */
  readonly sent: boolean;
  readonly challenge?: SentCode;
}

export interface ConfirmOptions<P extends ConfirmPurpose | null> {
  /** The w-token purpose of the call; null for a call that needs none. */
  readonly purpose: P;
  readonly api: Pick<Api, 'requestTwoFactorChallenge' | 'verifyTwoFactor'>;
  /** The signed-in user's 2FA settings, read when the step opens (the profile store). */
  readonly twoFactor: () => TwoFactorProfile | null;
  /** Where the key survives a reload of the step: the wizard's `slot('confirm')`. */
  readonly slot: PersistedSlot<SavedConfirm>;
  /** Where a refusal belongs on the form (outcome.ts). */
  readonly fieldOf?: Readonly<Record<string, string>>;
  readonly now?: () => number;
  readonly newKey?: () => string;
  readonly network?: () => NetworkHost;
}

export interface ConfirmStep<T, P extends ConfirmPurpose | null> {
  readonly $state: ReadableAtom<ConfirmState<T>>;
  /** Shows the step for a request: its key, its code (asked for unless one is held), or its unknown outcome checked. */
  open(request: ConfirmRequest<T, P>): void;
  /** Verifies `code` when one is needed, then sends the intent once (outcome.ts). */
  submit(code?: string): Promise<OutcomeState<T>>;
  /** Asks for a new code (allowed from the challenge's `resendAt`). */
  resend(): Promise<void>;
  /** Types a recovery code instead of the second factor's code (offered where the user's 2FA asks), or goes back. */
  useRecovery(on: boolean): void;
  /** When the automatic checks of an unknown outcome ran out. */
  checkAgain(): Promise<OutcomeState<T>>;
  /** The step is left: stop checking, forget what is shown. The saved key stays with the wizard. */
  close(): void;
}

/** Sent only on a replay after a reload; never a valid token (see the module comment). */
export const REPLAY_ONLY_W_TOKEN = 'replay-only';

const W_TOKEN_REFUSALS: ReadonlySet<string> = new Set(['W_TOKEN_INVALID', 'W_TOKEN_REQUIRED']);

const isWTokenRefusal = (failure: ApiFailure) => failure.code !== undefined && W_TOKEN_REFUSALS.has(failure.code);

/** JSON with object keys sorted, so the same request always names the same intent. */
export function canonicalIntent(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** What the step shows of its code when it needs none (no purpose). */
const NO_CODE = {
  challenge: { state: 'idle' },
  codeError: null,
  recovery: false,
  verified: false,
} as const satisfies Pick<ConfirmState<unknown>, 'challenge' | 'codeError' | 'recovery' | 'verified'>;

const INITIAL = { summary: null, factor: null, busy: false } as const satisfies Pick<
  ConfirmState<unknown>,
  'summary' | 'factor' | 'busy'
>;

export function createConfirmStep<T, P extends ConfirmPurpose | null>(options: ConfirmOptions<P>): ConfirmStep<T, P> {
  const { purpose, api, slot, now = Date.now } = options;
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const outcome = createOutcome<T>({
    ...(options.fieldOf ? { fieldOf: options.fieldOf } : {}),
    ...(options.network ? { network: options.network } : {}),
  });
  let request: ConfirmRequest<T, P> | null = null;
  let saved: SavedConfirm | null = null;
  const remember = (change: Partial<SavedConfirm>) => {
    if (saved === null) return;
    saved = { ...saved, ...change };
    slot.write(saved);
  };
  // The second factor (second-factor.ts); none for a call that needs no w-token.
  const verification: Verification | null =
    purpose === null ? null : createVerification({ purpose, api, now, onSent: (challenge) => remember({ challenge }) });
  const $own = atom<Pick<ConfirmState<T>, 'summary' | 'factor' | 'busy'>>(INITIAL);
  const $code = verification?.$state ?? atom(NO_CODE);
  const $state = computed([$own, $code, outcome.$state], (own, code, state) => ({ ...own, ...code, outcome: state }));

  const patch = (change: Partial<Pick<ConfirmState<T>, 'busy'>>) => $own.set({ ...$own.get(), ...change });

  function sendWith(token: string | null): () => Promise<T | ApiFailure> {
    const current = request;
    const key = saved?.key;
    if (current === null || key === undefined) throw new Error('open() the confirm step before submitting');
    const sendOptions = purpose === null ? { idempotencyKey: key } : { idempotencyKey: key, wToken: token ?? '' };
    // SendOptions<P> is exactly this object for either kind of P; TypeScript cannot narrow a type parameter.
    return () => current.send(sendOptions as SendOptions<P>);
  }

  /** What a known outcome means for the key and the token, and for the screen. */
  function settle(state: OutcomeState<T>, answering: ConfirmRequest<T, P> | null): OutcomeState<T> {
    if (state.state === 'done') {
      verification?.forget();
      saved = null;
      slot.clear();
      answering?.onDone?.(state.result);
    } else if (state.state === 'failed' && isWTokenRefusal(state.failure)) {
      // The token ran out or was used: nothing happened. Verify again; the same intent goes with the same key.
      outcome.reset();
      remember({ sent: false });
      verification?.forget();
      verification?.refuse(state.failure);
      void verification?.ask();
    } else if (state.state === 'failed') {
      remember({ sent: false });
      answering?.onFailed?.(state.failure, state.fieldErrors);
    }
    return state;
  }

  /** After a reload: find out what became of the intent sent before. */
  async function reconcileAfterReload(): Promise<void> {
    const answering = request;
    const state = await outcome.reconcile(sendWith(REPLAY_ONLY_W_TOKEN));
    if (request !== answering) return;
    if (!(state.state === 'failed' && isWTokenRefusal(state.failure))) {
      settle(state, answering);
      return;
    }
    // Nothing was stored for the key, so nothing happened: the same intent goes again once verified.
    outcome.reset();
    remember({ sent: false });
    verification?.showOrAsk(saved?.challenge);
  }

  function open(next: ConfirmRequest<T, P>): void {
    outcome.reset();
    request = next;
    const intent = canonicalIntent(next.intent);
    const previous = slot.read();
    saved =
      previous !== null && previous.intent === intent
        ? previous
        : { intent, key: newKey(), sent: false, ...(previous?.challenge ? { challenge: previous.challenge } : {}) };
    slot.write(saved);
    const factor = purpose === null ? null : secondFactorFor(options.twoFactor(), purpose);
    $own.set({ ...INITIAL, summary: next.summary, factor });
    verification?.reset();
    if (saved.sent) {
      void reconcileAfterReload();
    } else if (verification !== null && verification.held() === null) {
      verification.showOrAsk(saved.challenge);
    }
  }

  async function submit(code?: string): Promise<OutcomeState<T>> {
    const current = outcome.$state.get();
    // A double click: the first click already set `busy` (or started the outcome) before any await.
    if ($own.get().busy || current.state === 'submitting' || current.state === 'pending-checking') return current;
    patch({ busy: true });
    verification?.clearError();
    try {
      const token = verification === null ? '' : await verification.token(code);
      if (token === null) return outcome.$state.get();
      remember({ sent: true });
      const answering = request;
      const running = outcome.submit(sendWith(token));
      patch({ busy: false });
      return settle(await running, answering);
    } finally {
      patch({ busy: false });
    }
  }

  async function checkAgain(): Promise<OutcomeState<T>> {
    const answering = request;
    return settle(await outcome.checkAgain(), answering);
  }

  function close(): void {
    outcome.reset();
    request = null;
    $own.set(INITIAL);
    verification?.reset();
  }

  return {
    $state,
    open,
    submit,
    resend: async () => verification?.resend(),
    useRecovery: (on) => verification?.useRecovery(on),
    checkAgain,
    close,
  };
}
