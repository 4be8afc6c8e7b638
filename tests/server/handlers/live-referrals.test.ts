/**
 * A referred friend on the referrer's live stream (docs/decisions/034-live-requests-and-referrals.md): signing up
 * with the code, then a verification level, tell the referring account `referral.updated` with the referee's id and
 * status only — never their name or email — and tell nobody else.
 */
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/auth/users.ts';
import { ServerEvent } from '../../../src/contract/calls/events.ts';
import type { RefereeType } from '../../../src/contract/calls/referral.ts';
import { freshEmail, post, registration, verifyEmail } from '../api/handlers/auth-setup.ts';
import { createPerson, json } from '../api/harness.ts';
import { sessionOn, useHandlerApi } from './account-session.ts';
import { recordAccount } from './bus-recorder.ts';
import { identityForm, send } from './kyc-helpers.ts';

describe('referral.updated', () => {
  const context = useHandlerApi();

  /** Signs a new customer up through the real flow, with `code` when given; their tokens' access token. */
  async function signUp(email: string, code?: string): Promise<string> {
    await verifyEmail(context.api, email);
    const body = registration(email, code === undefined ? {} : { referral_code: code });
    const response = await post(context.api, '/register', body);
    const answer = await json(response);
    expect(response.status, JSON.stringify(answer)).toBe(200);
    return (answer.data as { access_token: string }).access_token;
  }

  async function referees(referrer: UserRow): Promise<RefereeType[]> {
    const token = await sessionOn(context.api, referrer);
    const response = await context.api.call('GET', '/api/v1/referrals/referees', { token });
    return ((await json(response)).data as { items: RefereeType[] }).items;
  }

  it('tells the referrer of a friend who signed up with the code: id and status, no name or email', async () => {
    const referrer = await createPerson(context.api);
    const email = freshEmail('friend');
    const recording = recordAccount(context.api.bus, referrer.id);
    await signUp(email, referrer.referralCode);
    recording.stop();

    const [referee] = await referees(referrer);
    const event = { type: 'referral.updated', data: { referee_id: referee?.id, status: 'REGISTERED' } };
    expect(recording.heard).toEqual([event]);
    expect(ServerEvent.safeParse(event).success).toBe(true);
    expect(JSON.stringify(recording.heard)).not.toContain(email.split('@')[0]);
  });

  it('tells nobody of a sign-up without a code', async () => {
    const bystander = await createPerson(context.api);
    const recording = recordAccount(context.api.bus, bystander.id);
    await signUp(freshEmail('alone'));
    recording.stop();
    expect(recording.heard).toEqual([]);
  });

  it('tells the referrer when the friend’s verification raises their level: VERIFIED', async () => {
    const referrer = await createPerson(context.api);
    const token = await signUp(freshEmail('verified'), referrer.referralCode);
    const [referee] = await referees(referrer);
    const submitted = await send(context.api, 'POST', '/kyc', token, await identityForm(context.api, token));
    const recording = recordAccount(context.api.bus, referrer.id);
    const approved = await context.api.call('POST', `/api/warehouse/v1/admin/kyc/${submitted.body.data.id}/approve`, {
      headers: { 'x-admin-key': context.api.config.adminKey },
      unsigned: true,
    });
    recording.stop();
    expect(approved.status).toBe(200);
    expect(recording.heard).toEqual([
      { type: 'referral.updated', data: { referee_id: referee?.id, status: 'VERIFIED' } },
    ]);
    expect((await referees(referrer))[0]?.status).toBe('VERIFIED');
  });
});
