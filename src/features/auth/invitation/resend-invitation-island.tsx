/**
 * /invitation-expired?token=…: the prerendered page explains; this offers to mail a new invitation for the
 * expired link's token. Without a token there is nothing to renew and it shows nothing.
 */
import { useEffect, useState } from 'react';
import { failureText } from '../../../lib/failure-text.ts';
import { getLocale, m } from '../../../lib/i18n.ts';
import { INTL_LOCALE } from '../../../lib/locale.ts';
import { api } from '../../../stores/api.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';

type State =
  | { readonly name: 'idle' }
  | { readonly name: 'sent'; readonly until: string }
  | { readonly name: 'invalid' }
  | { readonly name: 'failed'; readonly text: string; readonly code: string | undefined };

/** `15:28 30/11/2026` / `11/30/2026, 3:28 PM`: Intl, so the page does not load dayjs for one date. */
function dateTime(iso: string): string {
  const options = { day: '2-digit', month: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
  return new Intl.DateTimeFormat(INTL_LOCALE[getLocale()], options).format(Date.parse(iso));
}

export default function ResendInvitationIsland() {
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>({ name: 'idle' });
  const [sending, setSending] = useState(false);

  useEffect(() => setToken(new URLSearchParams(location.search).get('token')), []);

  if (!token) return null;

  async function resend(current: string) {
    if (sending) return;
    setSending(true);
    const result = await api.resendInvitation({ body: { token: current } });
    setSending(false);
    if (result.status !== false) setState({ name: 'sent', until: result.data.link_expires_at });
    else if (result.code === 'INVITATION_INVALID') setState({ name: 'invalid' });
    else setState({ name: 'failed', text: failureText(result), code: result.code });
  }

  return (
    <div className="mb-6 flex flex-col items-center gap-4 text-left">
      <div aria-live="polite" className="w-full empty:hidden">
        {state.name === 'sent' ? (
          <Alert tone="success" title={m.invitation_resent_title()}>
            {m.invitation_resent_body({ date: dateTime(state.until) })}
          </Alert>
        ) : state.name === 'invalid' ? (
          <Alert tone="warning">{m.invitation_resend_invalid()}</Alert>
        ) : state.name === 'failed' ? (
          // INVITATION_ALREADY_ACCEPTED reads "…Please sign in." (the sign-in button is below); RATE_LIMITED when.
          <Alert tone={state.code === 'INVITATION_ALREADY_ACCEPTED' ? 'warning' : 'danger'}>{state.text}</Alert>
        ) : null}
      </div>
      {state.name === 'idle' || (state.name === 'failed' && state.code !== 'INVITATION_ALREADY_ACCEPTED') ? (
        <>
          <p className="text-center text-muted">{m.invitation_resend_lead()}</p>
          <Button type="button" size="lg" icon="i-lucide-send" loading={sending} onClick={() => resend(token)}>
            {m.invitation_resend_submit()}
          </Button>
        </>
      ) : null}
    </div>
  );
}
