/**
 * The confirm step's edges (src/stores/kit/confirm.ts): a step without a w-token (an internal transfer), what each
 * known or unknown outcome leaves in the slot a reload reads, clicks while a code is checked or an outcome is
 * unknown, a step opened again or left while a check is out, and the spelling of an intent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalIntent } from '../../../src/stores/kit/confirm.ts';
import { BODY, SUMMARY, settled, withdrawalStep as setup, stopWizards, transferStep } from './confirm-setup.ts';
import type { FakeMoneyApi } from './fake-money-api.ts';

afterEach(stopWizards);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TRANSFER_SLOT = 'campay-wizard:slot:transfer-confirm';

/** Codes are good once, as on the real server; counts the verifications the client asks for. */
function verifyOnce(server: FakeMoneyApi): { count: number } {
  const verify = server.verifyTwoFactor;
  const spent = new Set<string>();
  const calls = { count: 0 };
  server.verifyTwoFactor = async (input) => {
    calls.count += 1;
    if (spent.has(input.body.code)) {
      return { status: false as const, code: 'INVALID_OTP', message: 'The code is not right.', httpStatus: 422 };
    }
    spent.add(input.body.code);
    return verify(input);
  };
  return calls;
}

/** A withdrawal sent while offline whose answer is lost: its outcome is unknown and checked when back online. */
async function unknownOutcome(step: ReturnType<typeof setup>, fault: 'lost-answer' | 'network' = 'lost-answer') {
  step.open(BODY);
  await settled();
  step.server.faults.push(fault);
  step.network.online = false;
  void step.confirm.submit(step.server.codes.at(-1));
  await expect.poll(() => step.network.waitingForOnline).toBe(true);
}

describe('a confirm step without a w-token (an internal transfer)', () => {
  it('asks for no code and sends the intent with its key alone, a fresh UUID', async () => {
    const { confirm, server, screen, sent, open, tab } = transferStep();
    open(BODY);
    await settled();
    expect(confirm.$state.get()).toEqual({
      summary: SUMMARY,
      factor: null,
      challenge: { state: 'idle' },
      codeError: null,
      recovery: false,
      verified: false,
      busy: false,
      outcome: { state: 'idle' },
    });
    expect(server.challenges).toBe(0);
    const key = JSON.parse(tab.storage.getItem(TRANSFER_SLOT) ?? '{}').key;
    expect(key).toMatch(UUID);

    expect((await confirm.submit()).state).toBe('done');
    expect(sent).toEqual([{ idempotencyKey: key }]);
    expect(screen.done).toEqual(server.transactions);
    expect(tab.storage.getItem(TRANSFER_SLOT)).toBeNull();
  });

  it('has no code to resend or replace, and closes', async () => {
    const { confirm, server, open } = transferStep();
    open(BODY);
    await confirm.resend();
    confirm.useRecovery(true);
    expect(server.challenges).toBe(0);
    expect(confirm.$state.get()).toMatchObject({ challenge: { state: 'idle' }, recovery: false });
    confirm.close();
    expect(confirm.$state.get()).toMatchObject({ summary: null, outcome: { state: 'idle' } });
  });

  it('after a reload while the outcome was unknown, checks it with the same key and still no w-token', async () => {
    const first = transferStep();
    first.open(BODY);
    first.server.faults.push('lost-answer');
    first.network.online = false;
    void first.confirm.submit();
    await expect.poll(() => first.network.waitingForOnline).toBe(true);

    const reloaded = transferStep({ tab: first.tab.reload(), server: first.server });
    reloaded.open(BODY);
    await expect.poll(() => reloaded.screen.done).toHaveLength(1);
    expect(reloaded.sent).toEqual(first.sent);
    expect(first.server.transactions).toHaveLength(1);
  });

  it('sends nothing for a submit with no intent open: before opening, after the outcome, after leaving', async () => {
    const { confirm, sent, open } = transferStep();
    const noIntent = /open\(\) the confirm step before submitting/;
    await expect(confirm.submit()).rejects.toThrow(noIntent);
    open(BODY);
    expect((await confirm.submit()).state).toBe('done');
    await expect(confirm.submit()).rejects.toThrow(noIntent);
    open({ ...BODY, amount: '2000' });
    confirm.close();
    await expect(confirm.submit()).rejects.toThrow(noIntent);
    expect(sent).toHaveLength(1);
    expect(confirm.$state.get().busy).toBe(false);
  });
});

