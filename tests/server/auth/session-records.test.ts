/**
 * What server/auth/sessions.ts records and ends, called directly: where a sign-in came from and whether its device
 * is news, the access token's expiry, a disabled person's refresh, the revocations (password reset, removal from a
 * team, "sign out everywhere else") and the list of open sessions.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  openSessionsOf,
  revokeOtherSessions,
  revokeSession,
  revokeSessionsOf,
  rotateRefreshToken,
  type SessionClient,
  startSession,
} from '../../../server/auth/sessions.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { sessions, users } from '../../../server/db/schema/auth.ts';
import type { TeamRole } from '../../../src/contract/define.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';
import { createPerson, createTestApi, type TestApi } from '../api/harness.ts';

const PHONE: SessionClient = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
  ip: '203.0.113.7',
};
const LAPTOP: SessionClient = {
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0.0.0 Safari/537.36',
  ip: '2001:db8::1',
};

onEveryDriver('session records', (open) => {
  let handle: DatabaseHandle;
  let api: TestApi;

  beforeAll(async () => {
    handle = await open();
    api = await createTestApi({ handle });
  }, DATABASE_SETUP_TIMEOUT_MS);

  const start = (userId: number, client: SessionClient | null, accountId = userId, role: TeamRole = 'DIRECTOR') =>
    startSession(handle.db, api.config, { userId, accountId, role }, api.clock.now(), client);
  const sessionsOf = (userId: number) => handle.db.select().from(sessions).where(eq(sessions.userId, userId));
  const renews = (refreshToken: string) =>
    rotateRefreshToken(handle.db, api.config, refreshToken, api.clock.now()).then(
      () => true,
      () => false,
    );

  it('keeps where a sign-in came from: its User-Agent and a readable address; nothing it cannot read', async () => {
    const person = await createPerson(api);
    await start(person.id, PHONE);
    await start(person.id, { userAgent: '  ', ip: 'unknown' });
    await start(person.id, null);
    const rows = (await sessionsOf(person.id)).map((row) => JSON.stringify([row.userAgent, row.ip])).sort();
    expect(rows).toEqual([JSON.stringify([PHONE.userAgent, PHONE.ip]), '[null,null]', '[null,null]']);
  });

  it("calls a sign-in's device new only when the person used another before; the server's own sessions never", async () => {
    const person = await createPerson(api);
    const newDevice = async (client: SessionClient | null) => (await start(person.id, client)).newDevice;
    expect(await newDevice(null)).toBe(false);
    // The first device is no news to anyone, nor the same one again.
    expect(await newDevice(PHONE)).toBe(false);
    expect(await newDevice(PHONE)).toBe(false);
    expect(await newDevice(LAPTOP)).toBe(true);
    expect(await newDevice(null)).toBe(false);
  });

  it('gives the access token its lifetime from the whole second of the sign-in, the refresh token its own', async () => {
    const person = await createPerson(api);
    const now = api.clock.now().getTime();
    const tokens = await start(person.id, null);
    const second = Math.floor(now / 1000) * 1000;
    expect(tokens.accessExpiresAt.getTime()).toBe(second + api.config.accessTokenTtlS * 1000);
    expect(tokens.refreshExpiresAt.getTime()).toBe(now + api.config.refreshTokenTtlS * 1000);
  });

  it("renews nothing for a disabled person's session", async () => {
    const person = await createPerson(api);
    const tokens = await start(person.id, null);
    await handle.db.update(users).set({ disabledAt: api.clock.now() }).where(eq(users.id, person.id));
    await expect(rotateRefreshToken(handle.db, api.config, tokens.refreshToken, api.clock.now())).rejects.toMatchObject(
      { code: 'SESSION_EXPIRED' },
    );
  });

  it("ends a person's sessions in one account (removed from a team), or all of them (password reset)", async () => {
    const person = await createPerson(api);
    const director = await createPerson(api, { accountType: 'BUSINESS' });
    const someoneElse = await createPerson(api);
    const own = await start(person.id, null);
    const inTeam = await start(person.id, null, director.id, 'FINANCE');
    const theirs = await start(someoneElse.id, null);

    await revokeSessionsOf(handle.db, { userId: person.id, accountId: director.id }, api.clock.now());
    expect([await renews(inTeam.refreshToken), await renews(own.refreshToken)]).toEqual([false, true]);

    const again = await start(person.id, null);
    await revokeSessionsOf(handle.db, { userId: person.id }, api.clock.now());
    expect(await renews(again.refreshToken)).toBe(false);
    expect(await renews(theirs.refreshToken)).toBe(true);
  });

  it('signs out everywhere else: every open session of the person but this one, and says how many ended', async () => {
    const person = await createPerson(api);
    const someoneElse = await createPerson(api);
    const here = await start(person.id, PHONE);
    const elsewhere = [await start(person.id, LAPTOP), await start(person.id, null)];
    const theirs = await start(someoneElse.id, null);
    const [kept] = (await sessionsOf(person.id)).filter((row) => row.userAgent === PHONE.userAgent);
    if (kept === undefined) throw new Error('no session from the phone');

    expect(await revokeOtherSessions(handle.db, person.id, kept.id, api.clock.now())).toBe(2);
    expect(await Promise.all(elsewhere.map((tokens) => renews(tokens.refreshToken)))).toEqual([false, false]);
    expect([await renews(here.refreshToken), await renews(theirs.refreshToken)]).toEqual([true, true]);
    // Those already ended are not counted again.
    expect(await revokeOtherSessions(handle.db, person.id, kept.id, api.clock.now())).toBe(0);
  });

  it("lists the sessions still able to renew, the most recently active first: not a revoked or lapsed one, nor another's", async () => {
    const person = await createPerson(api);
    const someoneElse = await createPerson(api);
    await start(person.id, { userAgent: 'Wget/1.21.4', ip: '203.0.113.9' });
    // That session's refresh token lapses unused.
    api.clock.advance(api.config.refreshTokenTtlS * 1000 + 1000);
    const phone = await start(person.id, PHONE);
    api.clock.advance(1000);
    await start(person.id, LAPTOP);
    await start(person.id, { userAgent: 'curl/8.7.1', ip: '203.0.113.9' });
    await start(someoneElse.id, PHONE);
    const [revoked] = (await sessionsOf(person.id)).filter((row) => row.userAgent === 'curl/8.7.1');
    if (revoked === undefined) throw new Error('no session from curl');
    await revokeSession(handle.db, revoked.id, api.clock.now());
    const shown = async () => (await openSessionsOf(handle.db, person.id, api.clock.now())).map((row) => row.userAgent);
    expect(await shown()).toEqual([LAPTOP.userAgent, PHONE.userAgent]);

    // Renewing is activity: the phone's session comes first.
    api.clock.advance(1000);
    await rotateRefreshToken(handle.db, api.config, phone.refreshToken, api.clock.now());
    expect(await shown()).toEqual([PHONE.userAgent, LAPTOP.userAgent]);
  });
});
