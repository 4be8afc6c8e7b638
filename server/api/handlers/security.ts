/**
 * Handlers of the w-token verifications (src/contract/calls/security.ts). Authenticator enrolment and the
 * 2FA settings are not implemented yet.
 */
import { checkChallenge, startChallenge } from '../../auth/challenge.ts';
import { issueWToken } from '../../auth/w-tokens.ts';
import { sessionPeople } from '../../people/profile.ts';
import { callNamed, handle } from '../handler.ts';

export const securityHandlers = [
  handle(callNamed('requestTwoFactorChallenge'), async ({ db, user, body, lang, now }) => {
    const { person } = await sessionPeople(db, user);
    const { method, destination, sent } = await startChallenge(db, person, body.purpose, lang, now);
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
];
