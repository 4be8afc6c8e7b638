import { afterEach, describe, expect, it } from 'vitest';
import { createSecurityStore, type SecurityStoreOptions } from '../../../src/features/security/security-store.ts';
import { FakeTab, settled } from '../../stores/kit/fake-browser.ts';
import { APP_CODE, FakeSecurityApi, failure, NEW_APP_CODE } from './fake-security-api.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function setup(fake = new FakeSecurityApi(), tab = new FakeTab('https://app.test/setting/security')) {
  const clock = { now: Date.UTC(2026, 2, 1, 9, 0) };
  const followed: unknown[] = [];
  const store = createSecurityStore({
    api: fake as unknown as SecurityStoreOptions['api'],
    host: () => tab.host(),
    now: () => clock.now,
    refused: () => false,
    onSettings: (settings) => followed.push(settings),
  });
  stops.push(store.start());
  while (store.$settings.get().status === 'loading') await settled();
  return { store, fake, tab, clock, followed };
}

/** A server whose account has 2FA on by an authenticator app, for signing in, with `left` recovery codes. */
function appForSignIn(left: number): FakeSecurityApi {
  const fake = new FakeSecurityApi();
  fake.settings = {
    ...fake.settings,
    method: 'AUTHENTICATOR_APP',
    status: 'ACTIVE',
    enable_for: ['LOGIN'],
    authenticator_enrolled: true,
    recovery_codes_left: left,
  };
  return fake;
}

