/**
 * What /profile shows, read when its islands start: the profile (GET /accounts/me), the verification (GET /kyc:
 * level, KYC/KYB status, the next level and what it needs), the VA settings (limits per tier, fees per level,
 * what applies now) and the constants (which level is VIP); the account manager (GET /accounts/crm) if there is
 * one, whose failure only leaves the card out. The screen has two islands around the verification section; both
 * start this one store, which reads once. It reads again, without skeletons, when the live stream says the
 * level, tier, account type or a review changed, or came back after a gap, so a level approved elsewhere shows
 * without a reload.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { CrmContactType, ProfileType } from '../../contract/calls/accounts.ts';
import type { VaSettingsType } from '../../contract/calls/va.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { createScreenRun } from '../../stores/kit/page-env.ts';
import { LEVEL_CHANGES } from '../../stores/level-changes.ts';
import type { LiveEvent } from '../../stores/live.ts';
import { followLive } from '../../stores/live-later.ts';
import { replaceProfile } from '../../stores/profile.ts';

type ProfileApi = Pick<Api, 'getMe' | 'getKyc' | 'getVaSettings' | 'getConstants' | 'getCrmContact'>;
export type KycOverview = Exclude<Awaited<ReturnType<Api['getKyc']>>, ApiFailure>['data'];

export interface ProfileData {
  readonly profile: ProfileType;
  readonly kyc: KycOverview;
  readonly va: VaSettingsType;
  /** The level shown as VIP (constants `vip_level`). */
  readonly vipLevel: number;
  /** The highest level there is (constants `account_levels`). */
  readonly topLevel: number;
  readonly contact: CrmContactType | null;
}

export type ProfileScreenState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly failure: ApiFailure }
  | { readonly status: 'ready'; readonly data: ProfileData };

/** Whether a live event means the profile should be read again. */
export function changesProfile(event: LiveEvent): boolean {
  return (
    event.type === 'live.reconnected' || (event.type === 'notification.created' && LEVEL_CHANGES.has(event.data.kind))
  );
}

export interface ProfileStoreOptions {
  readonly api: ProfileApi;
  /** Follows the live stream; returns the unfollow function. The app's stream by default. */
  readonly follow?: (listener: (event: LiveEvent) => void) => () => void;
  /** True when the guard refused the page: nothing is read then. */
  readonly refused?: () => boolean;
  /** Where a fresher profile goes for the rest of the app (the profile store's summary by default). */
  readonly share?: (profile: ProfileType) => void;
}

async function readAll(api: ProfileApi): Promise<ProfileData | ApiFailure> {
  const [profile, kyc, va, constants, contact] = await Promise.all([
    api.getMe(),
    api.getKyc(),
    api.getVaSettings(),
    api.getConstants(),
    api.getCrmContact({ query: { type: 'SALE' } }),
  ]);
  if (isApiFailure(profile)) return profile;
  if (isApiFailure(kyc)) return kyc;
  if (isApiFailure(va)) return va;
  if (isApiFailure(constants)) return constants;
  const levels = constants.data.account_levels.map((entry) => entry.level);
  return {
    profile: profile.data,
    kyc: kyc.data,
    va: va.data,
    vipLevel: constants.data.vip_level,
    topLevel: Math.max(...levels, constants.data.vip_level),
    // The manager's card is a courtesy: without it the rest of the screen still stands.
    contact: isApiFailure(contact) ? null : contact.data,
  };
}

export function createProfileStore(options: ProfileStoreOptions) {
  const { api, follow = followLive, share = replaceProfile } = options;
  const $state = atom<ProfileScreenState>({ status: 'loading' });
  let stopFollowing: (() => void) | null = null;
  let reading: Promise<void> | null = null;

  const run = createScreenRun({
    load: () => read(false),
    onStop: () => {
      stopFollowing?.();
      stopFollowing = null;
    },
    ...(options.refused ? { refused: options.refused } : {}),
  });

  /** One read at a time; a quiet one keeps what is shown until the answer and keeps it on a failure. */
  function read(quiet: boolean): Promise<void> {
    reading ??= readAll(api)
      .then((answer) => {
        if (!run.isRunning()) return;
        if (!isApiFailure(answer)) {
          $state.set({ status: 'ready', data: answer });
          share(answer.profile);
        } else if (!quiet || $state.get().status !== 'ready') {
          $state.set({ status: 'error', failure: answer });
        }
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  let users = 0;
  let stopRun: (() => void) | null = null;

  return {
    $state: $state as ReadableAtom<ProfileScreenState>,
    /** What each island's effect calls (and returns): the first start reads and follows the stream. */
    start(): () => void {
      users += 1;
      if (users === 1) {
        stopRun = run.start();
        if (run.isRunning()) stopFollowing = follow((event) => changesProfile(event) && void read(true));
      }
      return () => {
        users -= 1;
        if (users === 0) stopRun?.();
      };
    },
    /** Tries again after a failure, showing the loading state. */
    reload(): Promise<void> {
      $state.set({ status: 'loading' });
      return read(false);
    },
    /** A profile a call answered (the edit): shown at once, and shared with the rest of the app. */
    applyProfile(profile: ProfileType): void {
      const state = $state.get();
      if (state.status === 'ready') $state.set({ status: 'ready', data: { ...state.data, profile } });
      share(profile);
    },
  };
}

export type ProfileStore = ReturnType<typeof createProfileStore>;
