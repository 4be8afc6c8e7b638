/**
 * Asking the signed-in user for a second factor's code (PRODUCT.md sections 3 and 4; docs/API.md "Two-factor
 * tokens"). One store for every screen that needs one: the confirm step of the money and bank screens
 * (confirm.ts), and the security screen's 2FA settings, phone and password changes.
 *
 * - **The challenge.** POST /two-factor/challenge {purpose} sends the code by the user's method (email, text
 *   message) or, for an authenticator app, nothing. One at a time (asking again meanwhile waits for the same
 *   answer); a new code 60 s after the last; a refusal that says when to try again (a 429's retry_after) holds
 *   the resend until then.
 * - **The code typed.** 6 digits, spaces and dashes people group them with dropped; or, where the user's 2FA
 *   itself asks and the app or phone is lost, one of the recovery codes instead (`useRecovery`: capitals and a
 *   missing dash forgiven). A code in neither form is refused here, before any call.
 * - **The w-token** (`createVerification`): POST /two-factor/verify trades the code for it. It is kept in memory
 *   only (never storage) and reused within its 5 minutes until the call that needs it has taken it.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { OTP_PATTERN, RECOVERY_CODE_PATTERN } from '../../contract/rules.ts';
import { withoutDigitGrouping } from '../../lib/forms/digits.ts';
import { recoveryCodeTyped } from '../../lib/forms/recovery-code.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';

export type SecondFactorMethod = 'EMAIL' | 'AUTHENTICATOR_APP' | 'SMS';
export type TwoFactorScope = 'WITHDRAWAL' | 'ADD_BANK' | 'LOGIN';
/** The w-token purposes a verification obtains (src/contract/calls/security.ts ChallengeWTokenPurpose). */
export type WTokenPurpose = 'withdrawal' | 'add_bank' | 'update_bank' | 'update_profile' | 'change_password';
/** What a challenge may be for: a w-token, or a change of the 2FA settings, whose code goes in the change itself. */
export type ChallengePurpose = WTokenPurpose | 'two_factor_settings';

/**
 * The scope of SPEC section 6 that gates each purpose; null where any ACTIVE second factor does (the profile, the
 * password, the 2FA settings themselves), as the server decides (server/auth/challenge.ts).
 */
