/**
 * Adding a verified phone number, needed before text messages can be the second factor: SPEC section 2's
 * "others" steps add-phone → verify-phone (PRODUCT.md section 4), in a dialog over the security screen like the
 * other "others" flow (moving money between one's wallets), so its steps are not in the page's history.
 *
 * - **add-phone**: calling code and number (the contract's rules), then POST /otp/send-sms texts a code to it.
 * - **verify-phone**: the texted code (6 digits, valid 5 minutes; a new one after 60 s; 5 wrong tries use it up),
 *   and — because PUT /accounts/me takes a w-token (`update_profile`) — the code of the user's second factor
 *   (email while 2FA is off), asked for on arrival. The phone is saved with PUT /accounts/me and `phone_code`,
 *   the account's other fields as they are.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ProfileType } from '../../contract/calls/accounts.ts';
import { CALLING_CODE_PATTERN, OTP_PATTERN, PHONE_PATTERN } from '../../contract/rules.ts';
import { failureText } from '../../lib/failure-text.ts';
import { withoutDigitGrouping } from '../../lib/forms/digits.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { m } from '../../lib/i18n.ts';
import { createVerification, RESEND_AFTER_MS, type SentCode } from '../../stores/kit/second-factor.ts';

export type PhoneStep = 'add-phone' | 'verify-phone';

/** What is wrong with each field, in the page's language. */
export interface PhoneFieldErrors {
  readonly calling_code?: string;
  readonly phone_number?: string;
  readonly phone_code?: string;
}

export interface PhoneState {
  /** The dialog is open. */
  readonly open: boolean;
  readonly step: PhoneStep;
  /** The number the code went to, as the server takes it. */
  readonly callingCode: string;
  readonly phoneNumber: string;
  /** When a new text may be asked for (epoch ms). */
  readonly resendAt: number | null;
  readonly errors: PhoneFieldErrors;
  /** A failure that belongs to no field (the connection, the server). */
  readonly failure: ApiFailure | null;
  readonly busy: boolean;
}

type PhoneApi = Pick<Api, 'sendSmsOtp' | 'getMe' | 'updateMe' | 'requestTwoFactorChallenge' | 'verifyTwoFactor'>;

export interface PhoneFlowOptions {
  readonly api: PhoneApi;
  readonly now?: () => number;
  /** The dialog closed: with the phone as saved, or null when nothing was saved. */
  readonly onDone?: (phone: string | null) => void;
}

/** The refusals of the texted code, said beside it (OTP_TOO_MANY_ATTEMPTS: five wrong tries, a new text is needed). */
const PHONE_CODE_REFUSALS: ReadonlySet<string> = new Set(['INVALID_OTP', 'OTP_EXPIRED', 'OTP_TOO_MANY_ATTEMPTS']);
const W_TOKEN_REFUSALS: ReadonlySet<string> = new Set(['W_TOKEN_INVALID', 'W_TOKEN_REQUIRED']);

const START: PhoneState = {
  open: false,
  step: 'add-phone',
  callingCode: '+84',
  phoneNumber: '',
  resendAt: null,
  errors: {},
  failure: null,
  busy: false,
};

/** The typed number's problems by the contract's rules (rules.ts), or none. */
export function phoneProblems(callingCode: string, phoneNumber: string): PhoneFieldErrors {
  const number = withoutDigitGrouping(phoneNumber);
  const codeProblem =
    callingCode === ''
      ? m.field_required()
      : CALLING_CODE_PATTERN.test(callingCode)
        ? null
        : m.field_calling_code_format();
  const numberProblem = number === '' ? m.field_required() : PHONE_PATTERN.test(number) ? null : m.field_phone_format();
  return {
    ...(codeProblem === null ? {} : { calling_code: codeProblem }),
    ...(numberProblem === null ? {} : { phone_number: numberProblem }),
  };
}

/** The texted code's problem by its rule, or null. */
function phoneCodeProblem(code: string): string | null {
  if (code === '') return m.field_required();
  return OTP_PATTERN.test(code) ? null : m.field_otp_format();
}

/** A refusal of the texted code as the field says it: five wrong tries need a new text. */
function phoneCodeRefusal(failure: ApiFailure): string {
  return failure.code === 'OTP_TOO_MANY_ATTEMPTS' ? m.security_phone_too_many_tries() : failureText(failure);
}

/** The phone as the screen shows it once saved: `+84 912345678`. */
export function phoneLabel(callingCode: string, phoneNumber: string): string {
  return `${callingCode} ${phoneNumber}`;
}

