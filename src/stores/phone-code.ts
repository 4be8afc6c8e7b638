/**
 * A code texted to a phone number to prove it is the user's (POST /otp/send-sms): a new number on the profile
 * (PUT /accounts/me takes it as `phone_code`), and the verified number SMS 2FA needs. PRODUCT.md section 4: a
 * new code 60 s after the last. Asking again for the same number within that minute (a step back and forth)
 * shows the code already sent instead of sending another; the server keeps its own minute per number anyway and
 * answers a 429 with the wait, which the resend button counts down.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiFailure } from '../lib/http/errors.ts';
import { isApiFailure } from '../lib/http/errors.ts';
import type { Api } from '../lib/http/types.ts';

/** PRODUCT.md section 4: a new code may be asked for 60 seconds after the last. */
const RESEND_AFTER_MS = 60_000;

/** A number as the API takes it. */
export interface PhoneNumberParts {
  readonly calling_code: string;
  readonly phone_number: string;
}

export type PhoneCodeState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending'; readonly phone: PhoneNumberParts }
  /** `resendAt`: when a new code may be asked for (epoch ms). */
  | { readonly status: 'sent'; readonly phone: PhoneNumberParts; readonly resendAt: number }
  | {
      readonly status: 'failed';
      readonly phone: PhoneNumberParts;
      readonly failure: ApiFailure;
      readonly resendAt: number | null;
    };

export interface PhoneCodeOptions {
  readonly api: Pick<Api, 'sendSmsOtp'>;
  readonly now?: () => number;
}

/** `+84 912345678`: how the screens write a number. */
export function phoneText(phone: PhoneNumberParts): string {
  return `${phone.calling_code} ${phone.phone_number}`;
}

const same = (a: PhoneNumberParts, b: PhoneNumberParts) =>
  a.calling_code === b.calling_code && a.phone_number === b.phone_number;

export function createPhoneCode({ api, now = Date.now }: PhoneCodeOptions) {
  const $state = atom<PhoneCodeState>({ status: 'idle' });
  let last: { readonly phone: PhoneNumberParts; readonly at: number } | null = null;

  /** Sends a code; a refused resend leaves the code already sent in place (the resend button says why). */
  async function send(phone: PhoneNumberParts, resending: boolean): Promise<ApiFailure | undefined> {
    if (!resending) $state.set({ status: 'sending', phone });
    const answer = await api.sendSmsOtp({
      body: { calling_code: phone.calling_code, phone_number: phone.phone_number },
    });
    if (isApiFailure(answer)) {
      const resendAt = answer.retryAfter === undefined ? null : now() + answer.retryAfter * 1000;
      if (!resending) $state.set({ status: 'failed', phone, failure: answer, resendAt });
      return answer;
    }
    last = { phone, at: now() };
    $state.set({ status: 'sent', phone, resendAt: last.at + RESEND_AFTER_MS });
    return undefined;
  }

  return {
    $state: $state as ReadableAtom<PhoneCodeState>,
    /** Texts a code to `phone`, unless one went to that same number less than a minute ago. */
    request(phone: PhoneNumberParts): Promise<ApiFailure | undefined> {
      if (last !== null && same(last.phone, phone) && now() - last.at < RESEND_AFTER_MS) {
        $state.set({ status: 'sent', phone, resendAt: last.at + RESEND_AFTER_MS });
        return Promise.resolve(undefined);
      }
      return send(phone, false);
    },
    /** Texts a new code to the number of the last request (the resend button's action). */
    resend(): Promise<ApiFailure | undefined> {
      const state = $state.get();
      if (state.status === 'idle' || state.status === 'sending') return Promise.resolve(undefined);
      return send(state.phone, state.status === 'sent');
    },
  };
}

export type PhoneCode = ReturnType<typeof createPhoneCode>;
