import { describe, expect, it } from 'vitest';
import { createPasswordChange, type PasswordChangeOptions } from '../../../src/features/security/password-store.ts';
import { createPhoneFlow, type PhoneFlowOptions, phoneProblems } from '../../../src/features/security/phone-store.ts';
import { createSessionsStore, type SessionsStoreOptions } from '../../../src/features/security/sessions-store.ts';
import { settled } from '../../stores/kit/fake-browser.ts';
import { FakeSecurityApi, failure } from './fake-security-api.ts';

function phoneSetup(fake = new FakeSecurityApi()) {
  const clock = { now: Date.UTC(2026, 2, 1, 9, 0) };
  const done: (string | null)[] = [];
  const flow = createPhoneFlow({
    api: fake as unknown as PhoneFlowOptions['api'],
    now: () => clock.now,
    onDone: (phone) => done.push(phone),
  });
  flow.open();
  return { flow, fake, clock, done };
}

describe('adding a verified phone (add-phone → verify-phone)', () => {
  it('checks the number by the contract rules before texting anything', async () => {
    expect(phoneProblems('+84', '')).toEqual({ phone_number: 'This field is required.' });
    expect(phoneProblems('84', '912 345 678')).toEqual({ calling_code: 'Enter a calling code such as +84.' });
    expect(phoneProblems('+84', '12345')).toEqual({ phone_number: 'Enter 6 to 14 digits.' });
    expect(phoneProblems('+84', '912.345.678')).toEqual({});
    const { flow, fake } = phoneSetup();
    await flow.sendCode('+84', '12');
    expect(flow.$state.get()).toMatchObject({ step: 'add-phone', errors: { phone_number: 'Enter 6 to 14 digits.' } });
    expect(fake.texts.size).toBe(0);
  });

  it('starts on the number on file (typed at sign-up, to be proven), and later on the number typed last', async () => {
    const { flow } = phoneSetup();
    flow.done(null);
    flow.open({ callingCode: '+65', phoneNumber: '81234567' });
    expect(flow.$state.get()).toMatchObject({ open: true, callingCode: '+65', phoneNumber: '81234567' });
    await flow.sendCode('+84', '987654321');
    flow.done(null);
    flow.open({ callingCode: '+65', phoneNumber: '81234567' });
    expect(flow.$state.get()).toMatchObject({ step: 'add-phone', callingCode: '+84', phoneNumber: '987654321' });
  });

  it('texts a code, then asks the second factor for the profile change; the resend waits its minute', async () => {
    const { flow, fake, clock } = phoneSetup();
    await flow.sendCode('+84', '987 654 321');
    await settled();
    expect(flow.$state.get()).toMatchObject({
      step: 'verify-phone',
      callingCode: '+84',
      phoneNumber: '987654321',
      resendAt: clock.now + 60_000,
    });
    expect(fake.texts.get('+84987654321')).toHaveLength(1);
    expect(fake.challenges).toEqual(['update_profile']);
    await flow.resendText();
    expect(fake.texts.get('+84987654321')).toHaveLength(1);
    clock.now += 60_000;
    await flow.resendText();
    expect(fake.texts.get('+84987654321')).toHaveLength(2);
    // Back and on with the same number inside its minute: no new text.
    flow.back();
    await flow.sendCode('+84', '987654321');
    expect(fake.texts.get('+84987654321')).toHaveLength(2);
  });

  it('a text refused as too soon still leads to the code, counting down the wait the server gave', async () => {
    const fake = new FakeSecurityApi();
    fake.failNext.set('sendSmsOtp', failure('OTP_RESEND_TOO_SOON', 429, 42));
    const { flow, clock } = phoneSetup(fake);
    await flow.sendCode('+84', '987654321');
    expect(flow.$state.get()).toMatchObject({ step: 'verify-phone', resendAt: clock.now + 42_000 });
  });

  it('says a wrong texted code beside it and keeps the w-token: the next try needs only the texted code', async () => {
    const { flow, fake, done } = phoneSetup();
    await flow.sendCode('+84', '987654321');
    await settled();
    expect(await flow.verify('12', fake.codes.at(-1))).toBeNull();
    expect(flow.$state.get().errors).toEqual({ phone_code: 'Enter the 6-digit code.' });
    expect(fake.calls.filter((call) => call.name === 'verifyTwoFactor')).toHaveLength(0);

    expect(await flow.verify('000000', fake.codes.at(-1))).toBeNull();
    expect(flow.$state.get().errors).toEqual({ phone_code: 'refused: INVALID_OTP' });
    expect(flow.verification.$state.get().verified).toBe(true);

    const texted = fake.texts.get('+84987654321')?.at(-1);
    expect(await flow.verify(texted, undefined)).toBe('+84 987654321');
    const saved = fake.calls.filter((call) => call.name === 'updateMe').at(-1);
    // The account's other fields go as they are.
    expect(saved?.body).toEqual({
      full_name: 'Lan Nguyen',
      country: 'VN',
      calling_code: '+84',
      phone_number: '987654321',
      phone_code: texted,
    });
    flow.done('+84 987654321');
    expect(done).toEqual(['+84 987654321']);
    expect(flow.$state.get().open).toBe(false);
  });

  it('says five wrong tries in words that ask for a new code', async () => {
    const { flow, fake } = phoneSetup();
    await flow.sendCode('+84', '987654321');
    await settled();
    fake.failNext.set('updateMe', failure('OTP_TOO_MANY_ATTEMPTS'));
    expect(await flow.verify('123456', fake.codes.at(-1))).toBeNull();
    expect(flow.$state.get().errors.phone_code).toBe('Five wrong codes: this code no longer works. Send a new code.');
  });

  it('takes a number someone else has back to add-phone, beside the number', async () => {
    const { flow, fake } = phoneSetup();
    await flow.sendCode('+84', '987654321');
    await settled();
    fake.failNext.set('updateMe', failure('PHONE_TAKEN', 409));
    expect(await flow.verify('123456', fake.codes.at(-1))).toBeNull();
    expect(flow.$state.get()).toMatchObject({ step: 'add-phone', errors: { phone_number: 'refused: PHONE_TAKEN' } });
  });

  it('a w-token the server no longer takes asks for a new code', async () => {
    const { flow, fake } = phoneSetup();
    await flow.sendCode('+84', '987654321');
    await settled();
    expect(await flow.verify('000000', fake.codes.at(-1))).toBeNull();
    fake.wTokens.clear();
    expect(await flow.verify(fake.texts.get('+84987654321')?.at(-1), undefined)).toBeNull();
    await settled();
    expect(flow.verification.$state.get()).toMatchObject({
      verified: false,
      codeError: { kind: 'refused', failure: { code: 'W_TOKEN_INVALID' } },
    });
    expect(fake.challenges).toEqual(['update_profile', 'update_profile']);
  });
});

