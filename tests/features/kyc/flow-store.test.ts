/**
 * A verification run (src/features/kyc/flow-store.ts) on a fake tab and a fake API: the draft saved as the user
 * goes, resumed after a reload or on another device, a rejection's fields to fix, and the submit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_SLOTS, identitySlots, PROOF_OF_ADDRESS_SLOT } from '../../../src/features/kyc/documents.ts';
import { createVerificationFlow, SAVE_DELAY_MS } from '../../../src/features/kyc/flow-store.ts';
import type { DraftStep } from '../../../src/features/kyc/steps.ts';
import { FakeTab } from '../../stores/kit/fake-browser.ts';
import { FakeKycApi, picture } from './fake-kyc-api.ts';

const PROFILE_URL = 'https://app.test/profile';

function setup(tab = new FakeTab(PROFILE_URL), api = new FakeKycApi()) {
  const submitted: number[] = [];
  const flow = createVerificationFlow({
    api: api as never,
    host: () => tab.host(),
    now: () => api.clock,
    refused: () => false,
    loadShrink: async () => async (file) => file,
    preview: (file) => `blob:${file.name}`,
    release: () => undefined,
    onSubmitted: () => submitted.push(1),
  });
  const stop = flow.start();
  return { flow, api, tab, stop, submitted };
}

/** Let the fake tab's history moves and the promises they start run. */
const settle = () => vi.advanceTimersByTimeAsync(1);

async function beginKyc(context: ReturnType<typeof setup>, withAddress = false) {
  context.flow.begin('KYC', withAddress);
  await settle();
}

