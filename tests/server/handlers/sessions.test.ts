/**
 * Recent sign-ins (GET /sessions), signing out everywhere else (POST /sessions/revoke-others), and the
 * NEW_DEVICE_LOGIN notice of a sign-in from a device the person never used before.
 */
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/auth/users.ts';
import { issueWToken } from '../../../server/auth/w-tokens.ts';
import { noticeDevice } from '../../../server/people/sign-ins.ts';
import { placeOfIp } from '../../../server/reference/ip-country.ts';
import type { NotificationType } from '../../../src/contract/calls/notifications.ts';
import type { SignInSessionType } from '../../../src/contract/calls/security.ts';
import { createPerson, teamMember } from '../api/harness.ts';
import { useHandlerApi } from './account-session.ts';

const PASSWORD = 'Correct-horse-42';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

interface Tokens {
  readonly access_token: string;
  readonly refresh_token: string;
}

describe('sessions and devices', () => {
  const context = useHandlerApi();

  async function login(person: UserRow, userAgent: string | null, path = '/login'): Promise<Tokens> {
    const response = await context.api.call('POST', `/api/v1${path}`, {
      body: { email: person.email, password: PASSWORD },
      headers: userAgent === null ? {} : { 'user-agent': userAgent },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Tokens }).data;
  }

  async function sessions(token: string, lang = 'en'): Promise<SignInSessionType[]> {
    const response = await context.api.call('GET', '/api/v1/sessions', { token, lang });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: SignInSessionType[] }).data;
  }

  const refresh = (token: string) => context.api.call('GET', '/api/v1/refresh-token', { token });

  async function deviceNotices(token: string): Promise<NotificationType[]> {
    const response = await context.api.call('GET', '/api/v1/notifications?notification_group=important', { token });
    const items = ((await response.json()) as { data: { items: NotificationType[] } }).data.items;
    return items.filter((item) => item.kind === 'NEW_DEVICE_LOGIN');
  }

  it('lists the open sessions, the most recently active first, with device, address and which is this one', async () => {
    const person = await createPerson(context.api);
    const first = await login(person, CHROME_WINDOWS);
    context.api.clock.advance(60_000);
    const second = await login(person, SAFARI_IPHONE);
    const signedInAt = context.api.clock.now().toISOString();

    const listed = await sessions(second.access_token);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toEqual({
      id: expect.any(String),
      device: 'Safari 17 on iPhone',
      ip: context.api.ip,
      // A documentation address (TEST-NET-2): somewhere unknown.
      place: null,
      signed_in_at: signedInAt,
      last_active_at: signedInAt,
      current: true,
    });
    expect(listed[1]).toMatchObject({ device: 'Chrome 131 on Windows', current: false });

    // A refresh makes the first one the most recently active.
    context.api.clock.advance(60_000);
    expect((await refresh(first.refresh_token)).status).toBe(200);
    const after = await sessions(second.access_token);
    expect(after.map((row) => row.device)).toEqual(['Chrome 131 on Windows', 'Safari 17 on iPhone']);
    expect(after[0]?.last_active_at).toBe(context.api.clock.now().toISOString());
  });

  it('shows no device for a User-Agent that names none, and leaves out ended and lapsed sessions', async () => {
    const person = await createPerson(context.api);
    const lapsed = await login(person, 'curl/8.5.0');
    context.api.clock.advance((context.api.config.refreshTokenTtlS + 1) * 1000);
    const signedOut = await login(person, null);
    await context.api.call('DELETE', '/api/v1/logout', { token: signedOut.access_token });
    const current = await login(person, 'curl/8.5.0');
    const listed = await sessions(current.access_token);
    expect(listed).toEqual([expect.objectContaining({ device: null, current: true })]);
    expect((await refresh(lapsed.refresh_token)).status).toBe(401);
  });

  it('signs out everywhere else: the other sessions cannot refresh, this one goes on', async () => {
    const person = await createPerson(context.api);
    const phone = await login(person, SAFARI_IPHONE);
    const laptop = await login(person, CHROME_WINDOWS);
    const here = await login(person, CHROME_WINDOWS);
    const revoke = await context.api.call('POST', '/api/v1/sessions/revoke-others', { token: here.access_token });
    expect(revoke.status).toBe(200);
    expect(((await revoke.json()) as { data: unknown }).data).toEqual({ revoked: 2 });

    for (const other of [phone, laptop]) {
      const refused = await refresh(other.refresh_token);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { code: string }).code).toBe('SESSION_EXPIRED');
      const call = await context.api.call('GET', '/api/v1/accounts/me', { token: other.access_token });
      expect(((await call.json()) as { code: string }).code).toBe('SESSION_EXPIRED');
    }
    expect((await refresh(here.refresh_token)).status).toBe(200);
    expect((await sessions(here.access_token)).map((row) => row.current)).toEqual([true]);
    // Again: nothing left to end.
    const again = await context.api.call('POST', '/api/v1/sessions/revoke-others', { token: here.access_token });
    expect(((await again.json()) as { data: unknown }).data).toEqual({ revoked: 0 });
  });

  it('ends the other sessions on a password change too', async () => {
    const person = await createPerson(context.api);
    const other = await login(person, SAFARI_IPHONE);
    const here = await login(person, CHROME_WINDOWS);
    const db = context.api.handle.db;
    const { token } = await issueWToken(db, person.id, 'change_password', context.api.clock.now());
    const changed = await context.api.call('PUT', '/api/v1/accounts/me/change-password', {
      token: here.access_token,
      headers: { 'w-token': token },
      body: { current_password: PASSWORD, new_password: 'Brand-new-pass-77' },
    });
    expect(changed.status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(401);
    expect((await sessions(here.access_token)).map((row) => row.device)).toEqual(['Chrome 131 on Windows']);
  });

  it('tells the person once of each new device, never of their first sign-in', async () => {
    const person = await createPerson(context.api);
    const first = await login(person, CHROME_WINDOWS);
    expect(await deviceNotices(first.access_token)).toEqual([]);
    // The same browser, updated: the same device.
    await login(person, CHROME_WINDOWS.replace('Chrome/131', 'Chrome/132'));
    expect(await deviceNotices(first.access_token)).toEqual([]);

    const phone = await login(person, SAFARI_IPHONE);
    await login(person, SAFARI_IPHONE);
    const notices = await deviceNotices(phone.access_token);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      notification_group: 'important',
      link: '/setting/security',
      params: { device: 'Safari 17 on iPhone', ip: context.api.ip },
      body: 'Your account was signed in from Safari 17 on iPhone. If this was not you, change your password.',
    });

    // A script naming no browser is a device of its own, named by its User-Agent.
    await login(person, 'curl/8.5.0');
    expect((await deviceNotices(phone.access_token))[0]?.params).toMatchObject({ device: 'curl/8.5.0' });
  });

  it('tells a team member of a new device at the delegation sign-in', async () => {
    const director = await createPerson(context.api, { accountType: 'BUSINESS' });
    const member = await teamMember(context.api, director, 'FINANCE');
    await login(member, CHROME_WINDOWS, '/delegation/accounts/login');
    const phone = await login(member, SAFARI_IPHONE, '/delegation/accounts/login');
    expect(await deviceNotices(phone.access_token)).toHaveLength(1);
  });
});

