/**
 * The signed-in page's session work: starts the bootstrap, and shows the inactivity dialog while the
 * countdown runs (PRODUCT.md section 4) — "Stay signed in" (in every tab) or "Sign out".
 */
import { useEffect, useState } from 'react';
import { signOut } from '../../app/sign-out.ts';
import { m } from '../../lib/i18n.ts';
import { formatSeconds, useCountdown } from '../../lib/use-countdown.ts';
import { useStore } from '../../lib/use-store.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { startBootstrap } from './bootstrap.ts';
import { $inactivity, staySignedIn } from './inactivity-watch.ts';

function InactivityDialog({ logoutAt }: { logoutAt: number }) {
  const left = useCountdown(logoutAt);
  const [leaving, setLeaving] = useState(false);
  function leave() {
    setLeaving(true);
    void signOut();
  }
  return (
    <Dialog
      open
      size="sm"
      // Escape or the close button: the user is clearly there.
      onClose={staySignedIn}
      title={m.session_idle_title()}
      description={m.session_idle_body()}
      footer={
        <>
          <Button variant="secondary" loading={leaving} onClick={leave}>
            {m.session_idle_sign_out()}
          </Button>
          <Button variant="primary" data-autofocus onClick={staySignedIn} disabled={leaving}>
            {m.session_idle_stay()}
          </Button>
        </>
      }
    >
      <p className="flex items-baseline justify-center gap-3">
        <span className="text-sm text-muted">{m.session_idle_time_left()}</span>
        <span role="timer" className="font-mono text-3xl font-semibold tabular-nums" data-testid="idle-countdown">
          {formatSeconds(left)}
        </span>
      </p>
    </Dialog>
  );
}

export default function SessionUi() {
  useEffect(startBootstrap, []);
  const phase = useStore($inactivity);
  return phase?.kind === 'warning' ? <InactivityDialog logoutAt={phase.logoutAt} /> : null;
}
