/**
 * The simulated provider (PRODUCT.md section 3: "a simulated provider settles after a configurable delay").
 * Every `intervalMs` it runs one pass (settle.ts) over the database at the clock's time and announces what
 * changed (announce.ts). All its work is found in the database, so a restart picks up where it left off and
 * several instances may run it at once (each item settles once). `stop()` cancels the timer and waits for a
 * running pass, so a closing server or a test leaves nothing behind.
 */

import { WEBHOOK_RETRY_UNIT_MS } from '../../src/contract/webhook-signing.ts';
import type { EventBus } from '../api/bus.ts';
import { type Clock, systemClock } from '../api/clock.ts';
import type { LogSink } from '../api/log.ts';
import type { Database } from '../db/client.ts';
import { type Deliver, httpDeliverer } from '../developers/deliver.ts';
import { retryDueDeliveries } from '../developers/deliveries.ts';
import { errorFacts } from '../errors/error-facts.ts';
import { type Announcer, announce } from './announce.ts';
import { type PassResult, providerPass } from './settle.ts';

/** How often the provider looks for due work unless told otherwise. */
export const DEFAULT_INTERVAL_MS = 1000;

export interface SimulatorOptions {
  readonly db: Database;
  readonly bus: EventBus;
  /** How long after a top-up is requested it settles (config.settleDelayMs). */
  readonly delayMs: number;
  readonly clock?: Clock;
  readonly intervalMs?: number;
  readonly log?: LogSink;
  /** The webhook transport; the guarded HTTP deliverer by default, tests pass one without network. */
  readonly deliver?: Deliver;
  /** The unit of the webhook retry schedule (config.webhookRetryUnitMs); a minute when not given. */
  readonly webhookRetryUnitMs?: number;
}

export interface Simulator {
  /** Starts the periodic passes (the first after one interval). */
  start(): void;
  /** One pass now; what tests call with their own clock. */
  tick(): Promise<PassResult>;
  /** Cancels the timer and waits for a running pass. */
  stop(): Promise<void>;
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const clock = options.clock ?? systemClock;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const log = options.log ?? (() => undefined);
  const announcer: Announcer = {
    db: options.db,
    bus: options.bus,
    deliver: options.deliver ?? httpDeliverer(),
    retryUnitMs: options.webhookRetryUnitMs ?? WEBHOOK_RETRY_UNIT_MS,
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function pass(): Promise<PassResult> {
    const now = clock.now();
    // Webhook retries ride on this worker: it already has the clock, the transport and a clean stop.
    const retries = { deliver: announcer.deliver, now, retryUnitMs: announcer.retryUnitMs };
    await retryDueDeliveries(options.db, retries).catch((error: unknown) =>
      log({ level: 'error', msg: 'webhook retries failed', error: errorFacts(error) }),
    );
    const result = await providerPass(options.db, now, options.delayMs);
    for (const failure of result.failures) {
      log({ level: 'error', msg: 'provider settlement failed', ...failure.item, error: errorFacts(failure.error) });
    }
    for (const { row, settledHere } of result.changed) {
      await announce(announcer, row, settledHere).catch((error: unknown) =>
        log({ level: 'error', msg: 'provider announcement failed', transactionId: row.id, error: errorFacts(error) }),
      );
    }
    return result;
  }

  function tick(): Promise<PassResult> {
    // Passes never overlap: a tick during a pass runs after it.
    const next = running.then(pass, pass);
    running = next.catch(() => undefined);
    return next;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      tick()
        .catch((error: unknown) => log({ level: 'error', msg: 'provider pass failed', error: errorFacts(error) }))
        .finally(schedule);
    }, intervalMs);
    timer.unref?.();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    tick,
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