const SCOPE_OF: Readonly<Record<ChallengePurpose, TwoFactorScope | null>> = {
  withdrawal: 'WITHDRAWAL',
  add_bank: 'ADD_BANK',
  update_bank: 'ADD_BANK',
  update_profile: null,
  change_password: null,
  two_factor_settings: null,
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
export function secondFactorFor(profile: TwoFactorProfile | null, purpose: ChallengePurpose): SecondFactor {
  const method = profile?.two_factor_method ?? null;
  const scope = SCOPE_OF[purpose];
  const covered =
    profile?.two_factor_status === 'ACTIVE' &&
    method !== null &&
    (scope === null || profile.two_factor_enable_for.includes(scope));
  return covered ? { covered, method } : { covered: false, method: 'EMAIL' };
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

/** A challenge answered, as a screen keeps it to show again after a reload rather than send another code. */
export interface SentCode {
  readonly method: SecondFactorMethod;
  readonly destination: string | null;
  readonly resendAt: number | null;
  /** When the code stops being usable here (epoch ms); null when nothing was sent. */
  readonly expiresAt: number | null;
}

export interface CodeAskState {
  readonly challenge: ChallengeState;
  readonly codeError: CodeError | null;
  /** A recovery code is typed instead of the factor's code. */
  readonly recovery: boolean;
}

/** A new code may be asked for this long after the last (PRODUCT.md section 4). */
export const RESEND_AFTER_MS = 60_000;
/**
 * How long a code and a w-token stay usable here: their 5 minutes (PRODUCT.md section 4, docs/API.md) less a
 * margin for the trip. Counted on this device's clock from when they arrived, never against the server's
 * timestamps, which a device clock that is off would misread.
 */
export const USABLE_MS = 5 * 60_000 - 30_000;

const IDLE: CodeAskState = { challenge: { state: 'idle' }, codeError: null, recovery: false };

/** The code as its rule takes it, or null when it is in neither form. */
export function typedCode(code: string | undefined, recovery: boolean): string | null {
  const text = code ?? '';
  const typed = recovery ? recoveryCodeTyped(text) : withoutDigitGrouping(text.trim());
  return (recovery ? RECOVERY_CODE_PATTERN : OTP_PATTERN).test(typed) ? typed : null;
}

export interface CodeAskOptions {
  readonly purpose: ChallengePurpose;
  readonly api: Pick<Api, 'requestTwoFactorChallenge'>;
  readonly now?: () => number;
  /** Told of each code sent (the confirm step keeps it in its slot across a reload). */
  readonly onSent?: (sent: SentCode) => void;
}

export interface CodeAsk {
  readonly $state: ReadableAtom<CodeAskState>;
  /** Sends a challenge; a second call while one is on its way waits for the same answer. */
  ask(): Promise<void>;
  /** Shows a code sent before and still usable (`sent`), else asks for one. */
  showOrAsk(sent: SentCode | null | undefined): void;
  /** Asks for a new code, from the challenge's `resendAt` on. */
  resend(): Promise<void>;
  /** Types a recovery code instead of the factor's code, or goes back to it. */
  useRecovery(on: boolean): void;
  /** The typed code in its rule's form; null, with the format error said, when it is in neither. */
  typed(code: string | undefined): string | null;
  /** The server refused the code: said beside the field. */
  refuse(failure: ApiFailure): void;
  clearError(): void;
  /** Back to nothing asked (the step is left). */
  reset(): void;
}

export function createCodeAsk(options: CodeAskOptions): CodeAsk {
  const { purpose, api, onSent, now = Date.now } = options;
  const $state = atom<CodeAskState>(IDLE);
  let asking: Promise<void> | null = null;
  const patch = (change: Partial<CodeAskState>) => $state.set({ ...$state.get(), ...change });

  async function requestChallenge(): Promise<void> {
    const answer = await api.requestTwoFactorChallenge({ body: { purpose } });
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
    onSent?.({ method, destination, resendAt, expiresAt });
  }

  function ask(): Promise<void> {
    patch({ challenge: { state: 'sending' } });
    asking ??= requestChallenge().finally(() => {
      asking = null;
    });
    return asking;
  }

  function showOrAsk(sent: SentCode | null | undefined): void {
    if (sent?.expiresAt != null && sent.expiresAt > now()) {
      const { method, destination, resendAt } = sent;
      patch({ challenge: { state: 'sent', method, destination, resendAt } });
      return;
    }
    void ask();
  }

  async function resend(): Promise<void> {
    const { challenge } = $state.get();
    const resendAt = challenge.state === 'sent' || challenge.state === 'failed' ? challenge.resendAt : null;
    if (challenge.state === 'sending' || (resendAt !== null && now() < resendAt)) return;
    await ask();
  }

  function typed(code: string | undefined): string | null {
    const value = typedCode(code, $state.get().recovery);
    if (value === null) patch({ codeError: { kind: 'format' } });
    return value;
  }

  return {
    $state,
    ask,
    showOrAsk,
    resend,
    useRecovery: (on) => patch({ recovery: on, codeError: null }),
    typed,
    refuse: (failure) => patch({ codeError: { kind: 'refused', failure } }),
    clearError: () => patch({ codeError: null }),
    reset: () => $state.set(IDLE),
  };
}

export interface VerificationState extends CodeAskState {
  /** A usable w-token is held: the next call needs no code. */
  readonly verified: boolean;
}

export interface VerificationOptions extends Omit<CodeAskOptions, 'purpose' | 'api'> {
  readonly purpose: WTokenPurpose;
  readonly api: Pick<Api, 'requestTwoFactorChallenge' | 'verifyTwoFactor'>;
}

export interface Verification extends Omit<CodeAsk, '$state'> {
  readonly $state: ReadableAtom<VerificationState>;
  /** The w-token held and still usable, or null. */
  held(): string | null;
  /** The held w-token, or one verified from `code`; null when the code is refused (said beside the field). */
  token(code: string | undefined): Promise<string | null>;
  /** The token was taken by the call it was for, or the server no longer takes it. */
  forget(): void;
}

/** A challenge whose code is traded for a w-token (POST /two-factor/verify). */
export function createVerification(options: VerificationOptions): Verification {
  const { purpose, api, now = Date.now } = options;
  const codes = createCodeAsk({ ...options, now });
  const $verified = atom(false);
  // In memory only, never in storage.
  let wToken: { readonly token: string; readonly expiresAt: number } | null = null;
  const held = () => (wToken !== null && wToken.expiresAt > now() ? wToken.token : null);

  async function token(code: string | undefined): Promise<string | null> {
    const kept = held();
    if (kept !== null) return kept;
    const typed = codes.typed(code);
    if (typed === null) return null;
    const answer = await api.verifyTwoFactor({ body: { purpose, code: typed } });
    if (answer.status === false) {
      codes.refuse(answer);
      return null;
    }
    wToken = { token: answer.data.w_token, expiresAt: now() + USABLE_MS };
    $verified.set(true);
    codes.clearError();
    return answer.data.w_token;
  }

  return {
    ...codes,
    $state: computed([codes.$state, $verified], (state, verified) => ({ ...state, verified })),
    held,
    token,
    forget() {
      wToken = null;
      $verified.set(false);
    },
    reset() {
      codes.reset();
      $verified.set(held() !== null);
    },
  };
}
