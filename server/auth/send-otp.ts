/** Issue a one-time code and send it through the outbox, within the per-destination sending limit. */
import type { Locale } from '../../src/app/locale.ts';
import type { Executor } from '../db/client.ts';
import { otpMessage } from './messages.ts';
import { type IssuedOtp, issueOtp, type OtpPurpose } from './otp.ts';
import type { Channel } from './outbox.ts';
import { sendMessage } from './outbox.ts';
import { assertUnderLimit, OTP_SENDS, recordEvent } from './rate-limit.ts';

export interface OtpDelivery {
  readonly purpose: OtpPurpose;
  readonly channel: Channel;
  /** Lower-case email or `+<calling code><number>`. */
  readonly to: string;
  readonly lang: Locale;
  /** Issue the code but send nothing: an unknown account must look exactly like a known one. */
  readonly silent?: boolean;
}

export async function sendOtp(db: Executor, delivery: OtpDelivery, now: Date): Promise<IssuedOtp> {
  const { purpose, channel, to, lang, silent = false } = delivery;
  await assertUnderLimit(db, OTP_SENDS, to, now);
  const issued = await issueOtp(db, { purpose, destination: to }, now);
  await recordEvent(db, OTP_SENDS, to, now);
  if (!silent)
    await sendMessage(db, { to, channel, ...otpMessage(purpose, lang, issued.code), code: issued.code }, now);
  return issued;
}
