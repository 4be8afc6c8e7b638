/**
 * Signs out of this tab and every other open tab: revokes the session on the server (DELETE /logout,
 * briefly), then logs out locally (src/app/sign-out.ts). A second click while it runs does nothing.
 */
import { useState } from 'react';
import { m } from '../../lib/i18n.ts';
import { signOut } from '../sign-out.ts';

/** The navigation's sign-out button. */
export default function SignOutButton() {
  const [leaving, setLeaving] = useState(false);
  function leave() {
    if (leaving) return;
    setLeaving(true);
    void signOut();
  }
  return (
    <button
      type="button"
      onClick={leave}
      aria-busy={leaving || undefined}
      className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-[0.95rem] font-medium text-fg hover:bg-surface-2 focus-ring aria-busy:cursor-progress"
    >
      <span
        className={`${leaving ? 'i-lucide-loader-circle animate-spin' : 'i-lucide-log-out'} text-lg shrink-0`}
        aria-hidden="true"
      />
      {m.nav_sign_out()}
    </button>
  );
}
