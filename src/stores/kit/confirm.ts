/**
 * The confirm step of a screen that moves money or changes where it goes (issue 11; PRODUCT.md section 4).
 * It holds what the screen says will happen (amount, fee, rate, amount received, destination), gets the
 * w-token the call needs, gives the user's intent ONE idempotency key, and submits through the outcome rule
 * (outcome.ts).
 *
 * - **Second factor.** A call guarded by a w-token (withdrawal, add_bank, update_bank, update_profile) always
 *   needs a code: the server issues the token only after a verification. The profile's `two_factor_enable_for`
 *   decides which one (SPEC sections 3 and 6): when 2FA is ACTIVE and covers the purpose's scope (WITHDRAWAL,
 *   ADD_BANK; a profile change has none, so any ACTIVE 2FA) the code comes from the user's second factor
 *   (authenticator app, text, email), otherwise from an email (server/auth/challenge.ts). Challenge → code (6 digits) → verify → w-token, kept in memory only
 *   and used within its 5 minutes; a new code may be asked for 60 s after the last (PRODUCT.md section 4).
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
import { OTP_PATTERN } from '../../contract/rules.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { createOutcome, type FieldErrors, type NetworkHost, type OutcomeState } from './outcome.ts';
import type { PersistedSlot } from './wizard.ts';

/** The w-token purposes a confirm step obtains (security.ts ChallengeWTokenPurpose: money, banks, the profile). */
export type ConfirmPurpose = 'withdrawal' | 'add_bank' | 'update_bank' | 'update_profile';
export type SecondFactorMethod = 'EMAIL' | 'AUTHENTICATOR_APP' | 'SMS';
type TwoFactorScope = 'WITHDRAWAL' | 'ADD_BANK' | 'LOGIN';

/**
 * The scope of SPEC section 6 that gates each purpose; null where none does, so any ACTIVE second factor guards
 * it (as server/auth/challenge.ts decides: a profile change is confirmed by the user's 2FA whenever it is on).
 */
const SCOPE_OF: Readonly<Record<ConfirmPurpose, TwoFactorScope | null>> = {
  withdrawal: 'WITHDRAWAL',
  add_bank: 'ADD_BANK',
  update_bank: 'ADD_BANK',
  update_profile: null,
};

/** What the profile (GET /accounts/me) says about the user's second factor. */
export interface TwoFactorProfile {
  readonly two_factor_status: 'ACTIVE' | 'INACTIVE';
  readonly two_factor_method: SecondFactorMethod | null;
  readonly two_factor_enable_for: readonly TwoFactorScope[];
}

/** How the code is asked for: by the user's second factor (`covered`), or by email. */
export interface SecondFactor {
  readonly covered: boolean;
  readonly method: SecondFactorMethod;
}

/** Whether the profile's 2FA covers the purpose, and so which method the code comes by. */
export function secondFactorFor(profile: TwoFactorProfile | null, purpose: ConfirmPurpose): SecondFactor {
  const method = profile?.two_factor_method ?? null;
  const scope = SCOPE_OF[purpose];
  const covered =
    profile?.two_factor_status === 'ACTIVE' &&
    method !== null &&
    (scope === null || profile.two_factor_enable_for.includes(scope));
  return covered ? { covered, method } : { covered: false, method: 'EMAIL' };
}

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

export type ChallengeState =
  | { readonly state: 'idle' }
  | { readonly state: 'sending' }
  | {
      readonly state: 'sent';
      readonly method: SecondFactorMethod;
      /** Masked; null for an authenticator app. */
      readonly destination: string | null;
      /** When a new code may be asked for (epoch ms); null when nothing is sent (authenticator app). */
      readonly resendAt: number | null;
    }
  | { readonly state: 'failed'; readonly failure: ApiFailure; readonly resendAt: number | null };

export type CodeError = { readonly kind: 'format' } | { readonly kind: 'refused'; readonly failure: ApiFailure };