export function createPhoneFlow(options: PhoneFlowOptions) {
  const { api, now = Date.now } = options;
  const $state = atom<PhoneState>(START);
  let lastSent: SentCode | null = null;
  const verification = createVerification({
    purpose: 'update_profile',
    api,
    now,
    onSent: (sent) => {
      lastSent = sent;
    },
  });
  const patch = (change: Partial<PhoneState>) => $state.set({ ...$state.get(), ...change });

  /** POST /otp/send-sms; a code sent within the minute stays valid, so a "too soon" still leads to the code. */
  async function text(callingCode: string, phoneNumber: string): Promise<boolean> {
    const answer = await api.sendSmsOtp({ body: { calling_code: callingCode, phone_number: phoneNumber } });
    if (answer.status !== false) {
      patch({ resendAt: now() + RESEND_AFTER_MS });
      return true;
    }
    if (answer.code === 'OTP_RESEND_TOO_SOON' && answer.retryAfter !== undefined) {
      patch({ resendAt: now() + answer.retryAfter * 1000 });
      return true;
    }
    // The server's field errors (a 422) beside their fields; anything else above the form.
    const fields = (['calling_code', 'phone_number'] as const).filter((field) => answer.errors?.[field] !== undefined);
    if (fields.length === 0) patch({ failure: answer });
    else patch({ errors: Object.fromEntries(fields.map((field) => [field, answer.errors?.[field]?.join(' ')])) });
    return false;
  }

  /** add-phone's submit: the number checked, a code texted to it, then verify-phone. */
  async function sendCode(callingCode: string, phoneNumber: string): Promise<void> {
    const state = $state.get();
    if (state.busy) return;
    const number = withoutDigitGrouping(phoneNumber);
    const errors = phoneProblems(callingCode, phoneNumber);
    patch({ callingCode, phoneNumber: number, errors, failure: null });
    if (Object.keys(errors).length > 0) return;
    // The same number again within its minute: its code is still on the way, no new text.
    const same = state.callingCode === callingCode && state.phoneNumber === number;
    if (same && state.resendAt !== null && now() < state.resendAt) {
      arriveAtCode();
      return;
    }
    patch({ busy: true });
    const sent = await text(callingCode, number);
    patch({ busy: false });
    if (sent) arriveAtCode();
  }

  function arriveAtCode(): void {
    patch({ step: 'verify-phone', errors: {}, failure: null });
    verification.reset();
    if (verification.held() === null) verification.showOrAsk(lastSent);
  }

  /** Another text to the same number, from `resendAt` on. */
  async function resendText(): Promise<void> {
    const { callingCode, phoneNumber, resendAt, busy } = $state.get();
    if (busy || (resendAt !== null && now() < resendAt)) return;
    const { phone_code: _spent, ...errors } = $state.get().errors;
    patch({ errors, failure: null });
    await text(callingCode, phoneNumber);
  }

  /** Where a refusal of the save belongs. */
  function refusedSave(answer: ApiFailure): void {
    if (answer.code !== undefined && PHONE_CODE_REFUSALS.has(answer.code)) {
      patch({ errors: { phone_code: phoneCodeRefusal(answer) } });
    } else if (answer.code !== undefined && W_TOKEN_REFUSALS.has(answer.code)) {
      // The token lapsed: verify again with a new code.
      verification.forget();
      verification.refuse(answer);
      void verification.ask();
    } else if (answer.code === 'PHONE_TAKEN') {
      patch({ step: 'add-phone', errors: { phone_number: failureText(answer) } });
    } else {
      patch({ failure: answer });
    }
  }

  /** The profile's other fields, as PUT /accounts/me replaces them all. */
  async function profileNow(): Promise<ProfileType | ApiFailure> {
    const me = await api.getMe();
    return me.status === false ? me : me.data;
  }

  /**
   * verify-phone's submit: the texted code and the second factor's code; the phone saved. Resolves to the
   * phone as saved, or null.
   */
  async function verify(phoneCode: string | undefined, identityCode: string | undefined): Promise<string | null> {
    const state = $state.get();
    if (state.busy) return null;
    const code = withoutDigitGrouping((phoneCode ?? '').trim());
    const problem = phoneCodeProblem(code);
    patch({ errors: problem === null ? {} : { phone_code: problem }, failure: null, busy: true });
    verification.clearError();
    try {
      // Both fields are checked at once: one submit says everything wrong with either.
      const typedIdentity = verification.held() ?? verification.typed(identityCode);
      if (problem !== null || typedIdentity === null) return null;
      const token = await verification.token(identityCode);
      if (token === null) return null;
      const profile = await profileNow();
      if ('status' in profile && profile.status === false) {
        patch({ failure: profile });
        return null;
      }
      const { full_name, country } = profile as ProfileType;
      const body = {
        full_name,
        country,
        calling_code: state.callingCode,
        phone_number: state.phoneNumber,
        phone_code: code,
      };
      const answer = await api.updateMe({ body }, { wToken: token });
      if (answer.status === false) {
        refusedSave(answer);
        return null;
      }
      verification.forget();
      return phoneLabel(state.callingCode, state.phoneNumber);
    } finally {
      patch({ busy: false });
    }
  }

  return {
    $state: $state as ReadableAtom<PhoneState>,
    verification,
    sendCode,
    resendText,
    verify,
    /** Back to the number, as typed. */
    back: () => patch({ step: 'add-phone', errors: {}, failure: null }),
    /** The dialog opens on add-phone, with the number typed last (its text's minute kept), else the one on file. */
    open(onFile: { readonly callingCode: string; readonly phoneNumber: string } | null = null): void {
      const { resendAt, callingCode, phoneNumber } = $state.get();
      const start = phoneNumber === '' && onFile !== null ? onFile : { callingCode, phoneNumber };
      $state.set({ ...START, open: true, ...start, resendAt });
      verification.reset();
    },
    /** The dialog closes: `phone` saved, or null. */
    done(phone: string | null): void {
      patch({ open: false, busy: false });
      verification.reset();
      options.onDone?.(phone);
    },
  };
}

export type PhoneFlow = ReturnType<typeof createPhoneFlow>;
