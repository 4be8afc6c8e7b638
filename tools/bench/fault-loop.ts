/**
 * The fault loop (issue 17, "Faults"): 1,000 money-moving intents through ./proxy.ts, each settled by the
 * app's own outcome rule (src/stores/kit/outcome.ts: unknown → retry the SAME request with the SAME key until
 * the answer is known), then every intent is matched with what the server holds (./audit.ts).
 *
 * The call is createInternalTransfer (MAIN ⇄ VA of the director), not a withdrawal: each withdrawal needs a
 * fresh single-use w-token from a verification whose code is mailed, and code sends are limited to 5 an
 * hour per address (server/auth/limits.ts), so 1,000 withdrawals cannot be verified in a run. The pipeline's
 * idempotency (server/api/pipeline/idempotency.ts) is the same for both calls.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type ApiFailure, failureFromResponse, networkFailure, timeoutFailure } from '../../src/lib/http/errors.ts';
import { createOutcome, type NetworkHost, type OutcomeState } from '../../src/stores/kit/outcome.ts';
import { type Audit, auditIntents, auditProblems, type Balances, type Intent, type Learned } from './audit.ts';
import { availableVnd, call, internalTransfersSince, signIn } from './client.ts';
import { type FaultCounts, pickFault } from './faults.ts';
import { startFaultProxy } from './proxy.ts';

export interface FaultLoopOptions {
  readonly base: string;
  readonly apiPort: number;
  readonly proxyPort: number;
  readonly intents?: number;
  /** Intents in flight at once. */
  readonly concurrency?: number;
}

export interface FaultLoopResult {
  readonly audit: Audit;
  readonly faults: FaultCounts;
  /** Requests sent in all (first sends and retries). */
  readonly requests: number;
  readonly seconds: number;
  readonly problems: readonly string[];
}

const CLIENT_TIMEOUT_MS = 1000;
const STALL_MS = 1500;
/** The outcome rule's waits (1 s, 2 s, 4 s…) shortened by this much, so 1,000 intents fit in a minute or two. */
const TIME_SCALE = 50;
/** "Check again" presses after the rule's own checks run out, before the bench calls the outcome unknown. */
const MAX_CHECK_AGAIN = 20;
/** Each intent moves its own number of đồng (this plus its index), which tells its transactions apart. */
const AMOUNT_BASE = 10_000;

/** The browser's network for the outcome rule, always online, its back-off compressed. */
const benchNetwork = (): NetworkHost => ({
  isOnline: () => true,
  untilOnline: () => Promise.resolve(),
  wait: (ms) => sleep(ms / TIME_SCALE),
  random: Math.random,
});

type Transfer = { readonly id: number };

type Planned = Pick<Intent, 'amount' | 'from'>;

function sender(proxyBase: string, token: string, intent: Planned, key: string, counter: { sent: number }) {
  return async (): Promise<Transfer | ApiFailure> => {
    counter.sent++;
    try {
      const answer = await call(proxyBase, 'POST', '/api/v1/wallets/transfers', {
        token,
        body: { from: intent.from, to: intent.from === 'MAIN' ? 'VA' : 'MAIN', amount: intent.amount, currency: 'VND' },
        headers: { 'idempotency-key': key },
        timeoutMs: CLIENT_TIMEOUT_MS,
      });
      if (answer.status >= 200 && answer.status < 300) return answer.body.data as Transfer;
      return { ...failureFromResponse(answer.status, answer.body), httpStatus: answer.status };
    } catch (error) {
      // A body the proxy cut mid-way is as unknown as no answer.
      return error instanceof DOMException && error.name === 'TimeoutError'
        ? timeoutFailure(CLIENT_TIMEOUT_MS)
        : networkFailure();
    }
  };
}

function learnedOf(state: OutcomeState<Transfer>): Learned {
  if (state.state === 'done') return 'done';
  if (state.state === 'failed') return 'failed';
  return 'unknown';
}

async function settleIntent(send: () => Promise<Transfer | ApiFailure>): Promise<Learned> {
  const outcome = createOutcome<Transfer>({ network: benchNetwork });
  let state = await outcome.submit(send);
  for (let press = 0; press < MAX_CHECK_AGAIN && state.state === 'pending-checking'; press++) {
    state = await outcome.checkAgain();
  }
  return learnedOf(state);
}

async function balances(base: string, token: string): Promise<Balances> {
  return { main: await availableVnd(base, token, 'MAIN'), va: await availableVnd(base, token, 'VA') };
}

export async function runFaultLoop(options: FaultLoopOptions): Promise<FaultLoopResult> {
  const { base, intents: total = 1000, concurrency = 16 } = options;
  const token = await signIn(base);
  const before = await balances(base, token);
  const startedAt = new Date();
  const proxy = await startFaultProxy({
    port: options.proxyPort,
    targetPort: options.apiPort,
    pick: () => pickFault(Math.random),
    stallMs: STALL_MS,
  });
  const proxyBase = `http://127.0.0.1:${options.proxyPort}`;
  const run = `bench-${startedAt.getTime().toString(36)}`;
  const intents: Intent[] = [];
  const counter = { sent: 0 };
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const planned: Planned = { amount: String(AMOUNT_BASE + index), from: index % 2 === 0 ? 'MAIN' : 'VA' };
      const learned = await settleIntent(sender(proxyBase, token, planned, `${run}-${index}`, counter));
      intents.push({ ...planned, learned });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  // Late copies of stalled requests must land before the server is asked what it holds.
  await proxy.drain();
  await proxy.close();
  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  const listed = await internalTransfersSince(base, token, startedAt.toISOString());
  const transfers = listed.map((row) => ({ amount: row.amount, from: row.source.balance_type ?? '' }));
  const audit = auditIntents(intents, transfers);
  const problems = auditProblems(audit, before, await balances(base, token));
  return { audit, faults: { ...proxy.counts }, requests: counter.sent, seconds, problems };
}
