/**
 * /referral's figures (GET /referrals/stats): the code and sign-up link to share, and what the programme brought
 * in. Read when the screen starts, and again, figures kept on screen, when a referred customer signs up or moves on
 * (`refresh`, live.ts); the referred customers are their own list (referees-store.ts).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ReferralStatsType } from '../../contract/calls/referral.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { api as browserApi } from '../../stores/api.ts';
import { failureStatus } from '../../stores/kit/calls.ts';
import { browserPage, createScreenRun, type PageEnv } from '../../stores/kit/page-env.ts';

export type StatsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly stats: ReferralStatsType }
  | { readonly status: 'error'; readonly failure: ApiFailure }
  | { readonly status: 'offline'; readonly failure: ApiFailure };

export interface StatsStoreOptions {
  readonly api?: Pick<Api, 'getReferralStats'>;
  /** The browser page (the connection); unit tests pass a fake one. */
  readonly env?: Pick<PageEnv, 'online' | 'on' | 'refused'>;
}

export interface StatsStore {
  readonly $state: ReadableAtom<StatsState>;
  /** Reads the figures, and again when the connection comes back after failing offline; returns the stop function. */
  start(): () => void;
  retry(): void;
  /** Reads the figures again keeping the ones shown meanwhile, and after a failed read (the next change or reconnect tries again). */
  refresh(): void;
}

export function createStatsStore(options: StatsStoreOptions = {}): StatsStore {
  const api = options.api ?? browserApi;
  const env = options.env ?? browserPage;
  const $state = atom<StatsState>({ status: 'loading' });
  const run = createScreenRun({ load, refused: env.refused });

  async function load(quiet = false): Promise<void> {
    if (!quiet) $state.set({ status: 'loading' });
    const answer = await api.getReferralStats({});
    if (!run.isRunning()) return;
    if (answer.status !== false) $state.set({ status: 'ready', stats: answer.data });
    else if (!quiet) $state.set({ status: failureStatus(answer, env.online()), failure: answer });
  }

  return {
    $state,
    start() {
      const stop = run.start();
      const unfollow = env.on('online', () => {
        if ($state.get().status === 'offline' && run.isRunning()) void load();
      });
      return () => {
        unfollow();
        stop();
      };
    },
    retry() {
      if (run.isRunning()) void load();
    },
    refresh() {
      if (!run.isRunning()) return;
      // Figures on screen stay while they are read again; a failure or a first read in progress shows as before.
      void load($state.get().status === 'ready');
    },
  };
}

export const referralStats = createStatsStore();