export interface ConfirmState<T> {
  readonly summary: ConfirmSummary | null;
  /** How the code is asked for; null when the call needs no w-token. */
  readonly factor: SecondFactor | null;
  readonly challenge: ChallengeState;
  /** A usable w-token is held: the next submit needs no code. */
  readonly verified: boolean;
  readonly codeError: CodeError | null;
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
  readonly challenge?: {
    readonly method: SecondFactorMethod;
    readonly destination: string | null;
    readonly resendAt: number | null;
    readonly expiresAt: number | null;
  };
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
  /** When the automatic checks of an unknown outcome ran out. */
  checkAgain(): Promise<OutcomeState<T>>;
  /** The step is left: stop checking, forget what is shown. The saved key stays with the wizard. */
  close(): void;
}

/** Sent only on a replay after a reload; never a valid token (see the module comment). */
export const REPLAY_ONLY_W_TOKEN = 'replay-only';

/** A new code may be asked for this long after the last (PRODUCT.md section 4). */
const RESEND_AFTER_MS = 60_000;
/**
 * How long a code and a w-token stay usable here: their 5 minutes (PRODUCT.md section 4, docs/API.md) less a
 * margin for the trip. Counted on this device's clock from when they arrived, never against the server's
 * timestamps, which a device clock that is off would misread.
 */
const USABLE_MS = 5 * 60_000 - 30_000;

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

const INITIAL = {
  summary: null,
  factor: null,
  challenge: { state: 'idle' },
  verified: false,
  codeError: null,
  busy: false,
} as const satisfies Omit<ConfirmState<unknown>, 'outcome'>;

