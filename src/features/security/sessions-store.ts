/**
 * Recent sign-ins (GET /sessions) and "sign out everywhere else" (POST /sessions/revoke-others): asked first in a
 * dialog that says how many devices it ends; the count the server answers is said in a toast, and the list is
 * read again. The rows are written by sessions.ts.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { SignInSessionType } from '../../contract/calls/security.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { createScreenRun } from '../../stores/kit/page-env.ts';

export type SessionsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly sessions: readonly SignInSessionType[] }
  | { readonly status: 'error'; readonly failure: ApiFailure };

export interface RevokeState {
  readonly busy: boolean;
  readonly failure: ApiFailure | null;
}

export interface SessionsStoreOptions {
  readonly api: Pick<Api, 'listSessions' | 'revokeOtherSessions'>;
  /** Says how many sessions ended (the page's toasts). */
  readonly announce: (revoked: number) => void;
  readonly refused?: () => boolean;
}

export function createSessionsStore(options: SessionsStoreOptions) {
  const { api, announce } = options;
  const $state = atom<SessionsState>({ status: 'loading' });
  /** The "sign out everywhere else" dialog, when open. */
  const $revoke = atom<RevokeState | null>(null);
  const run = createScreenRun({ load, ...(options.refused ? { refused: options.refused } : {}) });

  async function load(): Promise<void> {
    const answer = await api.listSessions();
    if (!run.isRunning()) return;
    $state.set(
      answer.status === false ? { status: 'error', failure: answer } : { status: 'ready', sessions: answer.data },
    );
  }

  async function revoke(): Promise<void> {
    const dialog = $revoke.get();
    if (dialog === null || dialog.busy) return;
    $revoke.set({ busy: true, failure: null });
    const answer = await api.revokeOtherSessions();
    if (answer.status === false) {
      $revoke.set({ busy: false, failure: answer });
      return;
    }
    $revoke.set(null);
    announce(answer.data.revoked);
    await load();
  }

  return {
    $state: $state as ReadableAtom<SessionsState>,
    $revoke: $revoke as ReadableAtom<RevokeState | null>,
    start: run.start,
    reload(): void {
      $state.set({ status: 'loading' });
      void load();
    },
    askRevoke: () => $revoke.set({ busy: false, failure: null }),
    cancelRevoke: () => $revoke.set(null),
    revoke,
  };
}

export type SessionsStore = ReturnType<typeof createSessionsStore>;
