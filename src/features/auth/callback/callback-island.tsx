/**
 * /callback (PRODUCT.md section 4): completes a sign-in a link hands over in the URL fragment. The fragment
 * is read and removed from the address and from history as this module runs — before React renders, before
 * anything else can read or record it — then the tokens are kept and the user goes to `redirect` (on this
 * site) or home. A missing or malformed fragment says so, with the way to sign in.
 */
import { useEffect, useState } from 'react';
import { m } from '../../../lib/i18n.ts';
import { DeadEnd, Leaving } from '../auth-states.tsx';
import { startSession } from '../session-start.ts';
import { parseCallbackFragment } from './fragment.ts';

/** The fragment as the page opened with it; the address keeps only path and query. */
function takeFragment(): string {
  if (typeof window === 'undefined') return '';
  const { hash, pathname, search } = window.location;
  if (hash) history.replaceState(history.state, '', pathname + search);
  return hash;
}

const fragment = takeFragment();

export default function CallbackIsland() {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const tokens = parseCallbackFragment(fragment);
    if (tokens === null) setFailed(true);
    else startSession(tokens);
  }, []);

  if (!failed) return <Leaving text={m.signin_signing_in()} />;
  return (
    <DeadEnd
      id="callback-failed-heading"
      tone="danger"
      title={m.callback_failed_title()}
      body={m.callback_failed_body()}
      href="/signin"
      action={m.auth_go_sign_in()}
    />
  );
}