describe('the overview', () => {
  it('loads the settings and the account, and shows them as the draft', async () => {
    const { store, followed } = await setup();
    expect(store.$settings.get()).toMatchObject({
      status: 'ready',
      account: { email: 'lan@example.test', phone: '+84 912345678' },
    });
    expect(store.$draft.get()).toEqual({ on: false, method: 'EMAIL', enableFor: [] });
    expect(store.wizard.$state.get().step).toBe('security-control');
    expect(followed).toHaveLength(1);
  });

  it('saves nothing unchanged, refuses on with nothing protected, and asks the code for a change', async () => {
    const { store, fake } = await setup();
    store.save();
    expect(store.$pending.get()).toBeNull();
    store.setOn(true);
    store.setScope('WITHDRAWAL', false);
    store.setScope('ADD_BANK', false);
    store.save();
    expect(store.$draftProblem.get()).toBe('no_scope');
    expect(fake.challenges).toEqual([]);
    store.setScope('LOGIN', true);
    expect(store.$draftProblem.get()).toBeNull();
    store.save();
    await settled();
    expect(store.$pending.get()).toMatchObject({
      kind: 'save',
      change: { method: 'EMAIL', status: 'ACTIVE', enable_for: ['LOGIN'] },
    });
    // 2FA is off: the settings' code comes by email.
    expect(fake.challenges).toEqual(['two_factor_settings']);
    expect(store.codes.$state.get().challenge).toMatchObject({ state: 'sent', method: 'EMAIL' });
  });

  it('says a wrong code beside the field, then saves with the right one and shows the fresh codes once', async () => {
    const { store, fake, followed } = await setup();
    store.setOn(true);
    store.save();
    await settled();
    expect(await store.submitCode('12')).toBe(false);
    expect(store.codes.$state.get().codeError).toEqual({ kind: 'format' });
    expect(await store.submitCode('999999')).toBe(false);
    expect(store.codes.$state.get().codeError).toMatchObject({ kind: 'refused', failure: { code: 'INVALID_OTP' } });
    expect(store.$pending.get()?.failure).toBeNull();

    expect(await store.submitCode(fake.codes.at(-1))).toBe(true);
    expect(store.$pending.get()).toBeNull();
    expect(store.$fresh.get()?.codes).toHaveLength(10);
    expect(store.$settings.get()).toMatchObject({
      settings: { status: 'ACTIVE', method: 'EMAIL', enable_for: ['WITHDRAWAL', 'ADD_BANK'], recovery_codes_left: 10 },
    });
    expect(store.$draft.get()).toEqual({ on: true, method: 'EMAIL', enableFor: ['WITHDRAWAL', 'ADD_BANK'] });
    expect(followed.at(-1)).toMatchObject({ status: 'ACTIVE' });
    store.acknowledgeCodes();
    expect(store.$fresh.get()).toBeNull();
  });

  it('says above the code a refusal that is not about it, and keeps the dialog open', async () => {
    const { store, fake } = await setup();
    store.setOn(true);
    store.save();
    await settled();
    fake.failNext.set('updateTwoFactorSettings', failure('PHONE_NOT_VERIFIED', 409));
    expect(await store.submitCode(fake.codes.at(-1))).toBe(false);
    expect(store.$pending.get()?.failure).toMatchObject({ code: 'PHONE_NOT_VERIFIED' });
    expect(store.codes.$state.get().codeError).toBeNull();
  });

  it('does not send a new code when the dialog is opened again within the code minutes; a used code is not reused', async () => {
    const { store, fake } = await setup();
    store.setOn(true);
    store.save();
    await settled();
    store.cancelPending();
    store.save();
    await settled();
    expect(fake.challenges).toHaveLength(1);
    await store.submitCode(fake.codes.at(-1));
    store.regenerate();
    await settled();
    expect(fake.challenges).toHaveLength(2);
  });

  it('makes new recovery codes with the code of the current factor', async () => {
    const fake = appForSignIn(2);
    const { store } = await setup(fake);
    store.regenerate();
    await settled();
    // The app guards the settings: nothing is sent.
    expect(fake.codes).toEqual([]);
    expect(store.codes.$state.get().challenge).toMatchObject({ method: 'AUTHENTICATOR_APP', resendAt: null });
    expect(await store.submitCode(APP_CODE)).toBe(true);
    expect(store.$fresh.get()?.codes).toHaveLength(10);
    expect(store.$settings.get()).toMatchObject({ settings: { recovery_codes_left: 10 } });
  });

  it('takes a recovery code for a change while 2FA is on: a lost app switches the method back to email', async () => {
    const fake = appForSignIn(1);
    fake.recoveryCodes.add('abcde-23456');
    const { store } = await setup(fake);
    store.setMethod('EMAIL');
    store.save();
    await settled();
    store.codes.useRecovery(true);
    expect(await store.submitCode('424242')).toBe(false);
    expect(store.codes.$state.get().codeError).toEqual({ kind: 'format' });
    expect(await store.submitCode('ABCDE 23456')).toBe(true);
    expect(fake.settings).toMatchObject({ method: 'EMAIL', status: 'ACTIVE' });
    // Still on: no fresh codes.
    expect(store.$fresh.get()).toBeNull();
  });

  it('opens the phone dialog before text messages can be saved, and goes on once the phone is verified', async () => {
    const fake = new FakeSecurityApi();
    const { store } = await setup(fake);
    store.setOn(true);
    store.setMethod('SMS');
    store.save();
    expect(store.$phoneNeeded.get()).toBe(true);
    expect(store.$pending.get()).toBeNull();
    await store.phoneDone(null);
    expect(store.$phoneNeeded.get()).toBe(false);
    expect(store.$pending.get()).toBeNull();

    store.save();
    fake.settings = { ...fake.settings, phone_verified: true };
    await store.phoneDone('+84 987654321');
    await settled();
    expect(store.$settings.get()).toMatchObject({
      account: { phone: '+84 987654321' },
      settings: { phone_verified: true },
    });
    expect(store.$pending.get()).toMatchObject({ kind: 'save', change: { method: 'SMS', status: 'ACTIVE' } });
  });
});