describe('noticeDevice', () => {
  it('names a known device, else shows the User-Agent without invisible characters, cut short', () => {
    expect(noticeDevice(SAFARI_IPHONE)).toBe('Safari 17 on iPhone');
    expect(noticeDevice('evil\u202etxt.exe\tbot')).toBe('eviltxt.exebot');
    expect(noticeDevice(`bot/${'x'.repeat(300)}`)).toHaveLength(120);
    expect(noticeDevice('\u200b')).toBe('no User-Agent');
    expect(noticeDevice(null)).toBe('no User-Agent');
  });
});

describe('placeOfIp', () => {
  it('names the country of a public address in the language asked, and nothing for a local one', () => {
    // VNPT's block (server/reference/ip-country.ts).
    expect(placeOfIp('14.160.1.2', 'en')).toBe('Vietnam');
    expect(placeOfIp('14.160.1.2', 'vi')).toBe('Việt Nam');
    expect(placeOfIp('::ffff:14.160.1.2', 'en')).toBe('Vietnam');
    for (const local of ['127.0.0.1', '10.1.2.3', '192.168.1.1', '::1', 'fe80::1']) {
      expect(placeOfIp(local, 'en')).toBeNull();
    }
    expect(placeOfIp('8.8.8.8', 'en')).toBeNull();
    expect(placeOfIp('unknown', 'en')).toBeNull();
    expect(placeOfIp(null, 'en')).toBeNull();
  });
});