describe('clicks while something is on its way', () => {
  it('a second click while the code is checked neither verifies it again nor calls it wrong', async () => {
    const { confirm, server, open } = setup();
    const verifies = verifyOnce(server);
    open(BODY);
    await settled();
    const code = server.codes.at(-1);
    const [first, second] = await Promise.all([confirm.submit(code), confirm.submit(code)]);
    expect([first.state, second.state]).toEqual(['done', 'idle']);
    expect(verifies.count).toBe(1);
    expect(confirm.$state.get()).toMatchObject({ codeError: null, busy: false, summary: SUMMARY });
    expect(server.requests).toHaveLength(1);
  });

  it('while an unknown outcome is checked the step is not busy, and a click verifies and sends nothing', async () => {
    const step = setup();
    const verifies = verifyOnce(step.server);
    await unknownOutcome(step);
    expect(step.confirm.$state.get()).toMatchObject({
      summary: SUMMARY,
      busy: false,
      outcome: { state: 'pending-checking', phase: 'offline' },
    });
    // Minutes offline: the w-token ran out here, so a click that got through would verify the code again.
    step.clock.now += 5 * 60_000;
    expect(await step.confirm.submit(step.server.codes.at(-1))).toMatchObject({ state: 'pending-checking' });
    expect(verifies.count).toBe(1);
    expect(step.confirm.$state.get()).toMatchObject({ codeError: null, busy: false });
    expect(step.server.requests).toHaveLength(1);
  });
});

describe('what an outcome leaves for a reload', () => {
  it('a refused withdrawal leaves nothing to check: a reload sends nothing and shows the code step', async () => {
    const first = setup();
    first.server.balance = 1_000_000;
    first.open(BODY);
    await settled();
    expect((await first.confirm.submit(first.server.codes.at(-1))).state).toBe('failed');
    expect(first.saved()?.sent).toBe(false);

    const reloaded = setup({ tab: first.tab.reload(), server: first.server });
    reloaded.open(BODY);
    await settled();
    expect(first.server.requests).toHaveLength(1);
    expect(reloaded.screen.failed).toEqual([]);
    expect(reloaded.confirm.$state.get()).toMatchObject({ outcome: { state: 'idle' }, challenge: { state: 'sent' } });
  });

  it('a w-token the server refused leaves nothing to check: a reload sends nothing', async () => {
    const first = setup();
    first.open(BODY);
    await settled();
    // The w-token runs out on the server before the submit reaches it.
    const verify = first.server.verifyTwoFactor;
    first.server.verifyTwoFactor = async (input) => {
      const answer = await verify(input);
      first.server.wTokens.clear();
      return answer;
    };
    await first.confirm.submit(first.server.codes.at(-1));
    expect(first.confirm.$state.get().codeError).toMatchObject({ failure: { code: 'W_TOKEN_INVALID' } });
    expect(first.saved()?.sent).toBe(false);

    const reloaded = setup({ tab: first.tab.reload(), server: first.server });
    reloaded.open(BODY);
    await settled();
    expect(first.server.requests).toHaveLength(1);
  });

  it('a reload that found nothing sent asks for a code; a second reload checks nothing again', async () => {
    const first = setup();
    await unknownOutcome(first, 'network');
    const reloaded = setup({ tab: first.tab.reload(), server: first.server });
    reloaded.open(BODY);
    await expect.poll(() => reloaded.confirm.$state.get().challenge.state).toBe('sent');
    expect(first.server.requests).toHaveLength(2);
    expect(reloaded.saved()?.sent).toBe(false);

    const again = setup({ tab: reloaded.tab.reload(), server: first.server });
    again.open(BODY);
    await settled();
    expect(first.server.requests).toHaveLength(2);
    expect(again.confirm.$state.get().outcome.state).toBe('idle');
  });

  it('an outcome still unknown after every check is neither a refusal nor forgotten, and "check again" finds it', async () => {
    const { confirm, server, screen, open, saved } = setup();
    open(BODY);
    await settled();
    server.faults.push(...Array<'bad-gateway'>(6).fill('bad-gateway'));
    const stalled = await confirm.submit(server.codes.at(-1));
    expect(stalled).toMatchObject({ state: 'pending-checking', phase: 'stalled' });
    expect(screen.failed).toEqual([]);
    expect(saved()?.sent).toBe(true);
    expect(confirm.$state.get().verified).toBe(true);

    expect((await confirm.checkAgain()).state).toBe('done');
    expect(screen.done).toEqual(server.transactions);
    expect(server.transactions).toHaveLength(1);
    expect(saved()).toBeUndefined();
  });

  it('once the outcome is known nothing of the intent stays in the tab, not even a code asked for after', async () => {
    const { confirm, server, clock, open, saved } = setup();
    open(BODY);
    await settled();
    await confirm.submit(server.codes.at(-1));
    clock.now += 60_000;
    await confirm.resend();
    expect(server.challenges).toBe(2);
    expect(saved()).toBeUndefined();
  });

  it('a screen that wants no word of the outcome need not give onDone or onFailed', async () => {
    const { confirm, server } = setup();
    server.balance = 1_000_000;
    confirm.open({
      summary: SUMMARY,
      intent: BODY,
      send: (options) => server.createVaWithdrawal({ body: BODY }, options),
    });
    await settled();
    expect((await confirm.submit(server.codes.at(-1))).state).toBe('failed');
    server.balance = 10_000_000;
    expect((await confirm.submit()).state).toBe('done');
  });
});

