/**
 * Mounted on every authenticated page (Root.astro). Renders nothing in the first load: once the client
 * guard's profile is in (a signed-in session), it loads the session module — the bootstrap and the
 * inactivity dialog (./session-ui.tsx) — so none of it weighs on first paint.
 */
import { useEffect, useState } from 'react';
import { readCookie } from '../../lib/cookies.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { ensureProfile } from '../../stores/profile.ts';

const loadSessionUi = () => import('./session-ui.tsx');

export default function SessionIsland() {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    if (!readCookie(document.cookie, 'access_token')) return;
    // Offline or a 5xx: no bootstrap on this page; the next navigation tries again.
    ensureProfile().then(
      () => setSignedIn(true),
      () => undefined,
    );
  }, []);
  const SessionUi = useLazyModule(loadSessionUi, signedIn)?.default;
  return SessionUi ? <SessionUi /> : null;
}
