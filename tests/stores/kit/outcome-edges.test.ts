/**
 * The outcome rule's edges (src/stores/kit/outcome.ts), with sends the test answers by hand: which statuses may
 * have moved money, what each check shows while it runs, and that an answer to a forgotten or replaced submit never
 * lands on the screen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import {
  browserNetwork,
  checkDelay,
  createOutcome,
  fieldErrorsOf,
  mayHaveMovedMoney,
  type OutcomeState,
  type Send,
} from '../../../src/stores/kit/outcome.ts';
import { FakeNetwork } from './fake-money-api.ts';

type Done = { readonly id: number };

const failure = (httpStatus?: number, code?: string): ApiFailure => ({
  status: false,
  message: 'failure',
  ...(httpStatus === undefined ? {} : { httpStatus }),
  ...(code === undefined ? {} : { code }),
});
const BAD_GATEWAY = failure(502);

/** A send whose answers the test gives one at a time. */
function manualSend() {
  const pending: ((answer: Done | ApiFailure) => void)[] = [];
  const send: Send<Done> = vi.fn(() => new Promise<Done | ApiFailure>((resolve) => pending.push(resolve)));
  const answer = async (value: Done | ApiFailure) => {
    await expect.poll(() => pending.length).toBeGreaterThan(0);
    pending.shift()?.(value);
  };
  return { send, answer };
}

/** A send that answers `answers` in turn. */
const scripted =
  (...answers: (Done | ApiFailure)[]): Send<Done> =>
  async () =>
    answers.shift() ?? BAD_GATEWAY;

function setup() {
  const network = new FakeNetwork();
  const outcome = createOutcome<Done>({ network: () => network, maxChecks: 3 });
  const states: OutcomeState<Done>[] = [];
  outcome.$state.listen((state) => states.push(state));
  return { network, outcome, states };
}

describe('which statuses may have moved money, at their edges', () => {
  it('a 399 and a 500 may have; a 400 and a 499 with a catalogue code are refusals', () => {
    expect(mayHaveMovedMoney(failure(399))).toBe(true);
    expect(mayHaveMovedMoney(failure(400, 'VALIDATION_ERROR'))).toBe(false);
    expect(mayHaveMovedMoney(failure(499, 'VALIDATION_ERROR'))).toBe(false);
    expect(mayHaveMovedMoney(failure(500))).toBe(true);
  });

  it("a 4xx without a catalogue code is not the API's refusal: it may have moved money", () => {
    expect(mayHaveMovedMoney(failure(400))).toBe(true);
    expect(mayHaveMovedMoney(failure(408))).toBe(true);
    expect(mayHaveMovedMoney(failure(499))).toBe(true);
  });

  it("a gateway's 408 page after the server committed is checked, and the check finds the transaction: never failed", async () => {
    const { outcome, states } = setup();
    const settled = await outcome.submit(scripted(failure(408), { id: 7 }));
    expect(settled).toEqual({ state: 'done', result: { id: 7 } });
    expect(states.some((state) => state.state === 'failed')).toBe(false);
    expect(states.some((state) => state.state === 'pending-checking')).toBe(true);
  });
});

describe('a refusal’s reasons', () => {
  it('a mapped code adds its message only when the server named no field', () => {
    const refused = { ...failure(422, 'INSUFFICIENT_BALANCE'), errors: { note: ['Too long'] } };
    expect(fieldErrorsOf(refused, { INSUFFICIENT_BALANCE: 'amount' })).toEqual({ note: ['Too long'] });
    expect(fieldErrorsOf(failure(422, 'INSUFFICIENT_BALANCE'), { INSUFFICIENT_BALANCE: 'amount' })).toEqual({
      amount: ['failure'],
    });
  });
});

describe('the states of an unknown outcome', () => {
  it('starts idle', () => {
    expect(createOutcome<Done>().$state.get()).toEqual({ state: 'idle' });
  });

  it('counts the checks: waiting before a check shows the ones done, sending shows the one running', async () => {
    const { outcome, states } = setup();
    await outcome.submit(scripted(BAD_GATEWAY, BAD_GATEWAY, { id: 1 }));
    expect(states).toEqual([
      { state: 'submitting' },
      { state: 'pending-checking', phase: 'checking', checks: 0 },
      { state: 'pending-checking', phase: 'checking', checks: 1 },
      { state: 'pending-checking', phase: 'checking', checks: 1 },
      { state: 'pending-checking', phase: 'checking', checks: 2 },
      { state: 'done', result: { id: 1 } },
    ]);
  });

  it('after a reload checks at once, then waits before each further check', async () => {
    const { network, outcome } = setup();
    const state = await outcome.reconcile(scripted(BAD_GATEWAY, BAD_GATEWAY, { id: 1 }));
    expect(state).toEqual({ state: 'done', result: { id: 1 } });
    expect(network.waits).toEqual([checkDelay(2, () => 0.5), checkDelay(3, () => 0.5)]);
  });

  it('"check again" checks at once', async () => {
    const { network, outcome } = setup();
    // The first send and the three checks get no answer; "check again" gets the transaction.
    const send = scripted(BAD_GATEWAY, BAD_GATEWAY, BAD_GATEWAY, BAD_GATEWAY, { id: 1 });
    expect(await outcome.submit(send)).toEqual({ state: 'pending-checking', phase: 'stalled', checks: 3 });
    const waited = network.waits.length;
    expect(await outcome.checkAgain()).toEqual({ state: 'done', result: { id: 1 } });
    expect(network.waits).toHaveLength(waited);
  });
});

