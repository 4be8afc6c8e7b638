import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authenticateAccessToken } from '../../../server/auth/authenticate.ts';
import { latestMessages } from '../../../server/auth/outbox.ts';
import type { UserRow } from '../../../server/auth/users.ts';
import { sessions, teamMembers } from '../../../server/db/schema/auth.ts';
import type { TeamMemberType } from '../../../src/contract/calls/delegation.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, team, useHandlerApi } from './account-session.ts';

type Reply<T> = { status: number; body: { data: T; code?: string } };
const PASSWORD = 'Team-member-pass-1';
const DAY_MS = 24 * 3_600_000;

describe('team (delegation) handlers', () => {
  const context = useHandlerApi();

  async function call<T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<Reply<T>> {
    const response = await context.api.call(method, `/api/v1${path}`, {
      ...(token === undefined ? {} : { token }),
      ...(body === undefined ? {} : { body }),
    });
    return { status: response.status, body: (await response.json()) as Reply<T>['body'] };
  }

  let invitees = 0;
  function invitee(role = 'FINANCE') {
    invitees += 1;
    return { email: `Invitee${invitees}@Example.test`, full_name: `Nhân Viên ${invitees}`, role };
  }

  /** The token of the latest /set-password link mailed to `email`. */
  async function mailedToken(email: string): Promise<string> {
    const message = (await latestMessages(context.api.handle.db)).find((sent) => sent.to === email.toLowerCase());
    const token = message?.link ? new URL(message.link).searchParams.get('token') : null;
    if (!token) throw new Error(`no link was mailed to ${email}`);
    return token;
  }

  async function invited(directorToken: string, role = 'FINANCE') {
    const person = invitee(role);
    const { body } = await call<TeamMemberType>('POST', '/delegation/accounts', directorToken, person);
    return { member: body.data, token: await mailedToken(person.email) };
  }

  describe('invite and accept', () => {
    it('invites by email, and the link sets the password, activates the member and signs them in', async () => {
      const { director, directorToken } = await team(context.api);
      const person = invitee('SELLER');
      const sent = await call<TeamMemberType>('POST', '/delegation/accounts', directorToken, person);
      expect(sent.status).toBe(200);
      expect(sent.body.data).toMatchObject({ email: person.email.toLowerCase(), role: 'SELLER', status: 'INVITED' });
      const message = (await latestMessages(context.api.handle.db))[0];
      expect(message?.link).toMatch(/^https?:\/\/[^/]+\/set-password\?token=[\w-]+$/);

      const accepted = await call<{ access_token: string; role: string }>(
        'POST',
        '/delegation/accounts/invitation/accept',
        undefined,
        { token: await mailedToken(person.email), password: PASSWORD },
      );
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.role).toBe('seller');
      const caller = await authenticateAccessToken(
        context.api.handle.db,
        accepted.body.data.access_token,
        context.api.clock.now(),
      );
      expect(caller).toMatchObject({ accountId: director.id, role: 'SELLER' });

      const list = await call<{ items: TeamMemberType[] }>(
        'GET',
        '/delegation/accounts/me?status=ACTIVE',
        directorToken,
      );
      expect(list.body.data.items.map((member) => member.id)).toContain(sent.body.data.id);
    });

    it('refuses to invite twice, an account holder, or as a team member', async () => {
      const { directorToken, financeToken } = await team(context.api);
      const person = invitee();
      await call('POST', '/delegation/accounts', directorToken, person);
      expect((await call('POST', '/delegation/accounts', directorToken, person)).body.code).toBe('MEMBER_EXISTS');
      const holder = await createPerson(context.api);
      const taken = await call('POST', '/delegation/accounts', directorToken, { ...invitee(), email: holder.email });
      expect(taken.body.code).toBe('EMAIL_TAKEN');
      expect((await call('POST', '/delegation/accounts', financeToken, invitee())).status).toBe(403);
      const director = await call('POST', '/delegation/accounts', directorToken, { ...invitee(), role: 'DIRECTOR' });
      expect(director.status).toBe(422);
    });

    it('shows an unanswered invitation as EXPIRED after 7 days, refuses its link, and a resend revives it', async () => {
      const { director, directorToken } = await team(context.api);
      const { member, token } = await invited(directorToken);
      context.api.clock.advance(7 * DAY_MS + 1);
      const expired = await call<{ items: TeamMemberType[] }>(
        'GET',
        '/delegation/accounts/me?status=EXPIRED',
        await sessionOn(context.api, director),
      );
      expect(expired.body.data.items.map((item) => item.id)).toEqual([member.id]);
      const accept = { token, password: PASSWORD };
      const late = await call('POST', '/delegation/accounts/invitation/accept', undefined, accept);
      expect(late.body.code).toBe('INVITATION_EXPIRED');

      const resent = await call<{ link_expires_at: string }>(
        'POST',
        '/delegation/accounts/invitation/resend',
        undefined,
        {
          token,
        },
      );
      expect(resent.status).toBe(200);
      expect(Date.parse(resent.body.data.link_expires_at)).toBe(context.api.clock.now().getTime() + 7 * DAY_MS);
      const old = await call('POST', '/delegation/accounts/invitation/accept', undefined, accept);
      expect(old.body.code).toBe('INVITATION_INVALID');
      const fresh = { token: await mailedToken(member.email), password: PASSWORD };
      expect((await call('POST', '/delegation/accounts/invitation/accept', undefined, fresh)).status).toBe(200);
    });

    it('mails every link on the configured public origin, whatever host the request names', async () => {
      const { directorToken } = await team(context.api);
      const { member, token } = await invited(directorToken);
      const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil.example' };
      const resent = await context.api.call('POST', '/api/v1/delegation/accounts/invitation/resend', {
        body: { token },
        headers: forged,
      });
      expect(resent.status).toBe(200);
      const [message] = (await latestMessages(context.api.handle.db)).filter((sent) => sent.to === member.email);
      expect(message?.link).toMatch(/^http:\/\/127\.0\.0\.1:4321\/set-password\?token=[\w-]+$/);
      expect(message?.body).not.toContain('evil.example');
      const profile = await context.api.call('GET', '/api/v1/accounts/me', { token: directorToken, headers: forged });
      const { referral } = ((await profile.json()) as { data: { referral: { referral_url: string } } }).data;
      expect(referral.referral_url).toMatch(/^http:\/\/127\.0\.0\.1:4321\/signup\?ref=/);
    });

    it('resends by id only for the director who invited, and not once accepted', async () => {
      const { directorToken } = await team(context.api);
      const other = await team(context.api);
      const { member, token } = await invited(directorToken);
      const resend = (bearer: string | undefined) =>
        call('POST', '/delegation/accounts/invitation/resend', bearer, { id: member.id });
      expect((await resend(undefined)).status).toBe(401);
      expect((await resend(other.directorToken)).body.code).toBe('INVITATION_INVALID');
      expect((await resend(directorToken)).status).toBe(200);
      const accept = { token: await mailedToken(member.email), password: PASSWORD };
      await call('POST', '/delegation/accounts/invitation/accept', undefined, accept);
      expect((await resend(directorToken)).body.code).toBe('INVITATION_ALREADY_ACCEPTED');
      expect(
        (await call('POST', '/delegation/accounts/invitation/accept', undefined, { token, password: PASSWORD })).body
          .code,
      ).toBe('INVITATION_INVALID');
    });

    it('refuses a weak password with a field error and keeps the link usable', async () => {
      const { directorToken } = await team(context.api);
      const { member, token } = await invited(directorToken);
      const weak = await call<unknown>('POST', '/delegation/accounts/invitation/accept', undefined, {
        token,
        password: member.email,
      });
      expect(weak.body.code).toBe('WEAK_PASSWORD');
      const accept = { token, password: PASSWORD };
      expect((await call('POST', '/delegation/accounts/invitation/accept', undefined, accept)).status).toBe(200);
    });
  });

  describe('managing members', () => {
    async function activeMember(directorToken: string, role = 'FINANCE') {
      const { member, token } = await invited(directorToken, role);
      const accepted = await call<{ access_token: string; refresh_token: string }>(
        'POST',
        '/delegation/accounts/invitation/accept',
        undefined,
        {
          token,
          password: PASSWORD,
        },
      );
      return {
        member,
        accessToken: accepted.body.data.access_token,
        refreshToken: accepted.body.data.refresh_token,
      };
    }

    async function memberSessions(member: TeamMemberType, director: UserRow) {
      const [row] = await context.api.handle.db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
      return context.api.handle.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, row?.memberUserId ?? 0), eq(sessions.accountId, director.id)));
    }

    it('changes a role, for the open sessions too, and only within the own team', async () => {
      const { director, directorToken } = await team(context.api);
      const other = await team(context.api);
      const { member } = await activeMember(directorToken);
      const changed = await call<TeamMemberType>('PATCH', `/delegation/accounts/${member.id}/roles`, directorToken, {
        role: 'SELLER',
      });
      expect(changed.body.data).toMatchObject({ id: member.id, role: 'SELLER', status: 'ACTIVE' });
      expect((await memberSessions(member, director)).map((session) => session.role)).toEqual(['SELLER']);
      const foreign = await call('PATCH', `/delegation/accounts/${member.id}/roles`, other.directorToken, {
        role: 'FINANCE',
      });
      expect(foreign.body.code).toBe('MEMBER_NOT_FOUND');
      const director2 = await call('PATCH', `/delegation/accounts/${member.id}/roles`, directorToken, {
        role: 'DIRECTOR',
      });
      expect(director2.status).toBe(422);
    });

    it('a demoted member’s very next request has the new role, with the token they already hold', async () => {
      const { directorToken } = await team(context.api);
      const { member, accessToken } = await activeMember(directorToken, 'FINANCE');
      const asMember = (method: string, path: string) => context.api.call(method, path, { token: accessToken });
      expect((await asMember('GET', '/api/v1/payments')).status).toBe(200);
      await call('PATCH', `/delegation/accounts/${member.id}/roles`, directorToken, { role: 'SELLER' });
      for (const [method, path] of [
        ['GET', '/api/v1/payments'],
        ['GET', '/api/v1/wallets/MAIN'],
        ['POST', '/api/card/v1/cards/1/top-up'],
      ] as const) {
        const refused = await asMember(method, path);
        expect([path, refused.status, ((await refused.json()) as { code: string }).code]).toEqual([
          path,
          403,
          'FORBIDDEN',
        ]);
      }
      const profile = await call<{ role: string }>('GET', '/accounts/me', accessToken);
      expect(profile.body.data.role).toBe('seller');
    });

    it('resets a password: signs the member out, marks them PENDING, and the new link re-activates them', async () => {
      const { directorToken } = await team(context.api);
      const { member, accessToken } = await activeMember(directorToken);
      const reset = await call<{ link_expires_at: string }>(
        'POST',
        '/delegation/accounts/reset-password',
        directorToken,
        {
          id: member.id,
        },
      );
      expect(Date.parse(reset.body.data.link_expires_at)).toBe(context.api.clock.now().getTime() + DAY_MS);
      await expect(
        authenticateAccessToken(context.api.handle.db, accessToken, context.api.clock.now()),
      ).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
      const pending = await call<{ items: TeamMemberType[] }>(
        'GET',
        '/delegation/accounts/me?status=PENDING',
        directorToken,
      );
      expect(pending.body.data.items.map((item) => item.id)).toEqual([member.id]);
      const accept = { token: await mailedToken(member.email), password: 'Another-pass-2026' };
      expect((await call('POST', '/delegation/accounts/invitation/accept', undefined, accept)).status).toBe(200);
    });

    it('refuses to reset the password of someone who has not joined, or of another team', async () => {
      const { directorToken } = await team(context.api);
      const { member } = await invited(directorToken);
      const notJoined = await call('POST', '/delegation/accounts/reset-password', directorToken, { id: member.id });
      expect(notJoined.body.code).toBe('MEMBER_NOT_ACTIVE');
      const other = await team(context.api);
      const foreign = await call('POST', '/delegation/accounts/reset-password', other.directorToken, { id: member.id });
      expect(foreign.body.code).toBe('MEMBER_NOT_FOUND');
    });

    it('removes a member at once (their sessions end), and a repeat succeeds', async () => {
      const { directorToken } = await team(context.api);
      const { member, accessToken } = await activeMember(directorToken);
      const other = await team(context.api);
      expect((await call('DELETE', `/delegation/accounts/${member.id}`, other.directorToken)).status).toBe(200);
      await expect(
        authenticateAccessToken(context.api.handle.db, accessToken, context.api.clock.now()),
      ).resolves.toBeDefined();
      expect((await call('DELETE', `/delegation/accounts/${member.id}`, directorToken)).status).toBe(200);
      expect((await call('DELETE', `/delegation/accounts/${member.id}`, directorToken)).status).toBe(200);
      await expect(
        authenticateAccessToken(context.api.handle.db, accessToken, context.api.clock.now()),
      ).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    });

    it('a removed member is out at once: the token they hold, its refresh and a new sign-in are all refused', async () => {
      const { directorToken } = await team(context.api);
      const { member, accessToken, refreshToken } = await activeMember(directorToken, 'FINANCE');
      const email = member.email;
      expect((await call('GET', '/accounts/me', accessToken)).status).toBe(200);
      expect((await call('DELETE', `/delegation/accounts/${member.id}`, directorToken)).status).toBe(200);
      const held = await call('GET', '/accounts/me', accessToken);
      expect([held.status, held.body.code]).toEqual([401, 'SESSION_EXPIRED']);
      const renewed = await context.api.call('GET', '/api/v1/refresh-token', { token: refreshToken });
      expect(renewed.status).toBe(401);
      const again = await call('POST', '/delegation/accounts/login', undefined, { email, password: PASSWORD });
      expect([again.status, again.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
      const listed = await call<{ items: TeamMemberType[] }>('GET', '/delegation/accounts/me', directorToken);
      expect(listed.body.data.items.map((item) => item.id)).not.toContain(member.id);
    });

    it('refuses every team call to FINANCE and SELLER, the resend by id too', async () => {
      const { directorToken, financeToken, sellerToken } = await team(context.api);
      const { member } = await invited(directorToken);
      const calls = [
        ['GET', '/delegation/accounts/me', undefined],
        ['POST', '/delegation/accounts', invitee()],
        ['PATCH', `/delegation/accounts/${member.id}/roles`, { role: 'SELLER' }],
        ['DELETE', `/delegation/accounts/${member.id}`, undefined],
        ['POST', '/delegation/accounts/reset-password', { id: member.id }],
        ['POST', '/delegation/accounts/invitation/resend', { id: member.id }],
      ] as const;
      for (const token of [financeToken, sellerToken]) {
        for (const [method, path, body] of calls) {
          const refused = await call(method, path, token, body);
          expect([method, path, refused.status, refused.body.code]).toEqual([method, path, 403, 'FORBIDDEN']);
        }
      }
      const still = await call<TeamMemberType[]>('GET', '/delegation/accounts/me', directorToken);
      expect(still.status).toBe(200);
    });

    it('lists newest first with search, role filter and pages', async () => {
      const { directorToken, sellerToken } = await team(context.api);
      const first = await invited(directorToken, 'SELLER');
      context.api.clock.advance(1000);
      const second = await invited(directorToken, 'FINANCE');
      const all = await call<{ items: TeamMemberType[]; total: number }>(
        'GET',
        '/delegation/accounts/me?limit=1',
        directorToken,
      );
      expect(all.body.data).toMatchObject({ total: 2, page: 1, limit: 1 });
      expect(all.body.data.items.map((item) => item.id)).toEqual([second.member.id]);
      const sellers = await call<{ items: TeamMemberType[] }>(
        'GET',
        '/delegation/accounts/me?role=SELLER',
        directorToken,
      );
      expect(sellers.body.data.items.map((item) => item.id)).toEqual([first.member.id]);
      const search = encodeURIComponent(first.member.full_name.slice(-4));
      const found = await call<{ items: TeamMemberType[] }>(
        'GET',
        `/delegation/accounts/me?search=${search}`,
        directorToken,
      );
      expect(found.body.data.items.map((item) => item.id)).toContain(first.member.id);
      expect((await call('GET', '/delegation/accounts/me', sellerToken)).status).toBe(403);
    });
  });
});
