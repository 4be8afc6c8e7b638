import { describe, expect, it } from 'vitest';
import type { ProfileType } from '../../../src/contract/calls/accounts.ts';
import {
  changesProfile,
  createProfileStore,
  type ProfileStoreOptions,
} from '../../../src/features/profile/profile-store.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import type { LiveEvent } from '../../../src/stores/live.ts';
import { settled } from '../../stores/kit/fake-browser.ts';

const FAILED: ApiFailure = { status: false, message: 'Network Error' };

/** The five reads of /profile; `reads` counts each. */
class FakeReads {
  level = 0;
  contactFails = false;
  kycFails = false;
  readonly reads: string[] = [];
  private answer<T>(name: string, data: T) {
    this.reads.push(name);
    return Promise.resolve({ status: true as const, data });
  }
  getMe = () =>
    this.answer('getMe', {
      full_name: 'Jamie',
      ky_verification_status: { account_level: this.level },
    } as unknown as ProfileType);
  getKyc = () => {
    if (this.kycFails) {
      this.reads.push('getKyc');
      return Promise.resolve(FAILED);
    }
    return this.answer('getKyc', { account_level: this.level, next_level: null });
  };
  getVaSettings = () => this.answer('getVaSettings', { limits: {}, fees: {} });
  getConstants = () =>
    this.answer('getConstants', {
      vip_level: 4,
      account_levels: [0, 1, 2, 3, 4].map((level) => ({ level, name: '' })),
    });
  getCrmContact = () => {
    if (this.contactFails) {
      this.reads.push('getCrmContact');
      return Promise.resolve(FAILED);
    }
    return this.answer('getCrmContact', null);
  };
}

function setup(reads = new FakeReads()) {
  let listener: ((event: LiveEvent) => void) | null = null;
  const shared: ProfileType[] = [];
  const store = createProfileStore({
    api: reads as unknown as ProfileStoreOptions['api'],
    follow: (heard) => {
      listener = heard;
      return () => {
        listener = null;
      };
    },
    share: (profile) => shared.push(profile),
    refused: () => false,
  });
  return { store, reads, shared, hear: (event: LiveEvent) => listener?.(event), following: () => listener !== null };
}

const notification = (kind: string) => ({ type: 'notification.created', data: { kind } }) as unknown as LiveEvent;

describe('the profile screen store', () => {
  it('reads once for both islands, shares the profile with the app, and stops following when both leave', async () => {
    const { store, reads, shared, following } = setup();
    const stopFirst = store.start();
    const stopSecond = store.start();
    await settled();
    expect(reads.reads.filter((name) => name === 'getMe')).toHaveLength(1);
    const state = store.$state.get();
    expect(state.status === 'ready' && [state.data.vipLevel, state.data.topLevel, state.data.contact]).toEqual([
      4,
      4,
      null,
    ]);
    expect(shared).toHaveLength(1);
    stopFirst();
    expect(following()).toBe(true);
    stopSecond();
    expect(following()).toBe(false);
  });

  it('reads again, quietly, when a level, tier or review changes, and not for other news', async () => {
    const { store, reads, hear } = setup();
    store.start();
    await settled();
    reads.level = 1;
    hear(notification('WITHDRAW_APPROVED'));
    await settled();
    expect(reads.reads.filter((name) => name === 'getKyc')).toHaveLength(1);
    hear(notification('KYC_APPROVED'));
    expect(store.$state.get().status).toBe('ready');
    await settled();
    const state = store.$state.get();
    expect(state.status === 'ready' && state.data.kyc.account_level).toBe(1);
    expect(changesProfile({ type: 'live.reconnected' })).toBe(true);
    expect(changesProfile(notification('TIER_UPGRADED'))).toBe(true);
  });

  it("shows the failure of a first read, keeps what it shows when a quiet one fails, and stands without the manager's card", async () => {
    const reads = new FakeReads();
    reads.kycFails = true;
    const { store, hear } = setup(reads);
    store.start();
    await settled();
    expect(store.$state.get()).toEqual({ status: 'error', failure: FAILED });
    reads.kycFails = false;
    reads.contactFails = true;
    await store.reload();
    expect(store.$state.get().status).toBe('ready');
    reads.kycFails = true;
    hear(notification('ACCOUNT_LEVEL_UPDATED'));
    await settled();
    expect(store.$state.get().status).toBe('ready');
  });

  it('shows a saved profile at once and shares it', async () => {
    const { store, shared } = setup();
    store.start();
    await settled();
    const saved = { full_name: 'Jamie Nguyen' } as ProfileType;
    store.applyProfile(saved);
    const state = store.$state.get();
    expect(state.status === 'ready' && state.data.profile.full_name).toBe('Jamie Nguyen');
    expect(shared.at(-1)).toBe(saved);
  });
});