describe('"check again"', () => {
  it('does nothing unless the checks ran out', async () => {
    const { outcome } = setup();
    expect(await outcome.checkAgain()).toEqual({ state: 'idle' });
    await outcome.submit(scripted({ id: 1 }));
    expect(await outcome.checkAgain()).toEqual({ state: 'done', result: { id: 1 } });
  });

  it('does nothing while checks still run', async () => {
    const { outcome } = setup();
    const { send, answer } = manualSend();
    const running = outcome.reconcile(send);
    await expect.poll(() => outcome.$state.get()).toEqual({ state: 'pending-checking', phase: 'checking', checks: 1 });
    expect(await outcome.checkAgain()).toEqual({ state: 'pending-checking', phase: 'checking', checks: 1 });
    expect(send).toHaveBeenCalledTimes(1);
    await answer({ id: 1 });
    await running;
  });

  it('does nothing after a reset, even from a stalled state’s send', async () => {
    const { outcome } = setup();
    const send = vi.fn(scripted());
    await outcome.submit(send);
    const sent = send.mock.calls.length;
    outcome.reset();
    expect(await outcome.checkAgain()).toEqual({ state: 'idle' });
    expect(send).toHaveBeenCalledTimes(sent);
  });
});

describe('answers that arrive too late', () => {
  it('a reset during the first send: its answer is not shown', async () => {
    const { outcome } = setup();
    const { send, answer } = manualSend();
    const running = outcome.submit(send);
    outcome.reset();
    await answer({ id: 1 });
    await running;
    expect(outcome.$state.get()).toEqual({ state: 'idle' });
  });

  it('a reset during a check’s send: its answer is not shown', async () => {
    const { outcome } = setup();
    const { send, answer } = manualSend();
    const running = outcome.reconcile(send);
    await expect.poll(() => outcome.$state.get().state).toBe('pending-checking');
    outcome.reset();
    await answer({ id: 1 });
    await running;
    expect(outcome.$state.get()).toEqual({ state: 'idle' });
  });

  it('the answer of a submit forgotten by a reset never lands on the next submit', async () => {
    const { outcome } = setup();
    const first = manualSend();
    const second = manualSend();
    const forgotten = outcome.submit(first.send);
    outcome.reset();
    const current = outcome.submit(second.send);
    await first.answer({ id: 1 });
    await forgotten;
    expect(outcome.$state.get()).toEqual({ state: 'submitting' });
    await second.answer({ id: 2 });
    expect(await current).toEqual({ state: 'done', result: { id: 2 } });
  });

  it('a reconcile while a submit runs is ignored', async () => {
    const { outcome } = setup();
    const { send, answer } = manualSend();
    const other = vi.fn(scripted({ id: 9 }));
    const running = outcome.submit(send);
    expect(await outcome.reconcile(other)).toEqual({ state: 'submitting' });
    expect(other).not.toHaveBeenCalled();
    await answer({ id: 1 });
    expect(await running).toEqual({ state: 'done', result: { id: 1 } });
  });
});

describe('the browser’s network', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reads navigator.onLine, waits for one online event, and waits on a timer', async () => {
    const events = new EventTarget();
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('window', events);
    const network = browserNetwork();
    expect(network.isOnline()).toBe(false);
    let back = false;
    const online = network.untilOnline().then(() => {
      back = true;
    });
    await Promise.resolve();
    expect(back).toBe(false);
    events.dispatchEvent(new Event('online'));
    await online;
    expect(back).toBe(true);

    vi.useFakeTimers();
    let waited = false;
    const wait = network.wait(1000).then(() => {
      waited = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await wait;
    expect(waited).toBe(true);
    expect(network.random()).toBeGreaterThanOrEqual(0);
  });
});
