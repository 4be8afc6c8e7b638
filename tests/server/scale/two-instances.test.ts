/**
 * Scale-out (issue 17, "Load"): two API processes (`server/main.ts --demo`) on one PostgreSQL, behind a
 * round-robin proxy (tools/bench/proxy.ts, every request to the next instance). What must hold for the
 * pair as it holds for one: an intent's idempotency key makes one transaction whichever instance hears it,
 * a rate limit refuses at the same count, and a live stream on one instance hears writes the other made.
 *
 * Both instances start at once on the empty database, so they also migrate and seed it together (each
 * step runs once under an advisory lock; a second seed would break a unique index and stop an instance).
 * Ports: free ones, or from TWO_INSTANCES_PORT (the first of three) on a machine whose ports are shared out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_PER_ACCOUNT_AND_ADDRESS } from '../../../server/auth/limits.ts';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client.ts';
import {
  type Answer,
  availableVnd,
  call,
  DEMO_PASSWORD,
  internalTransfersSince,
  signedHeaders,
  signIn,
} from '../../../tools/bench/client.ts';
import { countBreaches } from '../../../tools/bench/ledger-check.ts';
import { type FaultProxy, startFaultProxy, UPSTREAM_HEADER } from '../../../tools/bench/proxy.ts';
import { spawnDemoApi } from '../../../tools/bench/server.ts';
import type { DemoApi } from '../../../tools/demo-server.ts';
import { freePort } from '../../../tools/free-port.ts';
import { type PostgresServer, postgresAvailability, startPostgres } from '../../setup/postgres.ts';
import { type Frame, reader } from '../handlers/sse-reader.ts';

/** Two processes migrating, seeding and starting on two shared cores. */
const START_TIMEOUT_MS = 120_000;
/** Each case is a few calls, some of them password checks: seconds, when other work shares the cores. */
const TEST_TIMEOUT_MS = 30_000;
/** "Live": an event a write on one instance causes reaches a stream on the other within this. */
const LIVE_WITHIN_MS = 5000;

const availability = postgresAvailability();
if (!availability.available) console.warn(`two API instances: not run: ${availability.reason}`);

interface Reply extends Answer {
  /** The instance's port the proxy sent the request to (null: sent to an instance directly). */
  readonly upstream: string | null;
}

async function ports(): Promise<[number, number, number]> {
  const first = Number(process.env.TWO_INSTANCES_PORT);
  if (first > 0) return [first, first + 1, first + 2];
  return [await freePort(), await freePort(), await freePort()];
}

async function send(...args: Parameters<typeof call>): Promise<Reply> {
  const answer = await call(...args);
  return { ...answer, upstream: answer.headers.get(UPSTREAM_HEADER) };
}

