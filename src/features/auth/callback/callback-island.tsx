/**
 * /callback (PRODUCT.md section 4): completes a sign-in a link hands over in the URL fragment. The fragment
 * is read and removed from the address and from history as this module runs — before React renders, before
 * anything else can read or record it — then the tokens are kept and the user goes to `redirect` (on this
 * site) or home. A missing or malformed fragment says so, with the way to sign in.
 */
import { useEffect, useRef, useState } from 'react';
import { m } from '../../../app/i18n.ts';
import { Alert } from '../../../ui/alert.tsx';
import { buttonClass } from '../../../ui/button.tsx';
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
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const tokens = parseCallbackFragment(fragment);
    if (tokens === null) setFailed(true);
    else startSession(tokens);
  }, []);
  useEffect(() => {
    if (failed) heading.current?.focus();
  }, [failed]);

  if (!failed) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <span className="i-lucide-loader-circle animate-spin" aria-hidden="true" />
        {m.signin_signing_in()}
      </p>
    );
  }
  return (
    <section aria-labelledby="callback-failed-heading" className="flex flex-col gap-4">
      <Alert tone="danger" icon="i-lucide-link-2-off">
        <h2 id="callback-failed-heading" ref={heading} tabIndex={-1} className="font-semibold outline-none">
          {m.callback_failed_title()}
        </h2>
        <p className="mt-1">{m.callback_failed_body()}</p>
      </Alert>
      <a href="/signin" className={buttonClass('primary', 'lg', false, true)}>
        {m.auth_go_sign_in()}
        <span className="i-lucide-arrow-right" aria-hidden="true" />
      </a>
    </section>
  );
}
