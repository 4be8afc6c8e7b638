/**
 * Every limit on signing in and on one-time codes, in one place (docs/API.md, "Sign-in, codes and rate
 * limits", explains each choice). The counters live in the database (./rate-limit.ts).
 */
import type { Channel } from './outbox.ts';
import type { RateLimit } from './rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Passwords. Per account and address: 5 tries a quarter-hour, forgotten on success (the owner's typos).
 * Per account from every address: 20, so guessing from many addresses stays slow, while locking the owner
 * out takes tries from at least four addresses (a completed password reset lifts it).
 * Per address over every account: 30 wrong ones, against one password sprayed over many accounts; a
 * success gives its slot back, so many people behind one address signing in are not stopped.
 */
export const SIGN_IN_PER_ACCOUNT_AND_ADDRESS: RateLimit = {
  name: 'sign-in:account-ip',
  limit: 5,
  windowMs: 15 * MINUTE,
};
export const SIGN_IN_PER_ACCOUNT: RateLimit = { name: 'sign-in:account', limit: 20, windowMs: 15 * MINUTE };
export const SIGN_IN_PER_ADDRESS: RateLimit = { name: 'sign-in:ip', limit: 30, windowMs: 15 * MINUTE };

/**
 * Authenticator-app codes, which cannot be replaced by a new one like an emailed code: 5 tries per person
 * and purpose a quarter-hour (as an emailed code's 5), and 10 an hour per person over every purpose, since
 * every purpose guesses the same secret. Forgotten on success.
 */
export const TOTP_PER_PURPOSE: RateLimit = { name: 'totp:user-purpose', limit: 5, windowMs: 15 * MINUTE };
export const TOTP_PER_PERSON: RateLimit = { name: 'totp:user', limit: 10, windowMs: HOUR };

/** Codes sent to one destination for one purpose: a flood of reset codes leaves sign-in codes alone. */
export const CODE_SENDS_PER_DESTINATION: RateLimit = { name: 'code-sends:destination', limit: 5, windowMs: HOUR };
/** Codes one address makes the server send, by channel: mail bombing and SMS pumping from one place. */
export const CODE_SENDS_PER_ADDRESS: Readonly<Record<Channel, RateLimit>> = {
  email: { name: 'code-sends:ip:email', limit: 100, windowMs: HOUR },
  sms: { name: 'code-sends:ip:sms', limit: 20, windowMs: HOUR },
};
/** Codes of one purpose sent to anyone, by channel: the ceiling of what a distributed flood costs. */
export const CODE_SENDS_OVERALL: Readonly<Record<Channel, RateLimit>> = {
  email: { name: 'code-sends:all:email', limit: 2000, windowMs: HOUR },
  sms: { name: 'code-sends:all:sms', limit: 300, windowMs: HOUR },
};

/** "Is this email registered?": 30 per 10 minutes per address, enough for typing, too few for harvesting. */
export const EMAIL_LOOKUPS: RateLimit = { name: 'email-lookups', limit: 30, windowMs: 10 * MINUTE };
