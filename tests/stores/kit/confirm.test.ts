import { afterEach, describe, expect, it } from 'vitest';
import { canonicalIntent, REPLAY_ONLY_W_TOKEN } from '../../../src/stores/kit/confirm.ts';
import { secondFactorFor } from '../../../src/stores/kit/second-factor.ts';
import { APP_FOR_WITHDRAWAL, BODY, SUMMARY, settled, withdrawalStep as setup, stopWizards } from './confirm-setup.ts';
import { FakeMoneyApi } from './fake-money-api.ts';

afterEach(stopWizards);

describe('second factor for a purpose', () => {
  it("uses the user's 2FA method when it is active and covers the purpose, else an email code", () => {
    expect(secondFactorFor(APP_FOR_WITHDRAWAL, 'withdrawal')).toEqual({ covered: true, method: 'AUTHENTICATOR_APP' });
    expect(secondFactorFor(APP_FOR_WITHDRAWAL, 'add_bank')).toEqual({ covered: false, method: 'EMAIL' });
    expect(secondFactorFor({ ...APP_FOR_WITHDRAWAL, two_factor_enable_for: ['ADD_BANK'] }, 'update_bank')).toEqual({
      covered: true,
      method: 'AUTHENTICATOR_APP',
    });
    expect(secondFactorFor({ ...APP_FOR_WITHDRAWAL, two_factor_status: 'INACTIVE' }, 'withdrawal')).toEqual({
      covered: false,
      method: 'EMAIL',
    });
    expect(secondFactorFor(null, 'withdrawal')).toEqual({ covered: false, method: 'EMAIL' });
  });

  it('confirms a profile change by any active second factor, whatever it covers (server/auth/challenge.ts)', () => {
    const appForNothing = { ...APP_FOR_WITHDRAWAL, two_factor_enable_for: [] };
    expect(secondFactorFor(appForNothing, 'update_profile')).toEqual({ covered: true, method: 'AUTHENTICATOR_APP' });
    expect(secondFactorFor({ ...appForNothing, two_factor_status: 'INACTIVE' }, 'update_profile')).toEqual({
      covered: false,
      method: 'EMAIL',
    });
  });
});