describe('setting up an authenticator app', () => {
  it('leads from the overview through the QR code and the app code to the settings code', async () => {
    const { store, fake, tab } = await setup();
    store.setOn(true);
    store.setMethod('AUTHENTICATOR_APP');
    store.setScope('ADD_BANK', false);
    store.save();
    await settled();
    expect(tab.address).toBe('/setting/security?step=security-qr');
    expect(store.wizard.$state.get().data.enrolment).toMatchObject({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DP' });
    // The secret never reaches storage.
    expect(tab.storage.getItem('campay-wizard:security')).not.toContain('JBSW');

    store.wizard.next();
    expect(tab.address).toBe('/setting/security?step=security-verify');
    await store.confirmApp('42');
    expect(store.$appCode.get().error).toEqual({ kind: 'format' });
    await store.confirmApp('111111');
    expect(store.$appCode.get().error).toMatchObject({ kind: 'refused', failure: { code: 'INVALID_OTP' } });
    await store.confirmApp(APP_CODE);
    await settled();
    expect(store.wizard.$state.get().data).toMatchObject({ appConfirmed: true, enrolment: null });
    expect(store.$pending.get()).toMatchObject({
      kind: 'save',
      change: { method: 'AUTHENTICATOR_APP', status: 'ACTIVE', enable_for: ['WITHDRAWAL'] },
    });

    expect(await store.submitCode(fake.codes.at(-1))).toBe(true);
    expect(store.$fresh.get()?.codes).toHaveLength(10);
    expect(store.wizard.$state.get().step).toBe('security-control');
    expect(tab.address).toBe('/setting/security');
    expect(fake.settings).toMatchObject({ method: 'AUTHENTICATOR_APP', status: 'ACTIVE', enable_for: ['WITHDRAWAL'] });
  });

  it('a new app in place of the one in use waits for the old app, even with nothing else changed', async () => {
    const { store, fake } = await setup(appForSignIn(3));
    store.setUpNewApp();
    await settled();
    store.wizard.next();
    await store.confirmApp(NEW_APP_CODE);
    await settled();
    expect(store.$settings.get()).toMatchObject({ settings: { authenticator_replacement_pending: true } });
    expect(store.$pending.get()).toMatchObject({ kind: 'save', change: { method: 'AUTHENTICATOR_APP' } });
    // The new app cannot vouch for itself; the old one can, and only then is the new one the factor.
    expect(await store.submitCode(NEW_APP_CODE)).toBe(false);
    expect(store.codes.$state.get().codeError).toMatchObject({ kind: 'refused' });
    expect(await store.submitCode(APP_CODE)).toBe(true);
    expect(fake.settings).toMatchObject({ authenticator_replacement_pending: false, method: 'AUTHENTICATOR_APP' });
    expect(store.wizard.$state.get().step).toBe('security-control');
  });

  it('a lapsed secret sends the user back to a new QR code, and says so', async () => {
    const { store, fake, tab } = await setup();
    store.setOn(true);
    store.setMethod('AUTHENTICATOR_APP');
    store.save();
    await settled();
    store.wizard.next();
    fake.enrolmentLapsed = true;
    await store.confirmApp(APP_CODE);
    await settled();
    await settled();
    expect(tab.address).toBe('/setting/security?step=security-qr');
    expect(store.$lapsed.get()).toBe(true);
    expect(fake.calls.filter((call) => call.name === 'startAuthenticatorEnrolment')).toHaveLength(2);
  });

  it('Back to the overview keeps what was chosen; a reload on the QR step makes a new secret', async () => {
    const tab = new FakeTab('https://app.test/setting/security');
    const first = await setup(new FakeSecurityApi(), tab);
    first.store.setOn(true);
    first.store.setMethod('AUTHENTICATOR_APP');
    first.store.save();
    await settled();
    first.store.wizard.back();
    await settled();
    expect(first.store.wizard.$state.get().step).toBe('security-control');
    expect(first.store.$draft.get()).toMatchObject({ on: true, method: 'AUTHENTICATOR_APP' });

    first.store.save();
    await settled();
    stops.splice(0).forEach((stop) => {
      stop();
    });
    const fake = new FakeSecurityApi();
    const again = await setup(fake, tab.reload());
    await settled();
    expect(again.store.wizard.$state.get().step).toBe('security-qr');
    expect(fake.calls.filter((call) => call.name === 'startAuthenticatorEnrolment')).toHaveLength(1);
  });
});