describe('opening the step', () => {
  it('a changed intent keeps the code already sent: no second code', async () => {
    const { confirm, server, open, saved } = setup();
    open(BODY);
    await settled();
    const shown = confirm.$state.get().challenge;
    const firstKey = saved()?.key;
    open({ ...BODY, amount: '1600000' });
    await settled();
    expect(saved()?.key).not.toBe(firstKey);
    expect(server.challenges).toBe(1);
    expect(confirm.$state.get().challenge).toEqual(shown);
  });

  it('a held w-token serves a changed intent, even after its code ran out: no new code', async () => {
    const { confirm, server, clock, open } = setup();
    server.balance = 1_000_000;
    open(BODY);
    await settled();
    clock.now += 4 * 60_000;
    expect((await confirm.submit(server.codes.at(-1))).state).toBe('failed');
    // The code (sent at 0) has run out; the w-token (verified at 4 min) has not.
    clock.now += 60_000;
    open({ ...BODY, amount: '900000' });
    await settled();
    expect(server.challenges).toBe(1);
    expect(confirm.$state.get()).toMatchObject({ verified: true, challenge: { state: 'idle' } });
    expect((await confirm.submit()).state).toBe('done');
  });

  it("opened again while a reload's check is out, it tells the screen of the transaction once", async () => {
    const first = setup();
    await unknownOutcome(first);
    const reloaded = setup({ tab: first.tab.reload(), server: first.server });
    first.server.holdNext = true;
    reloaded.open(BODY);
    // Back and Forward onto the step before the first check answered: a second check goes out and answers.
    reloaded.open(BODY);
    await expect.poll(() => reloaded.screen.done).toHaveLength(1);
    first.server.release();
    await settled();
    expect(reloaded.screen.done).toHaveLength(1);
    expect(first.server.transactions).toHaveLength(1);
  });

  it('left while an unknown outcome is checked, it stops checking and shows nothing; the key stays', async () => {
    const step = setup();
    await unknownOutcome(step);
    step.confirm.close();
    expect(step.confirm.$state.get()).toMatchObject({
      summary: null,
      factor: null,
      challenge: { state: 'idle' },
      busy: false,
      outcome: { state: 'idle' },
    });
    step.network.goOnline();
    await settled();
    expect(step.server.requests).toHaveLength(1);
    expect(step.saved()?.sent).toBe(true);
  });
});

describe('canonicalIntent', () => {
  it('spells an intent one way, keys sorted and nulls kept, so a reload on a newer build finds its key', () => {
    expect(canonicalIntent({ payment: { note: null, id: 7 }, amount: '1' })).toBe(
      '{"amount":"1","payment":{"id":7,"note":null}}',
    );
  });
});
