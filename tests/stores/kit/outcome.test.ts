import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import {
  CHECK_CAP_MS,
  checkDelay,
  createOutcome,
  fieldErrorsOf,
  MAX_CHECKS,
  mayHaveMovedMoney,
} from '../../../src/stores/kit/outcome.ts';
import { createWizard } from '../../../src/stores/kit/wizard.ts';
import { FakeTab } from './fake-browser.ts';
import { type Answer, FakeMoneyApi, FakeNetwork } from './fake-money-api.ts';

const KEY = '3f0e5a52-3c8e-4d55-9a43-2b4c1d7e9f10';
const BODY = { amount: '1500000', payment: { id: 7 } };

/** A server with one valid w-token, an outcome store on a fake network, and the send of one intent. */
function setup() {
  const server = new FakeMoneyApi();
  server.wTokens.add('w-1');
  const network = new FakeNetwork();
  const outcome = createOutcome<Answer>({
    network: () => network,
    fieldOf: { amount: 'amount', 'payment.id': 'payment', INSUFFICIENT_BALANCE: 'amount' },
  });
  const send = () => server.createVaWithdrawal({ body: BODY }, { idempotencyKey: KEY, wToken: 'w-1' });
  return { server, network, outcome, send };
}

describe('which failures may have moved money', () => {
  it('no answer, a 5xx, a 2xx that could not be read and "still running" may have; a refusal has not', () => {
    expect(mayHaveMovedMoney({ status: false, message: 'Network Error' })).toBe(true);
    expect(mayHaveMovedMoney({ status: false, message: 'timeout of 30000 ms exceeded' })).toBe(true);
    expect(mayHaveMovedMoney({ status: false, message: 'Request aborted' })).toBe(true);
    expect(mayHaveMovedMoney({ status: false, message: 'error_internal', httpStatus: 502 })).toBe(true);
    expect(mayHaveMovedMoney({ status: false, message: 'Bad gateway', httpStatus: 504 })).toBe(true);
    expect(mayHaveMovedMoney({ status: false, message: 'error_internal', httpStatus: 200 })).toBe(true);
    expect(
      mayHaveMovedMoney({ status: false, message: 'Busy', code: 'IDEMPOTENCY_IN_PROGRESS', httpStatus: 409 }),
    ).toBe(true);
    expect(mayHaveMovedMoney({ status: false, message: 'No', code: 'INSUFFICIENT_BALANCE', httpStatus: 422 })).toBe(
      false,
    );
    expect(mayHaveMovedMoney({ status: false, message: 'Limited', code: 'RATE_LIMITED', httpStatus: 429 })).toBe(false);
  });
});

