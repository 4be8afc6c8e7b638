/** Handlers of src/contract/calls/auth.ts: sign-in, sign-up, sessions, password reset, email/SMS codes. */
import { bearerToken } from '../../auth/authenticate.ts';
import { EMAIL_LOOKUPS } from '../../auth/limits.ts';
import { passwordChangedMessage } from '../../auth/messages.ts';
import { verifyOtp } from '../../auth/otp.ts';
import { sendMessage } from '../../auth/outbox.ts';
import { assertStrongPassword } from '../../auth/password-policy.ts';
import { consumeLimit } from '../../auth/rate-limit.ts';
import { secondFactorFor } from '../../auth/second-factor.ts';
import { sendOtp } from '../../auth/send-otp.ts';
import { revokeSession, revokeSessionsOf, rotateRefreshToken } from '../../auth/sessions.ts';
import { forgetSignInFailures, type GrantChooser, signIn } from '../../auth/sign-in.ts';
import { ownGrant, teamGrant } from '../../auth/team.ts';
import { findUserByEmail, findUserById, normaliseEmail, setPassword } from '../../auth/users.ts';
import { isEmailVerified, markEmailVerified } from '../../auth/verified-emails.ts';
import { issueWToken } from '../../auth/w-tokens.ts';
import { ApiError } from '../../errors/api-error.ts';
import { announceNewDevice } from '../../people/sign-ins.ts';
import { type CallNamed, callNamed, type HandlerInput, handle, handlePublic } from '../handler.ts';
import { signInData, tokensData } from './auth-data.ts';
import { registerHandler } from './register.ts';

function sentData(issued: { resendAt: Date; expiresAt: Date }) {
  return { resend_at: issued.resendAt.toISOString(), expires_at: issued.expiresAt.toISOString() };
}

type SignInCall = CallNamed<'login'> | CallNamed<'delegationLogin'>;

/** A password sign-in to the account `chooseGrant` picks; a new device is told to its person. */
function passwordSignIn(chooseGrant: GrantChooser) {
  return async ({ db, bus, config, body, ip, userAgent, lang, now }: HandlerInput<SignInCall, null>) => {
    const outcome = await signIn(db, config, { ...body, ip, userAgent, lang }, chooseGrant, now);
    if (outcome.kind === 'signed-in' && outcome.tokens.newDevice) {
      await announceNewDevice(db, bus, outcome.user, { userAgent, ip });
    }
    return { status: true as const, data: signInData(outcome, now) };
  };
}

export const authHandlers = [
  handlePublic(callNamed('login'), passwordSignIn(ownGrant)),

  handlePublic(callNamed('delegationLogin'), passwordSignIn(teamGrant)),

  handlePublic(callNamed('register'), registerHandler),

  handle(callNamed('logout'), async ({ db, user, now }) => {
    await revokeSession(db, user.sessionId, now);
    return { status: true };
  }),

  handlePublic(callNamed('isRegistered'), async ({ db, body, ip, now }) => {
    await consumeLimit(db, EMAIL_LOOKUPS, ip, now);
    return { status: true, data: { is_registered: (await findUserByEmail(db, body.email)) !== undefined } };
  }),

  handlePublic(callNamed('refreshToken'), async ({ db, config, headers, now }) => {
    const token = bearerToken(headers.get('authorization'));
    if (token === null) throw new ApiError('UNAUTHENTICATED');
    const { grant, tokens } = await rotateRefreshToken(db, config, token, now);
    const user = await findUserById(db, grant.userId);
    if (user === undefined) throw new ApiError('SESSION_EXPIRED');
    const verification = secondFactorFor(user, 'LOGIN') === null ? 'NOT_REQUIRED' : 'VERIFIED';
    return { status: true, data: tokensData(tokens, user, grant.role, verification, now) };
  }),

  handlePublic(callNamed('forgotPassword'), async ({ db, body, lang, ip, now }) => {
    const to = normaliseEmail(body.email);
    const silent = (await findUserByEmail(db, to)) === undefined;
    const issued = await sendOtp(db, { purpose: 'reset_password', channel: 'email', to, lang, ip, silent }, now);
    return { status: true, data: sentData(issued) };
  }),

  handlePublic(callNamed('verifyResetRequest'), async ({ db, body, now }) => {
    const email = normaliseEmail(body.email);
    await verifyOtp(db, { purpose: 'reset_password', destination: email }, body.code, now);
    const user = await findUserByEmail(db, email);
    if (user === undefined) throw new ApiError('INVALID_OTP');
    const { token, expiresAt } = await issueWToken(db, user.id, 'reset_password', now);
    return { status: true, data: { w_token: token, expires_at: expiresAt.toISOString() } };
  }),

  handlePublic(callNamed('resetPassword'), async ({ db, body, wToken, lang, ip, now }) => {
    const user = await findUserByEmail(db, body.email);
    if (user === undefined || wToken === null || wToken.userId !== user.id) throw new ApiError('W_TOKEN_INVALID');
    assertStrongPassword(body.new_password, user.email, 'new_password');
    await setPassword(db, user.id, body.new_password, now);
    await revokeSessionsOf(db, { userId: user.id }, now);
    // Whoever kept the account locked with wrong passwords, the owner may sign in with the new one at once.
    await forgetSignInFailures(db, user.email, ip);
    await sendMessage(db, { to: user.email, channel: 'email', ...passwordChangedMessage(lang) }, now);
    return { status: true };
  }),

  handlePublic(callNamed('verifyMailOtp'), async ({ db, body, now }) => {
    const email = normaliseEmail(body.email);
    await verifyOtp(db, { purpose: 'verify_email', destination: email }, body.code, now);
    await markEmailVerified(db, email, now);
    return { status: true, data: { verified: true } };
  }),

  handlePublic(callNamed('sendMailOtp'), async ({ db, body, lang, ip, now }) => {
    const to = normaliseEmail(body.email);
    const issued = await sendOtp(db, { purpose: 'verify_email', channel: 'email', to, lang, ip }, now);
    return { status: true, data: sentData(issued) };
  }),

  handlePublic(callNamed('sendSmsOtp'), async ({ db, body, lang, ip, now }) => {
    const to = `${body.calling_code}${body.phone_number}`;
    const issued = await sendOtp(db, { purpose: 'verify_phone', channel: 'sms', to, lang, ip }, now);
    return { status: true, data: sentData(issued) };
  }),

  handlePublic(callNamed('isMailVerified'), async ({ db, body, now }) => ({
    status: true,
    data: { verified: await isEmailVerified(db, normaliseEmail(body.email), now) },
  })),
];