function passwordSetup(fake = new FakeSecurityApi()) {
  const change = createPasswordChange({ api: fake as unknown as PasswordChangeOptions['api'] });
  return { change, fake };
}

describe('changing the password', () => {
  it('asks the code after the form, changes it, and the other sessions end', async () => {
    const { change, fake } = passwordSetup();
    change.toConfirm({ current_password: 'Old-password-2026', new_password: 'Brand-new-password-1' });
    await settled();
    expect(change.$state.get().step).toBe('confirm');
    expect(fake.challenges).toEqual(['change_password']);
    expect(await change.submit('000000')).toBe(false);
    expect(change.verification.$state.get().codeError).toMatchObject({ kind: 'refused' });
    expect(await change.submit(fake.codes.at(-1))).toBe(true);
    expect(change.$state.get()).toMatchObject({ step: 'done', values: { current_password: '', new_password: '' } });
    expect(fake.password).toBe('Brand-new-password-1');
    expect(fake.sessions.map((each) => each.current)).toEqual([true]);
  });

  it('takes a wrong current password back to the form beside it, with what was typed and the w-token kept', async () => {
    const { change, fake } = passwordSetup();
    const typed = { current_password: 'Not-my-password-1', new_password: 'Brand-new-password-1' };
    change.toConfirm(typed);
    await settled();
    expect(await change.submit(fake.codes.at(-1))).toBe(false);
    expect(change.$state.get()).toMatchObject({
      step: 'form',
      values: typed,
      errors: { current_password: ['refused: CURRENT_PASSWORD_WRONG'] },
    });
    change.forgetError('current_password');
    expect(change.$state.get().errors).toEqual({});
    change.toConfirm({ ...typed, current_password: 'Old-password-2026' });
    await settled();
    // The token is still held: no new code is asked for.
    expect(fake.challenges).toEqual(['change_password']);
    expect(await change.submit(undefined)).toBe(true);
  });

  it('puts a reused password beside the new one', async () => {
    const { change, fake } = passwordSetup();
    change.toConfirm({ current_password: 'Old-password-2026', new_password: 'Old-password-2026' });
    await settled();
    await change.submit(fake.codes.at(-1));
    expect(change.$state.get()).toMatchObject({ step: 'form', errors: { new_password: ['refused: PASSWORD_REUSED'] } });
  });
});

describe('recent sign-ins', () => {
  it('reads the sessions, signs the others out after asking, says how many, and reads them again', async () => {
    const fake = new FakeSecurityApi();
    const said: number[] = [];
    const store = createSessionsStore({
      api: fake as unknown as SessionsStoreOptions['api'],
      announce: (count) => said.push(count),
      refused: () => false,
    });
    const stop = store.start();
    await settled();
    expect(store.$state.get()).toMatchObject({ status: 'ready' });
    await store.revoke();
    expect(said).toEqual([]);
    store.askRevoke();
    fake.failNext.set('revokeOtherSessions', failure('RATE_LIMITED', 429));
    await store.revoke();
    expect(store.$revoke.get()).toMatchObject({ busy: false, failure: { code: 'RATE_LIMITED' } });
    await store.revoke();
    expect(said).toEqual([2]);
    expect(store.$revoke.get()).toBeNull();
    expect(store.$state.get()).toMatchObject({ status: 'ready', sessions: [{ current: true }] });
    stop();
  });

  it('says why the list could not load, and loads again on retry', async () => {
    const fake = new FakeSecurityApi();
    fake.failNext.set('listSessions', failure('INTERNAL', 500));
    const store = createSessionsStore({
      api: fake as unknown as SessionsStoreOptions['api'],
      announce: () => undefined,
      refused: () => false,
    });
    const stop = store.start();
    await settled();
    expect(store.$state.get()).toMatchObject({ status: 'error' });
    store.reload();
    await settled();
    expect(store.$state.get()).toMatchObject({ status: 'ready' });
    stop();
  });
});
