import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestMessages } from '../../../server/auth/outbox.ts';
import { teamMembers } from '../../../server/db/schema/auth.ts';
import { createDevInvitationExpiryApp } from '../../../server/dev/invitation-expiry.ts';
import { team, useHandlerApi } from '../handlers/account-session.ts';

type Reply = { status: number; body: { status?: boolean; code?: string; data?: { status?: string } } };
const PASSWORD = 'Team-member-pass-1';

describe('POST /__dev/invitation-expiry', () => {
  const context = useHandlerApi();
  const db = () => context.api.handle.db;
  const demo = () => createDevInvitationExpiryApp({ db: db(), config: { demo: true }, clock: context.api.clock });

  async function call(method: string, path: string, token?: string, body?: unknown): Promise<Reply> {
    const response = await context.api.call(method, `/api/v1${path}`, {
      ...(token === undefined ? {} : { token }),
      ...(body === undefined ? {} : { body }),
    });
    return { status: response.status, body: (await response.json()) as Reply['body'] };
  }

  async function expire(app: ReturnType<typeof demo>, body: unknown): Promise<Reply> {
    const response = await app.request('/__dev/invitation-expiry', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    return { status: response.status, body: (await response.json()) as Reply['body'] };
  }

  let invitees = 0;
  /** A new FINANCE member invited by a new director; the email and the mailed link's token. */
  async function invited() {
    invitees += 1;
    const email = `late${invitees}@example.test`;
    const { directorToken } = await team(context.api);
    const sent = await call('POST', '/delegation/accounts', directorToken, {
      email,
      full_name: 'Lê Văn Thành',
      role: 'FINANCE',
    });
    expect(sent.status).toBe(200);
    const link = (await latestMessages(db())).find((message) => message.to === email)?.link ?? '';
    return { email, token: new URL(link).searchParams.get('token') ?? '' };
  }

  it('expires the pending invitation now: its link answers INVITATION_EXPIRED and a resend mails a new one', async () => {
    const { email, token } = await invited();
    const answer = await expire(demo(), { email: email.toUpperCase() });
    expect(answer).toEqual({ status: 200, body: { status: true } });
    const [row] = await db().select().from(teamMembers).where(eq(teamMembers.email, email));
    expect(row?.status).toBe('INVITED');
    expect(row?.invitationExpiresAt?.getTime()).toBeLessThan(context.api.clock.now().getTime());

    const late = await call('POST', '/delegation/accounts/invitation/accept', undefined, { token, password: PASSWORD });
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('INVITATION_EXPIRED');
    const resent = await call('POST', '/delegation/accounts/invitation/resend', undefined, { token });
    expect(resent.status).toBe(200);
    const link = (await latestMessages(db())).find((message) => message.to === email)?.link ?? '';
    const fresh = new URL(link).searchParams.get('token') ?? '';
    expect(fresh).not.toBe(token);
    const accepted = await call('POST', '/delegation/accounts/invitation/accept', undefined, {
      token: fresh,
      password: PASSWORD,
    });
    expect(accepted.status).toBe(200);
  });

  it('answers 404 MEMBER_NOT_FOUND without a pending invitation for the address', async () => {
    const unknown = await expire(demo(), { email: 'nobody-invited@example.test' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: false, code: 'MEMBER_NOT_FOUND' });

    // An accepted invitation is no longer pending.
    const { email, token } = await invited();
    const accepted = await call('POST', '/delegation/accounts/invitation/accept', undefined, {
      token,
      password: PASSWORD,
    });
    expect(accepted.status).toBe(200);
    const used = await expire(demo(), { email });
    expect(used.status).toBe(404);
    expect(used.body.code).toBe('MEMBER_NOT_FOUND');
  });

  it('answers 422 on a bad body', async () => {
    for (const body of [{}, { email: 'not an address' }, { email: 42 }, 'not json']) {
      const answer = await expire(demo(), body);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('does not exist when demo is off', async () => {
    const { email } = await invited();
    const production = createDevInvitationExpiryApp({ db: db(), config: { demo: false }, clock: context.api.clock });
    const response = await production.request('/__dev/invitation-expiry', {
      method: 'POST',
      body: JSON.stringify({ email }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(404);
    const [row] = await db().select().from(teamMembers).where(eq(teamMembers.email, email));
    expect(row?.invitationExpiresAt?.getTime()).toBeGreaterThan(context.api.clock.now().getTime());
  });
});