/** Fills the first two steps as the forms would. */
async function throughPersonalInfo(context: ReturnType<typeof setup>) {
  await context.flow.completeStep('country-residence', { country_of_residence: 'VN' });
  await settle();
  await context.flow.completeStep('personal-info', {
    'personal.full_name': 'Nguyen Van A',
    'personal.date_of_birth': '1990-05-01',
    'personal.nationality': 'VN',
  });
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('starting a run', () => {
  it('opens KYC at the country with the step in the address; the address steps only when asked for', async () => {
    const context = setup();
    await beginKyc(context);
    expect(context.flow.wizard.$state.get().step).toBe('country-residence');
    expect(context.tab.address).toBe('/profile?step=country-residence');
    expect(context.flow.steps()).toEqual(['profile', 'country-residence', 'personal-info', 'identity-verification']);
    context.flow.leave();
    await settle();
    context.flow.begin('KYC', true);
    await settle();
    expect(context.flow.steps()).toContain('address-verification');
    expect(context.flow.steps().at(-1)).toBe('document-verification');
  });

  it('runs KYB through the business, its address and its documents', async () => {
    const context = setup();
    context.flow.begin('KYB', false);
    await settle();
    expect(context.flow.steps()).toEqual([
      'profile',
      'country-residence',
      'business-info',
      'address-verification',
      'document-verification',
    ]);
  });
});

describe('the draft saved as the user goes', () => {
  it('saves once, 800 ms after the typing pauses, and says so', async () => {
    const context = setup();
    await beginKyc(context);
    for (const name of ['N', 'Ng', 'Ngu']) context.flow.edit('personal.full_name', name);
    expect(context.flow.$save.get()).toEqual({ status: 'pending' });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 10);
    expect(context.api.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(context.api.saves).toEqual([
      { kind: 'KYC', step: 'country-residence', data: { personal: { full_name: 'Ngu' } } },
    ]);
    expect(context.flow.$save.get()).toEqual({ status: 'saved', at: '2026-03-01T10:00:00.000Z' });
  });

  it('saves at each step change, with the step the user is on', async () => {
    const context = setup();
    await beginKyc(context);
    await throughPersonalInfo(context);
    expect(context.api.saves.map((save) => save.step)).toEqual(['personal-info', 'identity-verification']);
    expect(context.api.saves.at(-1)?.data).toEqual({
      country_of_residence: 'VN',
      personal: { full_name: 'Nguyen Van A', date_of_birth: '1990-05-01', nationality: 'VN' },
    });
  });

  it('saves the step a user goes back to, even with nothing typed', async () => {
    const context = setup();
    await beginKyc(context);
    await throughPersonalInfo(context);
    context.flow.back();
    await settle();
    expect(context.flow.wizard.$state.get().step).toBe('personal-info');
    expect(context.api.saves.map((save) => save.step)).toEqual([
      'personal-info',
      'identity-verification',
      'personal-info',
    ]);
  });

  it('keeps typing that lands while a save is on its way for the next pause, saving it once', async () => {
    const context = setup();
    await beginKyc(context);
    let answer: () => void = () => undefined;
    context.api.saveGate = new Promise((resolve) => {
      answer = resolve;
    });
    context.flow.edit('personal.full_name', 'Ngu');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(context.flow.$save.get()).toEqual({ status: 'saving' });
    context.api.clock += 1000;
    context.flow.edit('personal.full_name', 'Nguyen');
    context.api.saveGate = null;
    answer();
    await settle();
    // The typing after the save was sent is still unsaved, and waits for its own pause.
    expect(context.flow.$save.get()).toEqual({ status: 'pending' });
    expect(context.api.saves).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(context.api.saves.map((save) => save.data)).toEqual([
      { personal: { full_name: 'Ngu' } },
      { personal: { full_name: 'Nguyen' } },
    ]);
    expect(context.flow.$save.get()).toMatchObject({ status: 'saved' });
  });

  it('says a save failed, keeps what was typed, and saves when asked again', async () => {
    const context = setup();
    await beginKyc(context);
    context.api.saveFailures = [{ status: false, message: 'Network Error' }];
    context.flow.edit('country_of_residence', 'SG');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(context.flow.$save.get()).toMatchObject({ status: 'failed' });
    expect(context.flow.wizard.$state.get().data.draft).toEqual({ country_of_residence: 'SG' });
    context.flow.saveNow();
    await settle();
    expect(context.flow.$save.get()).toMatchObject({ status: 'saved' });
    expect(context.api.drafts.KYC?.data).toEqual({ country_of_residence: 'SG' });
  });

  it('puts an uploaded document into the draft, and takes it out when removed', async () => {
    const context = setup();
    await beginKyc(context);
    context.flow.chooseIdentityDocument('PASSPORT');
    const [front] = identitySlots('PASSPORT');
    if (!front) throw new Error('no front slot');
    await context.flow.uploads.pick(front, picture());
    expect(context.flow.wizard.$state.get().data.draft).toMatchObject({
      identity: { document_type: 'PASSPORT', front_document_id: 100 },
    });
    context.flow.uploads.remove(front);
    expect(context.flow.wizard.$state.get().data.draft).toEqual({ identity: { document_type: 'PASSPORT' } });
  });

  it('drops the pictures of the document when another document type is chosen', async () => {
    const context = setup();
    await beginKyc(context);
    context.flow.chooseIdentityDocument('IDENTITY_CARD');
    const [front] = identitySlots('IDENTITY_CARD');
    if (!front) throw new Error('no front slot');
    await context.flow.uploads.pick(front, picture());
    context.flow.chooseIdentityDocument('PASSPORT');
    expect(context.flow.uploads.stateOf(front.id)).toEqual({ status: 'empty' });
    expect(context.flow.wizard.$state.get().data.draft).toEqual({ identity: { document_type: 'PASSPORT' } });
  });
});

describe('resuming', () => {
  it('after a reload: the same step, the typed data and the uploaded document with its picture', async () => {
    const first = setup();
    await beginKyc(first);
    await throughPersonalInfo(first);
    first.flow.chooseIdentityDocument('PASSPORT');
    const [front] = identitySlots('PASSPORT');
    if (!front) throw new Error('no front slot');
    await first.flow.uploads.pick(front, picture('passport.jpg'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    first.stop();
    // The server's draft knows the document as the upload answered it.
    const document = first.flow.wizard.$state.get().data.documents[0];
    if (!document || !first.api.drafts.KYC) throw new Error('nothing saved');
    first.api.drafts.KYC = { ...first.api.drafts.KYC, documents: [document] };

    const reloaded = setup(first.tab.reload(), first.api);
    await settle();
    expect(reloaded.flow.wizard.$state.get().step).toBe('identity-verification');
    expect(reloaded.flow.$load.get()).toEqual({ status: 'ready' });
    expect(reloaded.flow.wizard.$state.get().data.draft).toMatchObject({
      personal: { full_name: 'Nguyen Van A' },
      identity: { document_type: 'PASSPORT', front_document_id: 100 },
    });
    expect(reloaded.flow.uploads.stateOf(front.id)).toMatchObject({
      status: 'done',
      document: { file_name: 'passport.jpg' },
      preview: null,
    });
    // Its field shown, the picture this tab no longer has is read from the server.
    await reloaded.flow.uploads.loadPreview(front);
    expect(reloaded.api.reads).toEqual([100]);
    expect(reloaded.flow.uploads.stateOf(front.id)).toMatchObject({ preview: 'blob:passport.jpg' });
  });

  it('on another device: "Continue" opens the saved step with the saved data', async () => {
    const api = new FakeKycApi();
    const first = setup(new FakeTab(PROFILE_URL), api);
    await beginKyc(first);
    await throughPersonalInfo(first);
    first.stop();

    const other = setup(new FakeTab(PROFILE_URL), api);
    await settle();
    expect(other.flow.wizard.$state.get().step).toBe('profile');
    other.flow.begin('KYC', false);
    await settle();
    expect(other.flow.wizard.$state.get().step).toBe('identity-verification');
    expect(other.flow.wizard.$state.get().data.draft).toMatchObject({ personal: { full_name: 'Nguyen Van A' } });
    expect(other.flow.$save.get()).toEqual({ status: 'saved', at: '2026-03-01T10:00:00.000Z' });
  });

  it('keeps an edit this tab could not save, newer than the server’s draft, and saves it', async () => {
    const first = setup();
    await beginKyc(first);
    await throughPersonalInfo(first);
    first.api.saveFailures = [{ status: false, message: 'Network Error' }];
    first.api.clock += 60_000;
    first.flow.edit('personal.full_name', 'Nguyen Van B');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(first.flow.$save.get()).toMatchObject({ status: 'failed' });
    first.stop();

    const reloaded = setup(first.tab.reload(), first.api);
    await settle();
    expect(reloaded.flow.wizard.$state.get().data.draft).toMatchObject({ personal: { full_name: 'Nguyen Van B' } });
    expect(reloaded.api.drafts.KYC?.data).toMatchObject({ personal: { full_name: 'Nguyen Van B' } });
  });
});

describe('after a rejection', () => {
  /** The rejected submission put back as the draft (the server does so), saved at `step`. */
  function rejected(step: DraftStep | null, reason: string, fields: string[]): FakeKycApi {
    const api = new FakeKycApi();
    api.drafts.KYC = {
      kind: 'KYC',
      step,
      data: {
        country_of_residence: 'VN',
        personal: { full_name: 'Nguyen Van A', date_of_birth: '1990-05-01', nationality: 'VN' },
        identity: {
          document_type: 'PASSPORT',
          document_number: 'B1234567',
          front_document_id: 5,
          selfie_document_id: 6,
        },
      },
      documents: [],
      updated_at: '2026-03-01T09:00:00.000Z',
      rejection: { reason, fields },
    };
    return api;
  }

  it('says the reason, names the fields to fix until each is changed, and shows the saved data', async () => {
    const api = rejected('identity-verification', 'The photo is blurred', [
      'personal.full_name',
      'identity.front_document_id',
    ]);
    const context = setup(new FakeTab(PROFILE_URL), api);
    await beginKyc(context);
    expect(context.flow.$rejection.get()?.reason).toBe('The photo is blurred');
    expect(context.flow.toFix()).toEqual(['personal.full_name', 'identity.front_document_id']);
    expect(context.flow.wizard.$state.get().step).toBe('identity-verification');
    expect(context.flow.wizard.$state.get().data.draft).toMatchObject({ personal: { full_name: 'Nguyen Van A' } });
    context.flow.edit('personal.full_name', 'Nguyen Van An');
    expect(context.flow.toFix()).toEqual(['identity.front_document_id']);
  });

  it('opens at the first step holding a field to fix when the draft was saved at no step', async () => {
    const api = rejected(null, 'Blurred', ['identity.selfie_document_id', 'personal.date_of_birth']);
    const context = setup(new FakeTab(PROFILE_URL), api);
    await beginKyc(context);
    expect(context.flow.wizard.$state.get().step).toBe('personal-info');
  });
});

describe('submitting', () => {
  async function completeIdentity(context: ReturnType<typeof setup>) {
    context.flow.chooseIdentityDocument('PASSPORT');
    const [front, selfie] = identitySlots('PASSPORT');
    if (!front || !selfie) throw new Error('no slots');
    await context.flow.uploads.pick(front, picture('front.jpg'));
    await context.flow.uploads.pick(selfie, picture('selfie.jpg'));
    await context.flow.completeStep('identity-verification', {
      'identity.document_type': 'PASSPORT',
      'identity.document_number': 'B1234567',
      'identity.expires_on': '',
    });
    await settle();
  }

  it('sends the whole draft from the last step, then the run is over and forgotten', async () => {
    const context = setup();
    await beginKyc(context);
    await throughPersonalInfo(context);
    await completeIdentity(context);
    expect(context.api.submissions).toEqual([
      {
        kind: 'KYC',
        body: {
          country_of_residence: 'VN',
          personal: { full_name: 'Nguyen Van A', date_of_birth: '1990-05-01', nationality: 'VN' },
          identity: {
            document_type: 'PASSPORT',
            document_number: 'B1234567',
            expires_on: null,
            front_document_id: 100,
            selfie_document_id: 101,
          },
        },
      },
    ]);
    expect(context.flow.$ended.get()).toBe('submitted');
    expect(context.submitted).toHaveLength(1);
    expect(context.flow.wizard.$state.get().step).toBe('profile');
    expect(context.tab.storage.items.size).toBe(0);
  });

  it('sends the proof of address with the address when the run has it', async () => {
    const context = setup();
    await beginKyc(context, true);
    await throughPersonalInfo(context);
    await completeIdentity(context);
    await context.flow.completeStep('address-verification', {
      'address.line1': '12 Ly Thuong Kiet',
      'address.line2': undefined,
      'address.city': 'Ha Noi',
      'address.country': 'VN',
    });
    await settle();
    await context.flow.uploads.pick(PROOF_OF_ADDRESS_SLOT, picture('bill.pdf', 1000, 'application/pdf'));
    await context.flow.completeStep('document-verification', {});
    expect(context.api.submissions[0]?.body).toMatchObject({
      address: { line1: '12 Ly Thuong Kiet', city: 'Ha Noi', country: 'VN', proof_document_id: 102 },
    });
  });

  it('takes a refusal back to the step and field it names, keeping everything', async () => {
    const context = setup();
    await beginKyc(context);
    await throughPersonalInfo(context);
    context.api.submitFailure = {
      status: false,
      message: 'You must be at least 18.',
      code: 'UNDERAGE',
      httpStatus: 422,
    };
    await completeIdentity(context);
    const state = context.flow.wizard.$state.get();
    expect(state.step).toBe('personal-info');
    expect(state.errors['personal-info']).toEqual({ 'personal.date_of_birth': ['You must be at least 18.'] });
    expect(state.data.draft).toMatchObject({ identity: { document_number: 'B1234567' } });
    expect(context.flow.$ended.get()).toBeNull();
  });

  it('sends a business with its address and its documents in the slots’ order', async () => {
    const context = setup();
    context.flow.begin('KYB', false);
    await settle();
    await context.flow.completeStep('country-residence', { country_of_registration: 'VN' });
    await settle();
    await context.flow.completeStep('business-info', {
      'business.legal_name': 'Cong Ty TNHH Mot',
      'business.trading_name': undefined,
      'business.registration_number': '0101234567',
      'business.tax_id': undefined,
      'business.incorporation_date': '2015-01-20',
      'business.business_type': 'LIMITED_COMPANY',
      'business.industry': 'Retail',
      'business.website': 'https://mot.example',
    });
    await settle();
    await context.flow.completeStep('address-verification', {
      'address.line1': '5 Hai Ba Trung',
      'address.city': 'Ho Chi Minh',
      'address.country': 'VN',
    });
    await settle();
    const [registration, articles] = BUSINESS_SLOTS;
    if (!registration || !articles) throw new Error('no slots');
    // The articles come in first; the list still starts with the registration.
    await context.flow.uploads.pick(articles, picture('articles.pdf', 1000, 'application/pdf'));
    await context.flow.uploads.pick(registration, picture('registration.pdf', 1000, 'application/pdf'));
    await context.flow.completeStep('document-verification', {});
    expect(context.api.submissions).toEqual([
      {
        kind: 'KYB',
        body: {
          country_of_registration: 'VN',
          business: {
            legal_name: 'Cong Ty TNHH Mot',
            registration_number: '0101234567',
            incorporation_date: '2015-01-20',
            business_type: 'LIMITED_COMPANY',
            industry: 'Retail',
            website: 'https://mot.example',
          },
          address: { line1: '5 Hai Ba Trung', city: 'Ho Chi Minh', country: 'VN' },
          document_ids: [101, 100],
        },
      },
    ]);
    expect(context.flow.$ended.get()).toBe('submitted');
  });
});