describe('confirm step', () => {
  it('shows the summary and asks for the code on opening', async () => {
    const { confirm, server, clock, open } = setup();
    open(BODY);
    await settled();
    expect(confirm.$state.get()).toMatchObject({
      summary: SUMMARY,
      factor: { covered: false, method: 'EMAIL' },
      challenge: { state: 'sent', method: 'EMAIL', destination: 'd***@demo.test', resendAt: clock.now + 60_000 },
      verified: false,
      outcome: { state: 'idle' },
    });
    expect(server.challenges).toBe(1);
  });

  it('verifies the 6-digit code, then sends the intent once with its key and the w-token', async () => {
    const { confirm, server, screen, open, tab } = setup();
    open(BODY);
    await settled();
    expect((await confirm.submit('12345')).state).toBe('idle');
    expect(confirm.$state.get().codeError).toEqual({ kind: 'format' });
    expect((await confirm.submit('000000')).state).toBe('idle');
    expect(confirm.$state.get().codeError).toMatchObject({ kind: 'refused', failure: { code: 'INVALID_OTP' } });
    expect(server.requests).toHaveLength(0);

    const state = await confirm.submit(server.codes.at(-1));
    expect(state.state).toBe('done');
    expect(screen.done).toEqual([server.transactions[0]]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.wToken).toMatch(/^w-/);
    // The outcome is known: the key is forgotten, nothing secret was ever stored.
    expect(tab.storage.getItem('campay-wizard:withdraw')).toBe('{"data":{"amount":""},"slots":{}}');
  });

  it('with an authenticator app nothing is sent and there is no resend', async () => {
    const server = new FakeMoneyApi();
    server.challengeMethod = 'AUTHENTICATOR_APP';
    const { confirm, open } = setup({ server, profile: APP_FOR_WITHDRAWAL });
    open(BODY);
    await settled();
    expect(confirm.$state.get()).toMatchObject({
      factor: { covered: true, method: 'AUTHENTICATOR_APP' },
      challenge: { state: 'sent', method: 'AUTHENTICATOR_APP', destination: null, resendAt: null },
    });
    expect(server.codes).toEqual([]);
    expect((await confirm.submit('424242')).state).toBe('done');
  });

  it('a recovery code stands in for the app code once, in its own form; the usual code is asked again after', async () => {
    const server = new FakeMoneyApi();
    server.challengeMethod = 'AUTHENTICATOR_APP';
    server.recoveryCodes.add('abcde-23456');
    const { confirm, open } = setup({ server, profile: APP_FOR_WITHDRAWAL });
    open(BODY);
    await settled();
    confirm.useRecovery(true);
    expect(confirm.$state.get().recovery).toBe(true);
    // Six digits are no recovery code: refused before any call.
    expect((await confirm.submit('424242')).state).toBe('idle');
    expect(confirm.$state.get().codeError).toEqual({ kind: 'format' });
    expect(server.requests).toHaveLength(0);
    // Read off paper: capitals and a space for the dash are forgiven.
    expect((await confirm.submit('ABCDE 23456')).state).toBe('done');

    open({ ...BODY, amount: '2000000' });
    await settled();
    expect(confirm.$state.get().recovery).toBe(false);
    confirm.useRecovery(true);
    expect((await confirm.submit('abcde-23456')).state).toBe('idle');
    expect(confirm.$state.get().codeError).toMatchObject({ kind: 'refused', failure: { code: 'INVALID_OTP' } });
    expect(server.transactions).toHaveLength(1);
  });

  it('a double click sends once', async () => {
    const { confirm, server, open } = setup();
    open(BODY);
    await settled();
    const code = server.codes.at(-1);
    const first = confirm.submit(code);
    const second = confirm.submit(code);
    await Promise.all([first, second]);
    expect(server.requests).toHaveLength(1);
    expect(server.transactions).toHaveLength(1);
  });

  it('mints one key per intent: the same intent keeps it (also across a reload), a changed one gets a new one', async () => {
    const { open, server, tab, confirm, saved } = setup();
    const keyOf = () => saved()?.key;
    open(BODY);
    const first = keyOf();
    open({ payment: { id: 7 }, amount: '1500000' });
    expect(keyOf()).toBe(first);
    open({ ...BODY, amount: '1600000' });
    const changed = keyOf();
    expect(changed).not.toBe(first);
    await settled();
    // Opening the step three times asked for one code.
    expect(server.challenges).toBe(1);

    const reloaded = setup({ tab: tab.reload(), server });
    reloaded.open({ ...BODY, amount: '1600000' });
    expect(keyOf()).toBe(changed);
    await settled();
    // A code sent less than 5 minutes ago is not sent again after the reload.
    expect(server.challenges).toBe(1);
    confirm.close();
  });

  it('after a successful withdrawal the same amount to the same place is a new intent with a new key', async () => {
    const { confirm, server, open } = setup();
    open(BODY);
    await settled();
    await confirm.submit(server.codes.at(-1));
    open(BODY);
    await settled();
    await confirm.submit(server.codes.at(-1));
    expect(server.transactions).toHaveLength(2);
    expect(new Set(server.requests.map((request) => request.key)).size).toBe(2);
  });

  it('a reload while the outcome was unknown checks it with the same key and finds the committed transaction', async () => {
    const first = setup();
    first.open(BODY);
    await settled();
    first.server.faults.push('lost-answer');
    first.network.online = false;
    void first.confirm.submit(first.server.codes.at(-1));
    await expect.poll(() => first.network.waitingForOnline).toBe(true);
    expect(first.confirm.$state.get().outcome).toMatchObject({ state: 'pending-checking', phase: 'offline' });

    const reloaded = setup({ tab: first.tab.reload(), server: first.server });
    reloaded.open(BODY);
    await expect.poll(() => reloaded.screen.done).toHaveLength(1);
    expect(reloaded.confirm.$state.get().outcome.state).toBe('done');
    expect(first.server.transactions).toHaveLength(1);
    const [sent, replay] = first.server.requests;
    expect(replay?.key).toBe(sent?.key);
    expect(replay?.wToken).toBe(REPLAY_ONLY_W_TOKEN);
  });

  it('a reload when the request never arrived asks for a code and sends the same intent with the same key', async () => {
    const first = setup();
    first.open(BODY);
    await settled();
    first.server.faults.push('network');
    first.network.online = false;
    void first.confirm.submit(first.server.codes.at(-1));
    await expect.poll(() => first.network.waitingForOnline).toBe(true);

    const reloaded = setup({ tab: first.tab.reload(), server: first.server });
    reloaded.clock.now += 6 * 60_000;
    reloaded.open(BODY);
    await expect.poll(() => reloaded.confirm.$state.get().challenge.state).toBe('sent');
    expect(reloaded.confirm.$state.get()).toMatchObject({
      outcome: { state: 'idle' },
      verified: false,
      codeError: null,
    });
    expect(first.server.transactions).toHaveLength(0);

    expect((await reloaded.confirm.submit(first.server.codes.at(-1))).state).toBe('done');
    expect(first.server.transactions).toHaveLength(1);
    expect(new Set(first.server.requests.map((request) => request.key)).size).toBe(1);
  });

  it('a refusal keeps the key and the w-token, and maps the reason to its field', async () => {
    const { confirm, server, screen, open } = setup();
    server.balance = 1_000_000;
    open(BODY);
    await settled();
    expect((await confirm.submit(server.codes.at(-1))).state).toBe('failed');
    expect(screen.failed).toEqual([{ amount: ['Your available balance is not enough for this amount.'] }]);
    expect(confirm.$state.get().verified).toBe(true);

    // The user lowers the amount: a new intent, and no new code is needed within the token's minutes.
    open({ ...BODY, amount: '900000' });
    await settled();
    expect(server.challenges).toBe(1);
    expect((await confirm.submit()).state).toBe('done');
    expect(server.transactions).toHaveLength(1);
  });

  it('a w-token the server no longer takes asks for a new code; the intent keeps its key', async () => {
    const { confirm, server, open } = setup();
    open(BODY);
    await settled();
    // The token runs out on the server before the submit reaches it.
    server.verifyTwoFactor = async () => ({
      status: true as const,
      data: { w_token: 'expired', expires_at: new Date(Date.UTC(2026, 2, 1, 9, 5)).toISOString() },
    });
    await confirm.submit(server.codes.at(-1));
    await settled();
    expect(confirm.$state.get()).toMatchObject({
      outcome: { state: 'idle' },
      verified: false,
      codeError: { kind: 'refused', failure: { code: 'W_TOKEN_INVALID' } },
      challenge: { state: 'sent' },
    });
    expect(server.challenges).toBe(2);
    expect(server.transactions).toHaveLength(0);
  });

  it('a new code may be asked for 60 seconds after the last', async () => {
    const { confirm, server, clock, open } = setup();
    open(BODY);
    await settled();
    await confirm.resend();
    expect(server.challenges).toBe(1);
    clock.now += 60_000;
    await confirm.resend();
    expect(server.challenges).toBe(2);
  });

  it('names an intent by its content, whatever the order of its keys', () => {
    expect(canonicalIntent({ b: 1, a: { d: 2, c: [3, { f: 4, e: 5 }] } })).toBe(
      canonicalIntent({ a: { c: [3, { e: 5, f: 4 }], d: 2 }, b: 1 }),
    );
    expect(canonicalIntent({ amount: '1' })).not.toBe(canonicalIntent({ amount: '1.0' }));
  });
});
