/**
 * One fault injector for the money-moving calls (issue 17): the e2e journeys break the connection of one call in one
 * of the ways a real network does, then heal it, and check the outcome rule (src/stores/kit/outcome.ts): exactly one
 * transaction, "checking" while the outcome is unknown, never "failed" when the money may have moved, the input kept.
 *
 * Where each fault strikes:
 * - `offline`: the browser has no connection (context.setOffline) before the submit: nothing reaches the server.
 * - `stall30s`: the request reaches the server, which commits it; its answer never comes. The app's own per-attempt
 *   timeout (DEFAULT_TIMEOUT_MS, 30 s, an AbortSignal.timeout) ends the wait: the journey installs Playwright's
 *   clock (`installClock`) and `passTimeout()` moves it 30 s on, so nobody waits 30 real seconds.
 * - `http500` / `http502` at `beforeServer`: a proxy answers its own error page; the server never saw the request.
 * - `http500` / `http502` at `afterCommit`: the server took the request and committed it, and the answer was replaced
 *   by the error on the way back (a proxy timing out, a crash after the commit): the case that must never read
 *   "failed", since the money moved.
 * - `resetAfterCommit`: the server committed, then the connection is reset ('connectionreset').
 *
 * A fault lasts until `heal()`: the HTTP client's own retries and the outcome rule's checks meet it too (a
 * before-server fault keeps them all from the server, an after-commit one lets only the first request through), so
 * the journey sees the "checking" screen before the network comes back and the checks get through.
 */
import type { Page } from '@playwright/test';

export type FaultKind = 'offline' | 'stall30s' | 'http500' | 'http502' | 'resetAfterCommit';
export type FaultAt = 'beforeServer' | 'afterCommit';

export interface Fault {
  readonly kind: FaultKind;
  /** For `http500`/`http502` only: whether the server saw (and committed) the first request. */
  readonly at?: FaultAt;
}

/** Whether the first faulted request reaches the server. */
export function commits(fault: Fault): boolean {
  if (fault.kind === 'offline') return false;
  if (fault.kind === 'http500' || fault.kind === 'http502') return fault.at === 'afterCommit';
  return true;
}

/** A fault as a test title reads it: "a 500 after the commit". */
export function describeFault(fault: Fault): string {
  switch (fault.kind) {
    case 'offline':
      return 'offline at submit';
    case 'stall30s':
      return 'an answer stalled past the 30 s timeout';
    case 'resetAfterCommit':
      return 'a connection reset after the commit';
    default:
      return `a ${fault.kind.slice(4)} ${fault.at === 'afterCommit' ? 'replacing the committed answer' : 'from a proxy, before the server'}`;
  }
}

export interface InjectedFault {
  /** Requests of the call the page sent while the fault held (offline: none get this far). */
  readonly sent: () => number;
  /** Resolves once the server has answered the first request (it committed): a committing fault's first step. */
  readonly committed: () => Promise<void>;
  /** The network comes back: requests from now on go through untouched. */
  readonly heal: () => Promise<void>;
}

/** Installs Playwright's clock before the page loads (the stall's timeout is an AbortSignal.timeout on it). */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install();
}

/**
 * The stalled request's 30 s run out on the page's clock, which then stays paused so the outcome rule's first check
 * (a timer) waits until `resumeClock`: the journey sees the "checking" screen for as long as it looks.
 */
export async function passTimeout(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  // A little ahead: the page's clock runs on while this call travels.
  await page.clock.pauseAt(now + 2000);
  await page.clock.fastForward(30_000);
}

export async function resumeClock(page: Page): Promise<void> {
  await page.clock.resume();
}

function errorBody(status: 500 | 502) {
  return status === 502
    ? { status, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }
    : {
        status,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'Internal error' }),
      };
}

/** Breaks the calls matching `call` (every method: the money calls are POSTs and PUTs) as `fault` says, until healed. */
export async function injectFault(page: Page, call: string | RegExp, fault: Fault): Promise<InjectedFault> {
  let sent = 0;
  let healed = false;
  let markCommitted: () => void = () => undefined;
  const committed = new Promise<void>((resolve) => {
    markCommitted = resolve;
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });

  if (fault.kind === 'offline') {
    await page.context().setOffline(true);
  } else {
    await page.route(call, async (route) => {
      if (healed) return route.continue();
      sent += 1;
      const first = sent === 1;
      if (first && commits(fault)) {
        await route.fetch();
        markCommitted();
      }
      switch (fault.kind) {
        case 'stall30s':
          // Held until healed; by then the page gave up on it (its timeout), so the abort may find it gone.
          await released;
          return route.abort('timedout').catch(() => undefined);
        case 'resetAfterCommit':
          return route.abort('connectionreset');
        default:
          return route.fulfill(errorBody(fault.kind === 'http500' ? 500 : 502));
      }
    });
  }

  return {
    sent: () => sent,
    committed: () => committed,
    heal: async () => {
      healed = true;
      release();
      if (fault.kind === 'offline') await page.context().setOffline(false);
    },
  };
}
