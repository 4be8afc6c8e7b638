/**
 * Issue a one-time code and send it through the outbox. Every code the server sends goes through here, so
 * every sending call has the limits of ./limits.ts: per destination and purpose, per calling address, and
 * per purpose over everyone.
 */
import type { Locale } from '../../src/lib/locale.ts';
import type { Executor } from '../db/client.ts';
import { CODE_SENDS_OVERALL, CODE_SENDS_PER_ADDRESS, CODE_SENDS_PER_DESTINATION } from './limits.ts';
import { otpMessage } from './messages.ts';
import { type IssuedOtp, issueOtp, type OtpPurpose } from './otp.ts';
import type { Channel } from './outbox.ts';
import { sendMessage } from './outbox.ts';
import { type Counter, giveBack, reserve } from './rate-limit.ts';

export interface OtpDelivery {
  readonly purpose: OtpPurpose;
  readonly channel: Channel;
  /** Lower-case email or `+<calling code><number>`. */
  readonly to: string;
  readonly lang: Locale;
  /** The address of the request that asks for the code. */
  readonly ip: string;
  /** Issue the code but send nothing: an unknown account must look exactly like a known one. */
  readonly silent?: boolean;
}

/** Narrowest first: a flood at one victim or from one address never reaches the shared budget. */
function sendCounters({ purpose, channel, to, ip }: OtpDelivery): Counter[] {
  return [
    { limit: CODE_SENDS_PER_DESTINATION, subject: `${purpose}:${to}` },
    { limit: CODE_SENDS_PER_ADDRESS[channel], subject: ip },
    { limit: CODE_SENDS_OVERALL[channel], subject: purpose },
  ];
}

export async function sendOtp(db: Executor, delivery: OtpDelivery, now: Date): Promise<IssuedOtp> {
  const { purpose, channel, to, lang, silent = false } = delivery;
  const hold = await reserve(db, sendCounters(delivery), now);
  const issued = await issueOtp(db, { purpose, destination: to }, now).catch(async (error: unknown) => {
    // Nothing was sent (a resend too soon): it costs no budget.
    await giveBack(db, hold);
    throw error;
  });
  if (!silent)
    await sendMessage(db, { to, channel, ...otpMessage(purpose, lang, issued.code), code: issued.code }, now);
  return issued;
}