describe('outcome rule', () => {
  it('a success is done, with the server transaction', async () => {
    const { server, outcome, send } = setup();
    const state = await outcome.submit(send);
    expect(state).toEqual({ state: 'done', result: { status: true, data: server.transactions[0] } });
    expect(outcome.$state.get()).toEqual(state);
  });

  it('a double submit sends one request', async () => {
    const { server, outcome, send } = setup();
    server.holdNext = true;
    const first = outcome.submit(send);
    const second = outcome.submit(send);
    expect(await second).toEqual({ state: 'submitting' });
    server.release();
    expect((await first).state).toBe('done');
    expect(server.requests).toHaveLength(1);
    expect(server.transactions).toHaveLength(1);
  });

  it('a timeout after the commit shows pending-checking, and the replay with the same key returns the committed transaction', async () => {
    const { server, network, outcome, send } = setup();
    server.faults.push('lost-answer');
    const states: string[] = [];
    outcome.$state.listen((state) => states.push(state.state));
    const state = await outcome.submit(send);
    expect(states).toContain('pending-checking');
    expect(states).not.toContain('failed');
    expect(state).toEqual({ state: 'done', result: { status: true, data: server.transactions[0] } });
    expect(server.transactions).toHaveLength(1);
    expect(server.requests.map((request) => request.key)).toEqual([KEY, KEY]);
    // The check waited before replaying: the server may have still been working.
    expect(network.waits).toEqual([checkDelay(1, () => 0.5)]);
  });

  it('a 502 then a success: one transaction', async () => {
    const { server, outcome, send } = setup();
    server.faults.push('bad-gateway');
    const state = await outcome.submit(send);
    expect(state.state).toBe('done');
    expect(server.transactions).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it('offline: waits for the connection, then reconciles', async () => {
    const { server, network, outcome, send } = setup();
    server.faults.push('network');
    network.online = false;
    const running = outcome.submit(send);
    await expect.poll(() => network.waitingForOnline).toBe(true);
    expect(outcome.$state.get()).toEqual({ state: 'pending-checking', phase: 'offline', checks: 0 });
    expect(server.requests).toHaveLength(1);
    network.goOnline();
    expect((await running).state).toBe('done');
    expect(server.transactions).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps checking while the first attempt is still running', async () => {
    const { server, outcome, send } = setup();
    server.faults.push('lost-answer', 'in-progress', 'in-progress');
    expect((await outcome.submit(send)).state).toBe('done');
    expect(server.requests).toHaveLength(4);
    expect(server.transactions).toHaveLength(1);
  });

  it('when the checks run out it says so and offers to check again, never "failed"', async () => {
    const { server, network, outcome, send } = setup();
    server.faults.push(...Array<'bad-gateway'>(MAX_CHECKS + 1).fill('bad-gateway'));
    const state = await outcome.submit(send);
    expect(state).toEqual({ state: 'pending-checking', phase: 'stalled', checks: MAX_CHECKS });
    expect(server.requests).toHaveLength(MAX_CHECKS + 1);
    expect(network.waits.every((ms) => ms <= CHECK_CAP_MS)).toBe(true);
    // A new submit is not a way out: it is ignored.
    await outcome.submit(send);
    expect(server.requests).toHaveLength(MAX_CHECKS + 1);
    const checked = await outcome.checkAgain();
    expect(checked.state).toBe('done');
    expect(server.transactions).toHaveLength(1);
  });

  it('a refusal is failed with the catalogue code, its reasons mapped to the form fields, the input kept', async () => {
    const { server, outcome } = setup();
    const tab = new FakeTab();
    const wizard = createWizard<'enter-info' | 'verify-2fa', { amount: string }>({
      id: 'refusal-test',
      steps: [
        { id: 'enter-info', isComplete: (data) => data.amount !== '' },
        { id: 'verify-2fa', isComplete: () => true },
      ],
      initial: { amount: '' },
      host: () => tab.host(),
    });
    const stop = wizard.start();
    wizard.next({ amount: '99000000' });
    const body = { amount: wizard.$state.get().data.amount, payment: { id: 7 } };
    const state = await outcome.submit(() =>
      server.createVaWithdrawal({ body }, { idempotencyKey: KEY, wToken: 'w-1' }),
    );
    expect(state).toEqual({
      state: 'failed',
      failure: expect.objectContaining({ code: 'INSUFFICIENT_BALANCE', httpStatus: 422 }),
      fieldErrors: { amount: ['Your available balance is not enough for this amount.'] },
    });
    if (state.state !== 'failed') throw new Error('not failed');
    wizard.goTo('enter-info', state.fieldErrors ? { errors: state.fieldErrors } : {});
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(wizard.$state.get()).toMatchObject({
      step: 'enter-info',
      data: { amount: '99000000' },
      errors: { 'enter-info': { amount: ['Your available balance is not enough for this amount.'] } },
    });
    expect(server.requests).toHaveLength(1);
    expect(server.transactions).toHaveLength(0);
    stop();
  });

  it("maps the server's field errors by wire name, and a code that names no field goes above the form", () => {
    const invalid: ApiFailure = {
      status: false,
      code: 'VALIDATION_FAILED',
      message: 'Some fields need your attention.',
      errors: { amount: ['Too many decimals'], 'payment.id': ['Choose a method'], note: ['Too long'] },
      httpStatus: 422,
    };
    expect(fieldErrorsOf(invalid, { 'payment.id': 'payment' })).toEqual({
      amount: ['Too many decimals'],
      payment: ['Choose a method'],
      note: ['Too long'],
    });
    expect(fieldErrorsOf({ status: false, code: 'LIMIT_EXCEEDED', message: 'Over', httpStatus: 422 })).toBeNull();
  });

  it('reconcile (after a reload) replays at once and settles', async () => {
    const { server, network, outcome } = setup();
    const replay = () => server.createVaWithdrawal({ body: BODY }, { idempotencyKey: KEY, wToken: 'replay-only' });
    await outcome.submit(() => server.createVaWithdrawal({ body: BODY }, { idempotencyKey: KEY, wToken: 'w-1' }));
    outcome.reset();
    const state = await outcome.reconcile(replay);
    expect(state).toEqual({ state: 'done', result: { status: true, data: server.transactions[0] } });
    expect(network.waits).toEqual([]);
    expect(server.transactions).toHaveLength(1);
  });

  it('reset stops the checks', async () => {
    const { server, network, outcome, send } = setup();
    server.faults.push('network');
    network.online = false;
    const running = outcome.submit(send);
    await expect.poll(() => network.waitingForOnline).toBe(true);
    outcome.reset();
    network.goOnline();
    await running;
    expect(outcome.$state.get()).toEqual({ state: 'idle' });
    expect(server.requests).toHaveLength(1);
  });

  it('waits double per check, from half to all of the ceiling, capped', () => {
    expect(checkDelay(1, () => 0)).toBe(500);
    expect(checkDelay(1, () => 1)).toBe(1000);
    expect(checkDelay(3, () => 1)).toBe(4000);
    expect(checkDelay(10, () => 1)).toBe(CHECK_CAP_MS);
  });
});