describe.runIf(availability.available)(
  'two API instances on one PostgreSQL behind a round-robin proxy',
  { timeout: TEST_TIMEOUT_MS },
  () => {
    let postgres: PostgresServer;
    let database: DatabaseHandle;
    let dataDir: string;
    let a: DemoApi;
    let b: DemoApi;
    let proxy: FaultProxy;
    let viaProxy: string;
    let portOf: { a: string; b: string };
    let token: string;
    /** Each intent's own amount, so its transaction is told apart in the list. */
    let nextAmount = 7001;

    beforeAll(async () => {
      const [portA, portB, proxyPort] = await ports();
      postgres = await startPostgres();
      const url = await postgres.createDatabase();
      dataDir = mkdtempSync(join(tmpdir(), 'campay-two-instances-'));
      const env = { DATABASE_URL: url };
      const started = await Promise.allSettled([
        spawnDemoApi(portA, join(dataDir, 'a'), env),
        spawnDemoApi(portB, join(dataDir, 'b'), env),
      ]);
      const [one, two] = started.map((result) => (result.status === 'fulfilled' ? result.value : null));
      if (one) a = one;
      if (two) b = two;
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      proxy = await startFaultProxy({ port: proxyPort, targetPort: [portA, portB], pick: () => 'pass', stallMs: 0 });
      viaProxy = `http://127.0.0.1:${proxy.port}`;
      portOf = { a: String(portA), b: String(portB) };
      database = await openDatabase({ url });
      token = await signIn(viaProxy);
    }, START_TIMEOUT_MS);

    afterAll(async () => {
      await proxy?.close();
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.close();
      await postgres?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, START_TIMEOUT_MS);

    /** One intent: a transfer of its own amount from MAIN to VA, under one idempotency key. */
    function intent() {
      const amount = String(nextAmount++);
      const key = `two-instances-${amount}-${Date.now()}`;
      const request = {
        body: { from: 'MAIN', to: 'VA', amount, currency: 'VND' },
        headers: { 'idempotency-key': key },
      };
      return {
        amount,
        send: (base: string) => send(base, 'POST', '/api/v1/wallets/transfers', { token, ...request }),
      };
    }

    /** The transactions the API lists with this amount. */
    async function transactionsOf(amount: string, since: string) {
      const listed = await internalTransfersSince(viaProxy, token, since);
      return listed.filter((row) => new Big(row.amount).eq(amount));
    }

    async function expectLedgerSound(): Promise<void> {
      const breaches = await countBreaches(database);
      expect(breaches).toEqual(Object.fromEntries(Object.keys(breaches).map((rule) => [rule, 0])));
    }

    it('sends consecutive requests to the instances in turn', async () => {
      const seen: (string | null)[] = [];
      for (let i = 0; i < 4; i++) seen.push((await send(viaProxy, 'GET', '/api/v1/accounts/me', { token })).upstream);
      expect(new Set([seen[0], seen[1]])).toEqual(new Set([portOf.a, portOf.b]));
      expect(seen.slice(2)).toEqual(seen.slice(0, 2));
    });

    it('makes one transaction of an intent sent to A, then repeated to B, and replays the same answer', async () => {
      const since = new Date(Date.now() - 60_000).toISOString();
      const mainBefore = new Big(await availableVnd(viaProxy, token, 'MAIN'));
      const transfer = intent();
      const first = await transfer.send(a.base);
      const repeat = await transfer.send(b.base);
      expect(first.status).toBe(200);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(repeat.status).toBe(200);
      expect(repeat.headers.get('idempotent-replayed')).toBe('true');
      expect(repeat.body).toEqual(first.body);
      expect(await transactionsOf(transfer.amount, since)).toHaveLength(1);
      const mainAfter = new Big(await availableVnd(viaProxy, token, 'MAIN'));
      expect(mainBefore.minus(mainAfter).toString()).toBe(transfer.amount);
      await expectLedgerSound();
    });

    it('makes one transaction of an intent sent to both at once, however the race ends', async () => {
      const since = new Date(Date.now() - 60_000).toISOString();
      const mainBefore = new Big(await availableVnd(viaProxy, token, 'MAIN'));
      const transfer = intent();
      const racing = await Promise.all([transfer.send(viaProxy), transfer.send(viaProxy)]);
      // The proxy took them in turn: one reached each instance.
      expect(new Set(racing.map((reply) => reply.upstream))).toEqual(new Set([portOf.a, portOf.b]));
      // The loser either waited for the winner's answer or was told the key is in progress (409), never a second run.
      for (const reply of racing) expect([200, 409]).toContain(reply.status);
      const winners = racing.filter(
        (reply) => reply.status === 200 && reply.headers.get('idempotent-replayed') === null,
      );
      expect(winners).toHaveLength(1);
      // The app's outcome rule repeats the intent until it learns the result: every instance answers the same.
      const settled = await Promise.all([transfer.send(a.base), transfer.send(b.base)]);
      for (const reply of settled) {
        expect(reply.status).toBe(200);
        expect(reply.headers.get('idempotent-replayed')).toBe('true');
        expect(reply.body).toEqual(winners[0]?.body);
      }
      expect(await transactionsOf(transfer.amount, since)).toHaveLength(1);
      const mainAfter = new Big(await availableVnd(viaProxy, token, 'MAIN'));
      expect(mainBefore.minus(mainAfter).toString()).toBe(transfer.amount);
      await expectLedgerSound();
    });

    /** A wrong password for an email that is nobody's, from one network address (X-Forwarded-For: the proxy is trusted). */
    function wrongSignIn(email: string, address: string) {
      return (base: string) =>
        send(base, 'POST', '/api/v1/login', {
          body: { email, password: `not-${DEMO_PASSWORD}` },
          headers: { 'x-forwarded-for': address },
        });
    }

    /** Tries until the first 429 (at most twice the limit); the tries refused before it, and that 429. */
    async function triesUntilLimited(attempt: () => Promise<Reply>) {
      const replies: Reply[] = [];
      while (replies.length <= 2 * SIGN_IN_PER_ACCOUNT_AND_ADDRESS.limit) {
        const reply = await attempt();
        replies.push(reply);
        if (reply.status === 429) break;
      }
      return { failures: replies.slice(0, -1), limited: replies.at(-1) };
    }

    /**
     * Runs `work` once more, for new subjects, when it straddled a boundary of the limit's fixed window (the
     * counts start again there); `run` tells the subjects of each run apart.
     */
    async function inOneWindow<T>(work: (run: string) => Promise<T>): Promise<T> {
      const windowNow = () => Math.floor(Date.now() / SIGN_IN_PER_ACCOUNT_AND_ADDRESS.windowMs);
      for (let attempt = 0; ; attempt++) {
        const window = windowNow();
        const result = await work(`${Date.now()}-${attempt}`);
        if (windowNow() === window || attempt > 0) return result;
      }
    }

    function expectRetryAfter(reply: Reply | undefined): void {
      expect(reply?.status).toBe(429);
      expect(reply?.body.code).toBe('RATE_LIMITED');
      const seconds = Number(reply?.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(SIGN_IN_PER_ACCOUNT_AND_ADDRESS.windowMs / 1000);
    }

    it('refuses failed sign-ins alternating between A and B at the count one instance refuses at', async () => {
      const { alone, shared } = await inOneWindow(async (run) => ({
        alone: await triesUntilLimited(() => wrongSignIn(`alone-${run}@nobody.test`, '198.51.100.11')(a.base)),
        shared: await triesUntilLimited(() => wrongSignIn(`shared-${run}@nobody.test`, '198.51.100.12')(viaProxy)),
      }));
      expect(alone.failures).toHaveLength(SIGN_IN_PER_ACCOUNT_AND_ADDRESS.limit);
      expect(shared.failures).toHaveLength(alone.failures.length);
      for (const reply of [...alone.failures, ...shared.failures]) expect(reply.status).toBe(401);
      expectRetryAfter(alone.limited);
      expectRetryAfter(shared.limited);
      const served = shared.failures.map((reply) => reply.upstream);
      expect(new Set(served)).toEqual(new Set([portOf.a, portOf.b]));
    });

    it('lets no more than the limit through a burst spread over both instances', async () => {
      const burst = await inOneWindow((run) => {
        const attempt = wrongSignIn(`burst-${run}@nobody.test`, '198.51.100.13');
        return Promise.all(Array.from({ length: 3 * SIGN_IN_PER_ACCOUNT_AND_ADDRESS.limit }, () => attempt(viaProxy)));
      });
      const counted = burst.filter((reply) => reply.status === 401);
      const refused = burst.filter((reply) => reply.status === 429);
      expect(counted).toHaveLength(SIGN_IN_PER_ACCOUNT_AND_ADDRESS.limit);
      expect(refused).toHaveLength(burst.length - counted.length);
      expect(new Set(burst.map((reply) => reply.upstream))).toEqual(new Set([portOf.a, portOf.b]));
      for (const reply of refused) expectRetryAfter(reply);
    });

    /** A live stream on an instance, once it flows (the server has subscribed before it answers). */
    async function liveStream(base: string) {
      const url = `${base}/api/v1/events`;
      const response = await fetch(url, { headers: signedHeaders('GET', url, token) });
      expect(response.status).toBe(200);
      return reader(response);
    }

    /** A transfer handled by `writer`, then the wait until `stream` heard its transaction: how long it took. */
    async function heardAcross(writer: DemoApi, stream: ReturnType<typeof reader>): Promise<number> {
      const reply = await intent().send(writer.base);
      expect(reply.status).toBe(200);
      const sent = Date.now();
      const id = (reply.body.data as { id: number }).id;
      const isIt = (frame: Frame) =>
        frame.event === 'transaction.updated' && (frame.data as { id?: unknown }).id === id;
      await stream.until(() => stream.frames().some(isIt));
      expect(stream.frames().find(isIt)?.data).toMatchObject({ id, transaction_type: 'INTERNAL', status: 'APPROVED' });
      expect(stream.frames().some((frame) => frame.event === 'wallet.updated')).toBe(true);
      return Date.now() - sent;
    }

    it('tells a live stream on one instance about a write the other handled', async () => {
      const streams = { a: await liveStream(a.base), b: await liveStream(b.base) };
      try {
        expect(await heardAcross(b, streams.a)).toBeLessThan(LIVE_WITHIN_MS);
        expect(await heardAcross(a, streams.b)).toBeLessThan(LIVE_WITHIN_MS);
      } finally {
        await Promise.all([streams.a.cancel(), streams.b.cancel()]);
      }
    });

    it('keeps both instances up when PostgreSQL drops their listening connections; streams end and resume', async () => {
      const before = await liveStream(a.base);
      // What a restart or a failover does to the listening connections (the pools replace theirs on use).
      const ended = await database.scriptTransaction((session) =>
        session.query<{ ended: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE 'LISTEN %'`,
        ),
      );
      expect(ended).toEqual([{ ended: true }, { ended: true }]);
      // The instance listens again and ends the streams that may have missed events, so their clients reconnect.
      await before.end();
      expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);
      const after = await liveStream(a.base);
      try {
        expect(await heardAcross(b, after)).toBeLessThan(LIVE_WITHIN_MS);
      } finally {
        await after.cancel();
      }
    });
  },
);
