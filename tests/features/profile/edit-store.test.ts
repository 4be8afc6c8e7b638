import { describe, expect, it } from 'vitest';
import type { ProfileType } from '../../../src/contract/calls/accounts.ts';
import {
  createEditStore,
  detailsOf,
  type EditStoreOptions,
  type ProfileDetails,
  phoneChanged,
} from '../../../src/features/profile/edit-store.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import { createMemorySlot } from '../../../src/stores/kit/session-slot.ts';
import type { PersistedSlot } from '../../../src/stores/kit/wizard.ts';
import { settled } from '../../stores/kit/fake-browser.ts';

const PROFILE = {
  full_name: 'Jamie Tran',
  country: 'VN',
  calling_code: '+84',
  phone_number: '912345678',
  two_factor_status: 'INACTIVE',
  two_factor_method: null,
  two_factor_enable_for: [],
} as unknown as ProfileType;

/** PUT /accounts/me as the server answers it: a w-token from a verified code, a texted code for a new number. */
class FakeProfileApi {
  profile: ProfileType = PROFILE;
  /** The code texted to each number. */
  readonly texted = new Map<string, string>();
  readonly saves: { body: ProfileDetails & { phone_code?: string }; wToken: string }[] = [];
  readonly sms: string[] = [];
  takenNumbers = new Set<string>();
  wTokens = new Set<string>();
  challenges = 0;

  sendSmsOtp = async ({ body }: { body: { calling_code: string; phone_number: string } }) => {
    const to = `${body.calling_code}${body.phone_number}`;
    this.sms.push(to);
    this.texted.set(to, '246810');
    return { status: true as const, data: { resend_at: '', expires_at: '' } };
  };

  requestTwoFactorChallenge = async () => {
    this.challenges += 1;
    return {
      status: true as const,
      data: { method: 'EMAIL', destination: 'j***@example.test', resend_at: 'x', expires_at: 'x' },
    };
  };

  verifyTwoFactor = async ({ body }: { body: { code: string } }) => {
    if (body.code !== '135790')
      return { status: false as const, code: 'INVALID_OTP', message: 'Wrong code.', httpStatus: 422 };
    this.wTokens.add('w-1');
    return { status: true as const, data: { w_token: 'w-1', expires_at: 'x' } };
  };

  updateMe = async ({ body }: { body: ProfileDetails & { phone_code?: string } }, { wToken }: { wToken: string }) => {
    this.saves.push({ body, wToken });
    if (!this.wTokens.has(wToken))
      return { status: false as const, code: 'W_TOKEN_INVALID', message: 'Expired.', httpStatus: 403 };
    const to = `${body.calling_code}${body.phone_number}`;
    if (this.takenNumbers.has(to)) {
      return {
        status: false as const,
        code: 'PHONE_TAKEN',
        message: 'Someone else uses this number.',
        httpStatus: 409,
      };
    }
    const changed = phoneChanged(body, this.profile);
    if (changed && body.phone_code !== this.texted.get(to)) {
      // The w-token is given back: nothing happened.
      return { status: false as const, code: 'INVALID_OTP', message: 'That code is not right.', httpStatus: 422 };
    }
    this.wTokens.delete(wToken);
    this.profile = { ...this.profile, ...body };
    return { status: true as const, data: this.profile };
  };
}

function setup(draft: PersistedSlot<ProfileDetails> = createMemorySlot()) {
  const api = new FakeProfileApi();
  const saved: ProfileType[] = [];
  const store = createEditStore({
    api: api as unknown as EditStoreOptions['api'],
    profile: () => api.profile,
    facts: (details) => [{ label: 'Name', value: details.full_name }],
    onSaved: (profile) => saved.push(profile),
    draft,
  });
  store.open();
  return { api, store, saved };
}

const NEW_PHONE: ProfileDetails = { ...detailsOf(PROFILE), phone_number: '987654321' };

