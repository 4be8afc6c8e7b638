/**
 * The VIP's authenticator in browser tests. Its codes guard sign-in and withdrawals, and the server takes each step's
 * code once and none older than the last it took (server/auth/totp.ts), so journeys using them take turns
 * (`takeTurn(VIP_AUTHENTICATOR)`) and pick the first step the server will still take: a sign-in code, then a
 * withdrawal code of a later step.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { totpCode } from '../server/auth/totp.ts';
import type { AuthTokensType } from '../src/contract/calls/auth.ts';
import { signatureHeaders } from '../src/lib/http/signature.ts';
import { VIP_TOTP_SECRET } from './demo.ts';
import { DEMO_PASSWORD, givenTheWait } from './fixtures.ts';

/** The turn of the journeys that type the VIP's authenticator codes. */
export const VIP_AUTHENTICATOR = 'vip-authenticator';

/** An authenticator's time step (RFC 6238's 30 s). */
export const STEP_MS = 30_000;

const stepNow = () => Math.floor(Date.now() / STEP_MS);

/** Where the last step a journey typed is noted: the next journey in turn starts after it (workers share no memory). */
function noteFile(baseURL: string): string {
  return `.data/e2e-${new URL(baseURL).port}/turns/vip-last-step`;
}

function lastNotedStep(baseURL: string): number {
  try {
    return Number(readFileSync(noteFile(baseURL), 'utf8')) || 0;
  } catch {
    return 0;
  }
}

function noteStep(baseURL: string, step: number): void {
  const file = noteFile(baseURL);
  mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
  writeFileSync(file, String(Math.max(step, lastNotedStep(baseURL))));
}

/** Waits until the server accepts `step`'s code (it takes one step ahead of its clock at most). */
async function reachable(step: number): Promise<void> {
  await givenTheWait(() => expect.poll(stepNow, { timeout: 2 * STEP_MS + 5_000 }).toBeGreaterThanOrEqual(step - 1));
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
  // After the last step any journey noted: the ones before it are spent.
  const first = Math.max(stepNow(), lastNotedStep(baseURL) + 1);
  for (let step = first; step <= first + 3; step += 1) {
    await reachable(step);
    const tokens = await login(baseURL, totpCode(VIP_TOTP_SECRET, step * STEP_MS));
    if (tokens?.access_token) {
      noteStep(baseURL, step);
      return { tokens, step };
    }
  }
  throw new Error('the VIP could not sign in with four steps of codes');
}

/** A code for the VIP's next withdrawal: a step after the one last used, once the server will take it. */
export async function vipCodeAfter(baseURL: string, usedStep: number): Promise<string> {
  const step = Math.max(usedStep + 1, stepNow());
  await reachable(step);
  noteStep(baseURL, step);
  return totpCode(VIP_TOTP_SECRET, step * STEP_MS);
}

/** A code for a journey that types it where the test cannot try it first (the sign-in screen): after every noted one. */
export async function nextVipCode(baseURL: string): Promise<string> {
  return vipCodeAfter(baseURL, lastNotedStep(baseURL));
}
