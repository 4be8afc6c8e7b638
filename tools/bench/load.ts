/**
 * The load bench (issue 17, "Load"): autocannon on loopback against the four calls a busy day is made of, each
 * at 10 and 50 connections. Every request is signed as the app signs it (src/lib/http/signature.ts), in
 * autocannon's `setupRequest`, because the signature carries the time and so differs per request.
 *
 * The money-moving call is createInternalTransfer with a new idempotency key per request, not a withdrawal:
 * each withdrawal needs a fresh verification (a mailed code, 5 an hour), see ./fault-loop.ts.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Request } from 'autocannon';
import { BENCH_PERSON, call, DEMO_PASSWORD, signedHeaders, signIn } from './client.ts';

export type ScenarioName = 'sign-in' | 'balances' | 'transactions' | 'transfer';
/** Reads carry the latency bar (PRODUCT.md section 5: p99 < 100 ms at 10 connections). */
export const READS: readonly ScenarioName[] = ['balances', 'transactions'];
export const CONNECTIONS = [10, 50] as const;

/**
 * The demo people whose 2FA is off: sign-ins spread over them, from many addresses, as a crowd signs in.
 * One person from one address may have 5 sign-ins counted at once (server/auth/limits.ts); a crowd of 50
 * from one address would meet that limit, which is not what the bench measures.
 */
const SIGN_IN_PEOPLE = [BENCH_PERSON, 'finance@demo.test', 'seller@demo.test', 'newbie@demo.test'];

export interface ScenarioResult {
  readonly scenario: ScenarioName;
  readonly connections: number;
  readonly seconds: number;
  readonly requests: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  readonly statuses: Readonly<Record<string, number>>;
}

interface Shape {
  readonly method: string;
  readonly path: string;
  /** Sent without the Bearer (sign-in). */
  readonly anonymous?: boolean;
  readonly body?: () => unknown;
  readonly headers?: () => Record<string, string>;
}

function shapes(run: string): Record<ScenarioName, Shape> {
  let n = 0;
  return {
    'sign-in': {
      method: 'POST',
      path: '/api/v1/login',
      anonymous: true,
      body: () => ({ email: SIGN_IN_PEOPLE[n++ % SIGN_IN_PEOPLE.length], password: DEMO_PASSWORD }),
      headers: () => ({ 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }),
    },
    balances: { method: 'GET', path: '/api/v2/customers/balances/MAIN' },
    transactions: { method: 'GET', path: '/api/v2/virtual-accounts/transactions?page=1&limit=20' },
    transfer: {
      method: 'POST',
      path: '/api/v1/wallets/transfers',
      // Back and forth, so the wallets end where they started and never run dry.
      body: () => ({
        from: n % 2 === 0 ? 'MAIN' : 'VA',
        to: n % 2 === 0 ? 'VA' : 'MAIN',
        amount: '1000',
        currency: 'VND',
      }),
      headers: () => ({ 'idempotency-key': `${run}-${n++}` }),
    },
  };
}

function request(base: string, token: string, shape: Shape): Request {
  return {
    method: shape.method,
    path: shape.path,
    setupRequest: (req) => {
      const extra = shape.headers?.() ?? {};
      const body = shape.body?.();
      return {
        ...req,
        headers: {
          ...req.headers,
          ...signedHeaders(shape.method, `${base}${shape.path}`, shape.anonymous ? undefined : token),
          ...extra,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      };
    },
  };
}

/** A read this quick, three times in a row, means the server has finished the last scenario's queue. */
const QUIET_MS = 50;
const QUIET_LIMIT_MS = 20_000;

/**
 * Wait until the server is idle: when autocannon stops, the server is still working through what it queued
 * (50 sign-ins hash 50 passwords), which would land on the next scenario's numbers.
 */
export async function untilQuiet(base: string, token: string): Promise<void> {
  const deadline = Date.now() + QUIET_LIMIT_MS;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await call(base, 'GET', '/api/v2/customers/balances/MAIN', { token });
    quick = performance.now() - started < QUIET_MS ? quick + 1 : 0;
    await sleep(100);
  }
}

export async function runScenario(
  base: string,
  scenario: ScenarioName,
  connections: number,
  seconds: number,
): Promise<ScenarioResult> {
  const token = await signIn(base);
  await untilQuiet(base, token);
  const shape = shapes(`load-${Date.now().toString(36)}-${scenario}-${connections}`)[scenario];
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [request(base, token, shape)],
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  return {
    scenario,
    connections,
    seconds: result.duration,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}
