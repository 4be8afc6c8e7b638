import { afterEach, describe, expect, it } from 'vitest';
import { createWizard, type Wizard } from '../../../src/stores/kit/wizard.ts';
import { forgetAllWizards } from '../../../src/stores/kit/wizard-host.ts';
import { resetAllStores } from '../../../src/stores/reset.ts';
import { FakeTab, settled } from './fake-browser.ts';

type StepId = 'select-info' | 'enter-info' | 'verify-2fa' | 'verifying';

interface WithdrawData {
  readonly paymentId: number | null;
  readonly amount: string;
  /** Typed on the code step: never stored. */
  readonly code: string;
  readonly transactionId: number | null;
}

const INITIAL: WithdrawData = { paymentId: null, amount: '', code: '', transactionId: null };

const stops: (() => void)[] = [];

/** The withdraw wizard of SPEC section 2 in a fake tab, started. */
function withdrawWizard(tab: FakeTab, entered: StepId[] = []): Wizard<StepId, WithdrawData> {
  const wizard = createWizard<StepId, WithdrawData>({
    id: 'withdraw',
    steps: [
      { id: 'select-info', isComplete: (data) => data.paymentId !== null },
      { id: 'enter-info', isComplete: (data) => data.amount !== '' },
      { id: 'verify-2fa', isComplete: (data) => data.transactionId !== null },
      { id: 'verifying', isComplete: () => true },
    ],
    initial: INITIAL,
    secrets: ['code'],
    onEnter: (step) => entered.push(step),
    host: () => tab.host(),
    endsAt: 'verifying',
  });
  stops.push(wizard.start());
  return wizard;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('wizard store', () => {
  it('starts on the first step with the address as it was', () => {
    const tab = new FakeTab('https://app.test/withdraw?ref=x');
    const wizard = withdrawWizard(tab);
    expect(wizard.steps).toEqual(['select-info', 'enter-info', 'verify-2fa', 'verifying']);
    expect(wizard.$state.get()).toMatchObject({ step: 'select-info', data: INITIAL, arrivals: 0, restored: false });
    expect(tab.address).toBe('/withdraw?ref=x');
  });

  it('moves forward as new history entries with the step in the query, other parameters kept', () => {
    const tab = new FakeTab('https://app.test/withdraw?ref=x');
    const wizard = withdrawWizard(tab);
    wizard.next({ paymentId: 7 });
    expect(wizard.$state.get()).toMatchObject({ step: 'enter-info', arrivals: 1 });
    expect(tab.address).toBe('/withdraw?ref=x&step=enter-info');
    wizard.next({ amount: '1500000' });
    expect(tab.address).toBe('/withdraw?ref=x&step=verify-2fa');
    expect(tab.entries).toHaveLength(3);
  });

  it("follows the browser's Back one step back and Forward one step forward, data kept", async () => {
    const tab = new FakeTab();
    const entered: StepId[] = [];
    const wizard = withdrawWizard(tab, entered);
    wizard.next({ paymentId: 7 });
    wizard.next({ amount: '1500000' });

    await tab.back();
    expect(wizard.$state.get()).toMatchObject({ step: 'enter-info', data: { paymentId: 7, amount: '1500000' } });
    await tab.back();
    expect(wizard.$state.get().step).toBe('select-info');
    expect(tab.address).toBe('/withdraw');
    await tab.forward();
    expect(wizard.$state.get().step).toBe('enter-info');
    await tab.forward();
    expect(wizard.$state.get().step).toBe('verify-2fa');
    expect(entered).toEqual([
      'select-info',
      'enter-info',
      'verify-2fa',
      'enter-info',
      'select-info',
      'enter-info',
      'verify-2fa',
    ]);
    expect(wizard.$state.get().arrivals).toBe(6);
  });

  it('goes back to an earlier step through the history, so Forward returns to the step left', async () => {
    const tab = new FakeTab();
    const wizard = withdrawWizard(tab);
    wizard.next({ paymentId: 7 });
    wizard.next({ amount: '1500000' });
    // The server refused the amount at the confirm step: back to enter-info with the reason beside the field.
    const reason = 'Your available balance is not enough for this amount.';
    wizard.goTo('enter-info', { errors: { amount: [reason] } });
    await settled();
    expect(tab.index).toBe(1);
    expect(tab.entries).toHaveLength(3);
    expect(wizard.$state.get()).toMatchObject({ step: 'enter-info', errors: { 'enter-info': { amount: [reason] } } });
    await tab.forward();
    expect(wizard.$state.get().step).toBe('verify-2fa');
  });

  it('a step skipped on the way takes the place of the current entry when gone back to', async () => {
    const tab = new FakeTab();
    const wizard = withdrawWizard(tab);
    wizard.update({ paymentId: 7, amount: '1500000' });
    wizard.goTo('verify-2fa');
    expect(tab.entries).toHaveLength(2);
    wizard.goTo('enter-info');
    expect(wizard.$state.get().step).toBe('enter-info');
    expect(tab.entries).toHaveLength(2);
    expect(tab.address).toBe('/withdraw?step=enter-info');
    await tab.back();
    expect(wizard.$state.get().step).toBe('select-info');
  });

  it("the wizard's own back is the browser's Back", async () => {
    const tab = new FakeTab();
    const wizard = withdrawWizard(tab);
    wizard.next({ paymentId: 7 });
    wizard.back();
    await settled();
    expect(tab.index).toBe(0);
    expect(wizard.$state.get().step).toBe('select-info');
    await tab.forward();
    expect(wizard.$state.get().step).toBe('enter-info');
  });

  it('a direct load of a later step whose data is missing lands on the first incomplete step', () => {
    const tab = new FakeTab('https://app.test/withdraw?step=verifying');
    const wizard = withdrawWizard(tab);
    expect(wizard.$state.get().step).toBe('select-info');
    expect(tab.address).toBe('/withdraw');
  });

  it('an unknown step in the address is the first step', () => {
    const tab = new FakeTab('https://app.test/withdraw?step=nowhere');
    expect(withdrawWizard(tab).$state.get().step).toBe('select-info');
  });

  it('keeps the data and the step across a reload of the tab, never the secrets', () => {
    const tab = new FakeTab();
    const wizard = withdrawWizard(tab);
    wizard.next({ paymentId: 7 });
    wizard.update({ amount: '1500000', code: '123456' });
    expect(JSON.stringify([...tab.storage.items.values()])).not.toContain('123456');

    const reloaded = withdrawWizard(tab.reload());
    expect(reloaded.$state.get()).toMatchObject({
      step: 'enter-info',
      data: { paymentId: 7, amount: '1500000', code: '' },
      restored: true,
      arrivals: 0,
    });
  });

  it('a fresh visit after the flow reached its end starts anew; a reload or Back/Forward still shows the end', () => {
    const tab = new FakeTab();
    const wizard = withdrawWizard(tab);
    wizard.next({ paymentId: 7 });
    wizard.next({ amount: '1500000' });
    wizard.next({ transactionId: 42 });
    expect(wizard.$state.get().step).toBe('verifying');

    for (const kind of ['reload', 'back_forward'] as const) {
      const again = new FakeTab(
        tab.current.url,
        { entries: tab.entries, index: tab.index, storage: tab.storage },
        kind,
      );
      expect(withdrawWizard(again).$state.get()).toMatchObject({ step: 'verifying', data: { transactionId: 42 } });
    }
    const visited = tab.visit('/withdraw');
    expect(withdrawWizard(visited).$state.get()).toMatchObject({ step: 'select-info', data: INITIAL, restored: false });
    expect(tab.storage.items.size).toBe(0);
  });

  it('a fresh visit in the middle of the flow keeps what was typed', () => {
    const tab = new FakeTab();
    const wizard = withdrawWizard(tab);
    wizard.next({ paymentId: 7 });
    wizard.update({ amount: '1500000' });
    const visited = withdrawWizard(tab.visit('/withdraw'));
    expect(visited.$state.get()).toMatchObject({ data: { paymentId: 7, amount: '1500000' }, restored: true });
  });

  it('a reload on a step that needs a secret falls back to the step that collects it', () => {
    const tab = new FakeTab();
    const wizard = createWizard<'details' | 'verify', { email: string; password: string }>({
      id: 'sign-up-test',
      steps: [
        { id: 'details', isComplete: (data) => data.email !== '' && data.password !== '' },
        { id: 'verify', isComplete: () => true },
      ],
      initial: { email: '', password: '' },
      secrets: ['password'],
      host: () => tab.host(),
    });
    stops.push(wizard.start());
    wizard.next({ email: 'a@b.test', password: 'Secret-pass-2026' });
    expect(tab.address).toBe('/withdraw?step=verify');

    const reloaded = createWizard<'details' | 'verify', { email: string; password: string }>({
      id: 'sign-up-test',
      steps: [
        { id: 'details', isComplete: (data) => data.email !== '' && data.password !== '' },
        { id: 'verify', isComplete: () => true },
      ],
      initial: { email: '', password: '' },
      secrets: ['password'],
      host: () => tab.reload().host(),
    });
    stops.push(reloaded.start());
    expect(reloaded.$state.get()).toMatchObject({ step: 'details', data: { email: 'a@b.test', password: '' } });
  });

  it('Back after a reload still walks the steps', async () => {
    const tab = new FakeTab();
    const wizard = withdrawWizard(tab);
    wizard.next({ paymentId: 7 });
    wizard.next({ amount: '1500000' });
    const reloadedTab = tab.reload();
    const reloaded = withdrawWizard(reloadedTab);
    expect(reloaded.$state.get().step).toBe('verify-2fa');
    reloaded.goTo('select-info');
    await settled();
    expect(reloaded.$state.get().step).toBe('select-info');
    expect(reloadedTab.index).toBe(0);
  });

  it('keeps slots beside the data and forgets both on finish', () => {
    const tab = new FakeTab();
    const wizard = withdrawWizard(tab);
    wizard.next({ paymentId: 7 });
    wizard.slot<{ key: string }>('confirm').write({ key: 'k-1' });
    expect(withdrawWizard(tab.reload()).slot<{ key: string }>('confirm').read()).toEqual({ key: 'k-1' });

    wizard.finish();
    expect(tab.storage.items.size).toBe(0);
    expect(wizard.$state.get()).toMatchObject({ step: 'select-info', data: INITIAL });
    expect(tab.address).toBe('/withdraw');
    expect(withdrawWizard(tab.reload()).slot('confirm').read()).toBeNull();
  });

  it('forgets everything on local logout', () => {
    const tab = new FakeTab();
    const wizard = withdrawWizard(tab);
    wizard.next({ paymentId: 7 });
    resetAllStores();
    expect(wizard.$state.get()).toMatchObject({ step: 'select-info', data: INITIAL });
    expect(tab.storage.items.size).toBe(0);
  });

  it("logout sweeps every wizard's record, also of wizards this page never started", () => {
    const tab = new FakeTab();
    tab.storage.setItem('campay-wizard:top-up', '{"data":{},"slots":{}}');
    tab.storage.setItem('nf_other', 'kept');
    forgetAllWizards(tab.storage);
    expect([...tab.storage.items.keys()]).toEqual(['nf_other']);
  });

  it('marks a submit as running and ignores a second one meanwhile', async () => {
    const tab = new FakeTab();
    const wizard = withdrawWizard(tab);
    let finish: (value: string) => void = () => undefined;
    const first = wizard.submit(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(wizard.$state.get().submitting).toBe(true);
    expect(await wizard.submit(async () => 'second')).toBeUndefined();
    finish('first');
    expect(await first).toBe('first');
    expect(wizard.$state.get().submitting).toBe(false);
  });

  it('moving forward clears what was said about the step left; setErrors sets and clears', () => {
    const tab = new FakeTab();
    const wizard = withdrawWizard(tab);
    wizard.setErrors('select-info', { '': ['Pick a method'] });
    expect(wizard.$state.get().errors).toEqual({ 'select-info': { '': ['Pick a method'] } });
    wizard.next({ paymentId: 7 });
    expect(wizard.$state.get().errors).toEqual({});
    wizard.setErrors('enter-info', { amount: ['x'] });
    wizard.setErrors('enter-info', undefined);
    expect(wizard.$state.get().errors).toEqual({});
  });

  it('a return to the same step counts as an arrival (the view moves focus again)', () => {
    const tab = new FakeTab();
    const wizard = withdrawWizard(tab);
    wizard.goTo('select-info', { errors: { '': ['Try again'] } });
    expect(wizard.$state.get()).toMatchObject({ step: 'select-info', arrivals: 1 });
    expect(tab.entries).toHaveLength(1);
  });
});
