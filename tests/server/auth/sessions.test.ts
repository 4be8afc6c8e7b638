/**
 * Refresh-token rotation with a grace (server/auth/sessions.ts): the token just exchanged, presented again
 * within REFRESH_REUSE_GRACE_MS, answers the same successor instead of ending the session; later, or an
 * older token, is reuse and revokes it. On both drivers, since the races are the point.
 */
import { beforeAll, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../../server/auth/sessions.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';
import { createTestApi, json, type SignedIn, signedIn, type TestApi } from '../api/harness.ts';

interface Pair {
  readonly access_token: string;
  readonly refresh_token: string;
}

onEveryDriver('refresh-token rotation', (open) => {
  let handle: DatabaseHandle;
  let api: TestApi;
  let session: SignedIn;

  beforeAll(async () => {
    handle = await open();
  }, DATABASE_SETUP_TIMEOUT_MS);

  async function newSession(): Promise<string> {
    api = await createTestApi({ handle });
    session = await signedIn(api);
    return session.refreshToken;
  }

  const refresh = (token: string) => api.call('GET', '/api/v1/refresh-token', { token });
  const profile = (token: string) => api.call('GET', '/api/v1/accounts/me', { token });

  async function pairOf(response: Response): Promise<Pair> {
    expect(response.status).toBe(200);
    return (await json(response)).data as Pair;
  }

  async function expectSessionEnded(refreshToken: string): Promise<void> {
    const refused = await refresh(refreshToken);
    expect([refused.status, (await json(refused)).code]).toEqual([401, 'SESSION_EXPIRED']);
    expect((await profile(session.accessToken)).status).toBe(401);
  }

  it('answers 10 parallel refreshes of one token with one new refresh token, and the session goes on', async () => {
    const token = await newSession();
    const pairs = await Promise.all((await Promise.all(Array.from({ length: 10 }, () => refresh(token)))).map(pairOf));
    expect(new Set(pairs.map((pair) => pair.refresh_token)).size).toBe(1);
    for (const pair of pairs) expect((await profile(pair.access_token)).status).toBe(200);

    const [first] = pairs;
    if (first === undefined) throw new Error('no answer');
    api.clock.advance(60_000);
    const next = await pairOf(await refresh(first.refresh_token));
    expect((await profile(next.access_token)).status).toBe(200);
  });

  it('answers a retry within the grace with the same refresh token', async () => {
    const token = await newSession();
    const first = await pairOf(await refresh(token));
    api.clock.advance(REFRESH_REUSE_GRACE_MS);
    const retried = await pairOf(await refresh(token));
    expect(retried.refresh_token).toBe(first.refresh_token);
    expect((await profile(retried.access_token)).status).toBe(200);
  });

  it('treats the used token after the grace as stolen: the whole session ends', async () => {
    const token = await newSession();
    const next = await pairOf(await refresh(token));
    api.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    await expectSessionEnded(token);
    // The whole family: the successor pair the thief (or the owner) holds is dead too.
    expect((await refresh(next.refresh_token)).status).toBe(401);
    expect((await profile(next.access_token)).status).toBe(401);
  });

  it('treats an older token as stolen even within the grace', async () => {
    const token = await newSession();
    const second = await pairOf(await refresh(token));
    const third = await pairOf(await refresh(second.refresh_token));
    await expectSessionEnded(token);
    expect((await refresh(third.refresh_token)).status).toBe(401);
    expect((await profile(third.access_token)).status).toBe(401);
    expect((await profile(second.access_token)).status).toBe(401);
  });
});
