/**
 * The recent sign-ins card of /setting/security (sessions-store.ts, rows by sessions.ts): each signed-in device
 * with where and when, this one marked, the first few until "Show more", and "Sign out everywhere else" asked first
 * in a dialog.
 */
import { useEffect, useMemo, useState } from 'react';
import type { SignInSessionType } from '../../contract/calls/security.ts';
import { failureText } from '../../lib/failure-text.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { addToast } from '../../stores/toasts.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { type Moment, othersCount, type SessionRow, sessionRows, shownRows } from './sessions.ts';
import { createSessionsStore, type SessionsStore } from './sessions-store.ts';

function When({ label, moment }: { readonly label: (time: string) => string; readonly moment: Moment }) {
  return (
    <span>
      {label(moment.relative)}{' '}
      <time dateTime={moment.iso} className="whitespace-nowrap">
        ({moment.exact})
      </time>
    </span>
  );
}

function Row({ row }: { readonly row: SessionRow }) {
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0" data-testid="sign-in-row">
      <span
        className={`${row.mobile ? 'i-lucide-smartphone' : 'i-lucide-monitor'} mt-0.5 shrink-0 text-xl text-muted`}
        aria-hidden="true"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="min-w-0 break-words">{row.device}</span>
          {row.current ? <Badge label={m.security_sessions_this_device()} tone="success" /> : null}
        </p>
        <p className="break-words text-sm text-muted">{row.place}</p>
        <p className="flex flex-col text-sm text-muted">
          <When label={(time) => m.security_sessions_active({ time })} moment={row.lastActive} />
          <When label={(time) => m.security_sessions_signed_in({ time })} moment={row.signedIn} />
        </p>
      </div>
    </li>
  );
}

function RevokeDialog({ store, count }: { readonly store: SessionsStore; readonly count: number }) {
  const revoke = useStore(store.$revoke);
  if (revoke === null) return null;
  return (
    <Dialog
      open
      size="sm"
      onClose={store.cancelRevoke}
      title={m.security_sessions_revoke_title()}
      description={m.security_sessions_revoke_text({ count: String(count) })}
      footer={
        <>
          <Button variant="ghost" onClick={store.cancelRevoke} disabled={revoke.busy}>
            {m.security_cancel()}
          </Button>
          <Button variant="danger" loading={revoke.busy} onClick={() => void store.revoke()}>
            {m.security_sessions_revoke_confirm()}
          </Button>
        </>
      }
    >
      {revoke.failure ? (
        <Alert tone="danger" live>
          {failureText(revoke.failure)}
        </Alert>
      ) : null}
    </Dialog>
  );
}

/** The rows, the first few until "Show more". */
function SessionList({ sessions }: { readonly sessions: readonly SignInSessionType[] }) {
  const [all, setAll] = useState(false);
  const { rows, more } = shownRows(sessionRows(sessions, getLocale(), Date.now()), all);
  return (
    <div className="flex flex-col gap-2">
      <ul className="divide-y divide-border">
        {rows.map((row) => (
          <Row key={row.id} row={row} />
        ))}
      </ul>
      {more > 0 ? (
        <div>
          <Button variant="ghost" icon="i-lucide-chevron-down" onClick={() => setAll(true)}>
            {m.security_sessions_more({ count: String(more) })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export default function SessionsIsland() {
  const store = useMemo(
    () =>
      createSessionsStore({
        api,
        announce: (revoked) =>
          addToast({ title: m.security_sessions_revoked({ count: String(revoked) }), color: 'success' }),
      }),
    [],
  );
  const state = useStore(store.$state);
  useEffect(() => store.start(), [store]);

  const body =
    state.status === 'loading' ? (
      <Spinner label={m.security_sessions_loading()} />
    ) : state.status === 'error' ? (
      <FailureAlert
        offline={!navigator.onLine}
        failure={state.failure}
        title={m.security_sessions_failed()}
        offlineText={m.security_offline()}
        onRetry={store.reload}
      />
    ) : (
      <>
        <SessionList sessions={state.sessions} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <p className="text-sm text-muted">
            {othersCount(state.sessions) === 0 ? m.security_sessions_only_this() : m.security_sessions_others_hint()}
          </p>
          <Button
            variant="secondary"
            icon="i-lucide-log-out"
            disabled={othersCount(state.sessions) === 0}
            onClick={store.askRevoke}
          >
            {m.security_sessions_revoke()}
          </Button>
        </div>
        <RevokeDialog store={store} count={othersCount(state.sessions)} />
      </>
    );

  return (
    <section aria-labelledby="security-sessions-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="security-sessions-heading" className="text-xl font-semibold">
          {m.security_sessions_heading()}
        </h2>
        <p className="text-sm text-muted">{m.security_sessions_lead()}</p>
      </div>
      {body}
    </section>
  );
}
