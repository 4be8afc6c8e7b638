/** Authenticator codes for tests. */
import { TOTP_STEP_SECONDS, totpCode } from '../../../server/auth/totp.ts';

/** A code the authenticator shows at none of the steps the server accepts around `at` (epoch ms). */
export function wrongTotpCode(secret: string, at: number): string {
  const step = TOTP_STEP_SECONDS * 1000;
  const accepted = [-step, 0, step].map((offset) => totpCode(secret, at + offset));
  return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code)) ?? '444444';
}
