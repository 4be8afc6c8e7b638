/**
 * Handlers of src/contract/calls/security.ts: w-token verifications, authenticator-app enrolment, the 2FA
 * settings, recovery codes and the signed-in sessions, each for the person signed in (a team member's second factor is their own).
 */
import { checkChallenge, startChallenge } from '../../auth/challenge.ts';
import { revokeOtherSessions } from '../../auth/sessions.ts';
import { issueWToken } from '../../auth/w-tokens.ts';
import { sessionPeople } from '../../people/profile.ts';
import { listSignIns } from '../../people/sign-ins.ts';
import {
  changeTwoFactor,
  confirmEnrolment,
  recoveryCodesData,
  regenerateRecoveryCodes,
  settingsOf,
  startEnrolment,
} from '../../people/two-factor.ts';
import { callNamed, handle } from '../handler.ts';

export const securityHandlers = [
  handle(callNamed('requestTwoFactorChallenge'), async ({ db, user, body, lang, ip, now }) => {
    const { person } = await sessionPeople(db, user);
    const { method, destination, sent } = await startChallenge(db, person, body.purpose, { lang, ip }, now);
    return {
      status: true,
      data: {
        method,
        destination,
        resend_at: sent?.resendAt.toISOString() ?? null,
        expires_at: sent?.expiresAt.toISOString() ?? null,
      },
    };
  }),

  handle(callNamed('verifyTwoFactor'), async ({ db, user, body, now }) => {
    const { person } = await sessionPeople(db, user);
    await checkChallenge(db, person, body.purpose, body.code, now);
    const { token, expiresAt } = await issueWToken(db, person.id, body.purpose, now);
    return { status: true, data: { w_token: token, expires_at: expiresAt.toISOString() } };
  }),

  handle(callNamed('startAuthenticatorEnrolment'), async ({ db, user, now }) => {
    const { person } = await sessionPeople(db, user);
    return { status: true, data: await startEnrolment(db, person, now) };
  }),

  handle(callNamed('confirmAuthenticatorEnrolment'), async ({ db, user, body, now }) => {
    const { person } = await sessionPeople(db, user);
    return { status: true, data: await settingsOf(db, await confirmEnrolment(db, person, body.code, now), now) };
  }),

  handle(callNamed('updateTwoFactorSettings'), async ({ db, user, body, now }) => {
    const { person } = await sessionPeople(db, user);
    const { person: changed, minted } = await changeTwoFactor(db, person, body, now);
    const recovery_codes = minted === null ? null : recoveryCodesData(minted);
    return { status: true, data: { ...(await settingsOf(db, changed, now)), recovery_codes } };
  }),

  handle(callNamed('getTwoFactorSettings'), async ({ db, user, now }) => {
    const { person } = await sessionPeople(db, user);
    return { status: true, data: await settingsOf(db, person, now) };
  }),

  handle(callNamed('regenerateRecoveryCodes'), async ({ db, user, body, now }) => {
    const { person } = await sessionPeople(db, user);
    return { status: true, data: recoveryCodesData(await regenerateRecoveryCodes(db, person, body.code, now)) };
  }),

  handle(callNamed('listSessions'), async ({ db, user, lang, now }) => ({
    status: true,
    data: await listSignIns(db, user, lang, now),
  })),

  handle(callNamed('revokeOtherSessions'), async ({ db, user, now }) => ({
    status: true,
    data: { revoked: await revokeOtherSessions(db, user.id, user.sessionId, now) },
  })),
];