describe('editing the profile', () => {
  it("opens on the profile's details", () => {
    const { store } = setup();
    expect(store.$state.get()).toMatchObject({ open: true, step: 'details', details: detailsOf(PROFILE) });
  });

  it('reopens after a reload on what was typed, and saving lets it go', async () => {
    const tab = createMemorySlot<ProfileDetails>();
    const typed = { ...detailsOf(PROFILE), full_name: 'Jamie Ng' };
    setup(tab).store.keep(typed);
    // The page again: a new store over the same tab.
    const { store, api } = setup(tab);
    expect(store.$state.get()).toMatchObject({ open: true, step: 'details', details: typed });
    await store.submitDetails(typed);
    await settled();
    await store.confirm.submit('135790');
    expect(api.saves.at(-1)?.body).toEqual(typed);
    expect(tab.read()).toBeNull();
  });

  it('closing lets what was typed go: the next opening shows the profile', () => {
    const tab = createMemorySlot<ProfileDetails>();
    const first = setup(tab).store;
    first.keep({ ...detailsOf(PROFILE), full_name: 'Jamie Ng' });
    first.close();
    expect(setup(tab).store.$state.get().details).toEqual(detailsOf(PROFILE));
  });

  it('resumes only a dialog left with something typed, and keeps nothing while closed', () => {
    const tab = createMemorySlot<ProfileDetails>();
    const { store } = setup(tab);
    store.close();
    store.keep({ ...detailsOf(PROFILE), full_name: 'Nobody typed this' });
    store.resume();
    expect(store.$state.get().open).toBe(false);
    tab.write({ ...detailsOf(PROFILE), full_name: 'Jamie Ng' });
    store.resume();
    expect(store.$state.get()).toMatchObject({ open: true, details: { full_name: 'Jamie Ng' } });
  });

  it('says nothing changed instead of asking for a code', async () => {
    const { store, api } = setup();
    const refused = (await store.submitDetails(detailsOf(PROFILE))) as ApiFailure;
    expect(refused.message).toBe('Nothing has changed yet.');
    expect(store.$state.get().step).toBe('details');
    expect(api.challenges).toBe(0);
  });

  it('a new name alone goes straight to the emailed code and saves without a phone code', async () => {
    const { store, api, saved } = setup();
    await store.submitDetails({ ...detailsOf(PROFILE), full_name: 'Jamie Nguyen' });
    expect(store.$state.get().step).toBe('confirm');
    expect(api.sms).toEqual([]);
    await settled();
    expect(api.challenges).toBe(1);
    await store.confirm.submit('135790');
    expect(api.saves.at(-1)?.body).toEqual({ ...detailsOf(PROFILE), full_name: 'Jamie Nguyen' });
    expect(saved.map((profile) => profile.full_name)).toEqual(['Jamie Nguyen']);
    expect(store.$state.get().open).toBe(false);
  });

  it('a new number is texted a code first, which the save carries', async () => {
    const { store, api, saved } = setup();
    await store.submitDetails(NEW_PHONE);
    expect(store.$state.get().step).toBe('verify-phone');
    expect(api.sms).toEqual(['+84987654321']);
    await store.submitPhoneCode('246810');
    expect(store.$state.get().step).toBe('confirm');
    await store.confirm.submit('135790');
    expect(api.saves.at(-1)?.body).toEqual({ ...NEW_PHONE, phone_code: '246810' });
    expect(saved).toHaveLength(1);
  });

  it('a wrong texted code goes back to verify-phone beside the code, the rest kept, and the token reused', async () => {
    const { store, api } = setup();
    await store.submitDetails(NEW_PHONE);
    await store.submitPhoneCode('111111');
    await store.confirm.submit('135790');
    const state = store.$state.get();
    expect(state.step).toBe('verify-phone');
    expect(state.errors).toEqual({ code: ['That code is not right.'] });
    expect(state.details).toEqual(NEW_PHONE);
    expect(state.phoneCode).toBe('111111');
    await store.submitPhoneCode('246810');
    // The w-token the refusal gave back is still held: no new code is asked for.
    expect(store.confirm.$state.get().verified).toBe(true);
    await store.confirm.submit();
    expect(api.saves.at(-1)).toEqual({ body: { ...NEW_PHONE, phone_code: '246810' }, wToken: 'w-1' });
    expect(store.$state.get().open).toBe(false);
  });

  it('a number someone else holds goes back to the details beside the number', async () => {
    const { store, api } = setup();
    api.takenNumbers.add('+84987654321');
    await store.submitDetails(NEW_PHONE);
    await store.submitPhoneCode('246810');
    await store.confirm.submit('135790');
    const state = store.$state.get();
    expect(state.step).toBe('details');
    expect(state.errors).toEqual({ phone_number: ['Someone else uses this number.'] });
    expect(state.details).toEqual(NEW_PHONE);
  });

  it('going back keeps what was typed; a code typed for another number is dropped', async () => {
    const { store, api } = setup();
    await store.submitDetails(NEW_PHONE);
    await store.submitPhoneCode('246810');
    store.back();
    expect(store.$state.get()).toMatchObject({ step: 'verify-phone', phoneCode: '246810' });
    store.back();
    expect(store.$state.get()).toMatchObject({ step: 'details', details: NEW_PHONE });
    // The same number again within the minute: the code already texted stands, none is sent again.
    await store.submitDetails(NEW_PHONE);
    expect(api.sms).toEqual(['+84987654321']);
    expect(store.$state.get().phoneCode).toBe('246810');
    store.back();
    await store.submitDetails({ ...NEW_PHONE, phone_number: '977777777' });
    expect(store.$state.get().phoneCode).toBeNull();
    expect(api.sms).toEqual(['+84987654321', '+84977777777']);
  });
});
