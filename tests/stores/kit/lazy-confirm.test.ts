import { describe, expect, it } from 'vitest';
import { type ConfirmSummary, createConfirmStep, type SavedConfirm } from '../../../src/stores/kit/confirm.ts';
import { type ConfirmModule, lazyConfirmStep } from '../../../src/stores/kit/lazy-confirm.ts';
import { createWizard } from '../../../src/stores/kit/wizard.ts';
import { FakeTab } from './fake-browser.ts';
import { type Answer, FakeMoneyApi, FakeNetwork, type WithdrawalBody } from './fake-money-api.ts';

const SUMMARY: ConfirmSummary = { amount: { amount: '1500000', currency: 'VND' }, destination: 'Vietcombank ·· 6789' };
const BODY: WithdrawalBody = { amount: '1500000', payment: { id: 7 } };
const settled = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A lazy confirm step whose module arrives (or fails) when the test says. */
function setup() {
  const tab = new FakeTab();
  const server = new FakeMoneyApi();
  const wizard = createWizard<'verify-2fa', Record<string, never>>({
    id: 'lazy',
    steps: [{ id: 'verify-2fa', isComplete: () => false }],
    initial: {},
    host: () => tab.host(),
  });
  const arrivals: { resolve: (module: ConfirmModule) => void; reject: (error: Error) => void }[] = [];
  const confirm = lazyConfirmStep<Answer, 'withdrawal'>(
    () => new Promise<ConfirmModule>((resolve, reject) => arrivals.push({ resolve, reject })),
    {
      purpose: 'withdrawal',
      api: server,
      twoFactor: () => null,
      slot: wizard.slot<SavedConfirm>('confirm'),
      newKey: () => 'key-1',
      network: () => new FakeNetwork(),
    },
  );
  const request = {
    summary: SUMMARY,
    intent: BODY,
    send: (options: { idempotencyKey: string; wToken: string }) => server.createVaWithdrawal({ body: BODY }, options),
  };
  const arrive = () => arrivals.at(-1)?.resolve({ createConfirmStep });
  return { server, confirm, request, arrivals, arrive };
}

describe('lazy confirm step', () => {
  it('shows the closed step until its code is in, then opens what was opened meanwhile', async () => {
    const { server, confirm, request, arrivals, arrive } = setup();
    expect(arrivals).toHaveLength(0);
    confirm.open(request);
    expect(arrivals).toHaveLength(1);
    expect(confirm.$ready.get()).toBe(false);
    expect(confirm.$state.get()).toMatchObject({ summary: null, factor: null, outcome: { state: 'idle' } });
    // Nothing to submit yet: nothing is sent.
    await confirm.submit('123456');
    expect(server.requests).toHaveLength(0);

    arrive();
    await settled();
    expect(confirm.$ready.get()).toBe(true);
    expect(confirm.$state.get().summary).toEqual(SUMMARY);
    expect(confirm.$state.get().factor).toEqual({ covered: false, method: 'EMAIL' });
    expect(server.challenges).toBe(1);
    const outcome = await confirm.submit(server.codes.at(-1));
    expect(outcome.state).toBe('done');
    expect(server.transactions).toHaveLength(1);
  });

  it('loads once however often it is asked, and forgets an open closed before the code came', async () => {
    const { server, confirm, request, arrivals, arrive } = setup();
    void confirm.load();
    void confirm.load();
    confirm.open(request);
    confirm.close();
    expect(arrivals).toHaveLength(1);
    arrive();
    await settled();
    expect(confirm.$ready.get()).toBe(true);
    expect(confirm.$state.get().summary).toBeNull();
    expect(server.challenges).toBe(0);
    // Opened now that it is in: at once.
    confirm.open(request);
    expect(confirm.$state.get().summary).toEqual(SUMMARY);
  });

  it('asks again for code that failed to load', async () => {
    const { confirm, request, arrivals, arrive } = setup();
    void confirm.load();
    arrivals[0]?.reject(new Error('offline'));
    await settled();
    expect(confirm.$ready.get()).toBe(false);
    confirm.open(request);
    expect(arrivals).toHaveLength(2);
    arrive();
    await settled();
    expect(confirm.$state.get().summary).toEqual(SUMMARY);
  });
});
