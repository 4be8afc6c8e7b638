/**
 * The VIP's authenticator in browser tests. Its codes guard sign-in and withdrawals, and the server takes each step's
 * code once and none older than the last it took (server/auth/totp.ts), so journeys using them take turns
 * (`takeTurn(VIP_AUTHENTICATOR)`) and pick the first step the server will still take: a sign-in code, then a
 * withdrawal code of a later step.
 */
import { expect } from '@playwright/test';
import { totpCode } from '../server/auth/totp.ts';
import type { AuthTokensType } from '../src/contract/calls/auth.ts';
import { signatureHeaders } from '../src/lib/http/signature.ts';
import { VIP_TOTP_SECRET } from './demo.ts';
import { DEMO_PASSWORD } from './fixtures.ts';

/** The turn of the journeys that type the VIP's authenticator codes. */
export const VIP_AUTHENTICATOR = 'vip-authenticator';

/** An authenticator's time step (RFC 6238's 30 s). */
export const STEP_MS = 30_000;

const stepNow = () => Math.floor(Date.now() / STEP_MS);

/** Waits until the server accepts `step`'s code (it takes one step ahead of its clock at most). */
async function reachable(step: number): Promise<void> {
  await expect.poll(stepNow, { timeout: 2 * STEP_MS + 5_000 }).toBeGreaterThanOrEqual(step - 1);
}

async function login(baseURL: string, code: string): Promise<AuthTokensType | undefined> {
  const url = `${baseURL}/api/v1/login`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signatureHeaders('POST', url, Date.now()) },
    body: JSON.stringify({ email: 'vip@demo.test', password: DEMO_PASSWORD, code }),
  });
  return ((await response.json()) as { data?: AuthTokensType }).data;
}

/**
 * Signs the VIP in with the first code the server takes (the previous journey may have used this step and the
 * next): its tokens and the step used.
 */
export async function signInVip(baseURL: string): Promise<{ tokens: AuthTokensType; step: number }> {
  const first = stepNow();
  for (let step = first; step <= first + 3; step += 1) {
    await reachable(step);
    const tokens = await login(baseURL, totpCode(VIP_TOTP_SECRET, step * STEP_MS));
    if (tokens?.access_token) return { tokens, step };
  }
  throw new Error('the VIP could not sign in with four steps of codes');
}

/** A code for the VIP's next withdrawal: a step after the one last used, once the server will take it. */
export async function vipCodeAfter(usedStep: number): Promise<string> {
  const step = Math.max(usedStep + 1, stepNow());
  await reachable(step);
  return totpCode(VIP_TOTP_SECRET, step * STEP_MS);
}
