/**
 * Signs out of this tab and every other open tab. TODO(issue 4): call DELETE /logout before the
 * local logout once the API client exists.
 */
import { m } from '../i18n.ts';
import { logoutLocally } from '../session.ts';

/** The navigation's sign-out button. */
export default function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => logoutLocally()}
      className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-[0.95rem] font-medium text-fg hover:bg-surface-2 focus-ring"
    >
      <span className="i-lucide-log-out text-lg shrink-0" aria-hidden="true" />
      {m.nav_sign_out()}
    </button>
  );
}
