import { afterEach, describe, expect, it } from 'vitest';
import type { AuthTokensType } from '../../../src/contract/calls/auth.ts';
import type { RegisterResult, SignUpDetails } from '../../../src/features/auth/sign-up/sign-up.ts';
import { createSignUp } from '../../../src/features/auth/sign-up/sign-up-store.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import { FakeTab, settled } from '../../stores/kit/fake-browser.ts';

const DETAILS: SignUpDetails = {
  accountType: 'BUSINESS',
  email: 'new@example.test',
  password: 'Sign-up-pass-2026',
  country: 'VN',
  callingCode: '+84',
  phoneNumber: '912345678',
  referralCode: '',
};

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** The sign-up store on a fake tab, with a server that records what it was asked. */
function setup(tab = new FakeTab('https://app.test/signup?ref=FRIEND1')) {
  const server = {
    verified: new Set<string>(),
    sent: [] as string[],
    registered: [] as SignUpDetails[],
    sessions: [] as AuthTokensType[],
    registerAnswer: null as ApiFailure | null,
  };
  const clock = { now: Date.UTC(2026, 2, 1, 9, 0) };
  const signUp = createSignUp({
    isVerified: async (email) => server.verified.has(email),
    sendCode: async (email) => {
      server.sent.push(email);
      return undefined;
    },
    verifyCode: async (email, code) => {
      if (code !== '123456') return { status: false, code: 'INVALID_OTP', message: 'Wrong code', httpStatus: 422 };
      server.verified.add(email);
      return undefined;
    },
    register: async (details): Promise<RegisterResult> => {
      server.registered.push(details);
      if (server.registerAnswer !== null) return { kind: 'failed', failure: server.registerAnswer };
      return { kind: 'created', tokens: { access_token: 'a' } as AuthTokensType };
    },
    startSession: async (tokens) => {
      server.sessions.push(tokens);
    },
    now: () => clock.now,
    host: () => tab.host(),
  });
  stops.push(signUp.start(new URL(tab.current.url).search));
  return { tab, server, clock, signUp, state: () => signUp.wizard.$state.get() };
}

describe('sign-up store', () => {
  it('takes the referral from the address', () => {
    const { state } = setup();
    expect(state().data.referral).toBe('FRIEND1');
  });

  it('details → verify (a code is sent) → create → a signed-in session', async () => {
    const { signUp, server, state, tab } = setup();
    await signUp.submitDetails(DETAILS);
    expect(state().step).toBe('verify');
    expect(tab.address).toBe('/signup?ref=FRIEND1&step=verify');
    await settled();
    expect(server.sent).toEqual([DETAILS.email]);
    expect(signUp.$delivery.get()).toEqual({ state: 'sent', resendAt: expect.any(Number) });

    expect(await signUp.submitCode('000000')).toMatchObject({ code: 'INVALID_OTP' });
    expect(await signUp.submitCode('123456')).toBeUndefined();
    expect(state().step).toBe('create');
    await Promise.all([signUp.create(), signUp.create()]);
    expect(server.registered).toEqual([DETAILS]);
    expect(server.sessions).toHaveLength(1);
    expect(signUp.$leaving.get()).toBe(true);
    expect(tab.storage.items.size).toBe(0);
  });

  it("the browser's Back walks the steps with everything kept, and no second code within the minute", async () => {
    const { signUp, server, state, tab } = setup();
    await signUp.submitDetails(DETAILS);
    await tab.back();
    expect(state()).toMatchObject({
      step: 'details',
      data: { details: { email: DETAILS.email }, password: DETAILS.password },
    });
    await tab.forward();
    expect(state().step).toBe('verify');
    await settled();
    expect(server.sent).toHaveLength(1);
    await signUp.submitCode('123456');
    await tab.back();
    // The code step of a verified email says so and goes on.
    expect(state().step).toBe('verify');
    expect(server.sent).toHaveLength(1);
  });

  it('a reload keeps the details but never the password, so it lands on the details again', async () => {
    const { signUp, tab } = setup();
    await signUp.submitDetails(DETAILS);
    expect(JSON.stringify([...tab.storage.items.values()])).not.toContain(DETAILS.password);
    const reloaded = setup(tab.reload());
    expect(reloaded.state()).toMatchObject({
      step: 'details',
      restored: true,
      data: { details: { email: DETAILS.email, phoneNumber: '912345678' }, password: '' },
    });
  });

  it('an email verified within the last 30 minutes goes straight to create; Back returns to the details', async () => {
    const { signUp, server, state, tab } = setup();
    server.verified.add(DETAILS.email);
    await signUp.submitDetails(DETAILS);
    expect(state().step).toBe('create');
    expect(server.sent).toEqual([]);
    await tab.back();
    expect(state().step).toBe('details');
  });

  it('a lapsed verification goes back to the code step with a notice and a new code', async () => {
    const { signUp, server, state } = setup();
    await signUp.submitDetails(DETAILS);
    await signUp.submitCode('123456');
    server.registerAnswer = { status: false, code: 'EMAIL_NOT_VERIFIED', message: 'Verify again', httpStatus: 422 };
    await signUp.create();
    await settled();
    expect(state()).toMatchObject({ step: 'verify', data: { lapsed: true, verifiedEmail: null } });
    expect(server.sent).toEqual([DETAILS.email, DETAILS.email]);
  });

  it('a refused field goes back to the details beside that field', async () => {
    const { signUp, server, state } = setup();
    await signUp.submitDetails(DETAILS);
    await signUp.submitCode('123456');
    server.registerAnswer = {
      status: false,
      code: 'WEAK_PASSWORD',
      message: 'Weak',
      errors: { password: ['Too common'] },
      httpStatus: 422,
    };
    await signUp.create();
    await settled();
    expect(state()).toMatchObject({
      step: 'details',
      errors: { details: { password: ['Too common'] } },
      data: { password: DETAILS.password },
    });
  });
});