export function createConfirmStep<T, P extends ConfirmPurpose | null>(options: ConfirmOptions<P>): ConfirmStep<T, P> {
  const { purpose, api, slot, now = Date.now } = options;
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const outcome = createOutcome<T>({
    ...(options.fieldOf ? { fieldOf: options.fieldOf } : {}),
    ...(options.network ? { network: options.network } : {}),
  });
  const $own = atom<Omit<ConfirmState<T>, 'outcome'>>(INITIAL);
  const $state = computed([$own, outcome.$state], (own, state) => ({ ...own, outcome: state }));
  // In memory only, never in the slot.
  let wToken: { readonly token: string; readonly expiresAt: number } | null = null;
  let request: ConfirmRequest<T, P> | null = null;
  let saved: SavedConfirm | null = null;
  let asking: Promise<void> | null = null;

  const patch = (change: Partial<Omit<ConfirmState<T>, 'outcome'>>) => $own.set({ ...$own.get(), ...change });
  const heldToken = () => (wToken !== null && wToken.expiresAt > now() ? wToken.token : null);
  const remember = (change: Partial<SavedConfirm>) => {
    if (saved === null) return;
    saved = { ...saved, ...change };
    slot.write(saved);
  };

  function sendWith(token: string | null): () => Promise<T | ApiFailure> {
    const current = request;
    const key = saved?.key;
    if (current === null || key === undefined) throw new Error('open() the confirm step before submitting');
    const sendOptions = purpose === null ? { idempotencyKey: key } : { idempotencyKey: key, wToken: token ?? '' };
    // SendOptions<P> is exactly this object for either kind of P; TypeScript cannot narrow a type parameter.
    return () => current.send(sendOptions as SendOptions<P>);
  }

  /** POST /two-factor/challenge; one at a time (opening the step again meanwhile waits for the same answer). */
  function askForCode(): Promise<void> {
    if (purpose === null) return Promise.resolve();
    patch({ challenge: { state: 'sending' } });
    asking ??= requestChallenge(purpose).finally(() => {
      asking = null;
    });
    return asking;
  }

  async function requestChallenge(forPurpose: ConfirmPurpose): Promise<void> {
    const answer = await api.requestTwoFactorChallenge({ body: { purpose: forPurpose } });
    if (answer.status === false) {
      const resendAt = answer.retryAfter === undefined ? null : now() + answer.retryAfter * 1000;
      patch({ challenge: { state: 'failed', failure: answer, resendAt } });
      return;
    }
    const { method, destination, resend_at: sentCode } = answer.data;
    // Nothing is sent for an authenticator app: no resend, and no code to keep across a reload.
    const resendAt = sentCode === null ? null : now() + RESEND_AFTER_MS;
    const expiresAt = sentCode === null ? null : now() + USABLE_MS;
    patch({ challenge: { state: 'sent', method, destination, resendAt } });
    remember({ challenge: { method, destination, resendAt, expiresAt } });
  }

  /** A code sent for this purpose and still valid (a reload, a changed intent) is not sent again. */
  function showOrAskForCode(): void {
    const sent = saved?.challenge;
    if (sent !== undefined && sent.expiresAt !== null && sent.expiresAt > now()) {
      patch({
        challenge: { state: 'sent', method: sent.method, destination: sent.destination, resendAt: sent.resendAt },
      });
      return;
    }
    void askForCode();
  }

  /** What a known outcome means for the key and the token, and for the screen. */
  function settle(state: OutcomeState<T>, answering: ConfirmRequest<T, P> | null): OutcomeState<T> {
    if (state.state === 'done') {
      wToken = null;
      saved = null;
      slot.clear();
      patch({ verified: false });
      answering?.onDone?.(state.result);
    } else if (state.state === 'failed' && isWTokenRefusal(state.failure)) {
      // The token ran out or was used: nothing happened. Verify again; the same intent goes with the same key.
      wToken = null;
      outcome.reset();
      remember({ sent: false });
      patch({ verified: false, codeError: { kind: 'refused', failure: state.failure } });
      void askForCode();
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
    showOrAskForCode();
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
    $own.set({ ...INITIAL, summary: next.summary, factor, verified: heldToken() !== null });
    if (saved.sent) {
      void reconcileAfterReload();
    } else if (factor !== null && heldToken() === null) {
      showOrAskForCode();
    }
  }

  /** The w-token for the submit: the held one, or one verified from `code`; null when the code failed. */
  async function tokenFor(code: string | undefined): Promise<string | null> {
    if (purpose === null) return '';
    const held = heldToken();
    if (held !== null) return held;
    const typed = code?.trim() ?? '';
    if (!OTP_PATTERN.test(typed)) {
      patch({ codeError: { kind: 'format' } });
      return null;
    }
    const answer = await api.verifyTwoFactor({ body: { purpose, code: typed } });
    if (answer.status === false) {
      patch({ codeError: { kind: 'refused', failure: answer } });
      return null;
    }
    wToken = { token: answer.data.w_token, expiresAt: now() + USABLE_MS };
    patch({ verified: true, codeError: null });
    return answer.data.w_token;
  }

  async function submit(code?: string): Promise<OutcomeState<T>> {
    const current = outcome.$state.get();
    // A double click: the first click already set `busy` (or started the outcome) before any await.
    if ($own.get().busy || current.state === 'submitting' || current.state === 'pending-checking') return current;
    patch({ busy: true, codeError: null });
    try {
      const token = await tokenFor(code);
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

  async function resend(): Promise<void> {
    const { challenge } = $own.get();
    const resendAt = challenge.state === 'sent' || challenge.state === 'failed' ? challenge.resendAt : null;
    if (challenge.state === 'sending' || (resendAt !== null && now() < resendAt)) return;
    await askForCode();
  }

  async function checkAgain(): Promise<OutcomeState<T>> {
    const answering = request;
    return settle(await outcome.checkAgain(), answering);
  }

  function close(): void {
    outcome.reset();
    request = null;
    $own.set(INITIAL);
  }

  return { $state, open, submit, resend, checkAgain, close };
}
