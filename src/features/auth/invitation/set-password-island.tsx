/**
 * /set-password?token=… (SPEC section 7, Delegation): the link a director's team member gets by email, for
 * an invitation or a password reset the director asked for. Choosing the password accepts it and signs the
 * member in. An expired invitation goes to /invitation-expired, which offers a new one; a link that was
 * used or replaced (or no token at all) says so, with the way to sign in.
 */
import { useEffect, useRef, useState } from 'react';
import { m } from '../../../app/i18n.ts';
import { api } from '../../../lib/http/api.ts';
import { Alert } from '../../../ui/alert.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { NewPasswordForm } from '../new-password-form.tsx';
import { startSession } from '../session-start.ts';

type State =
  | { readonly name: 'loading' }
  | { readonly name: 'ready'; readonly token: string }
  | { readonly name: 'invalid' }
  | { readonly name: 'leaving' };

export default function SetPasswordIsland() {
  const [state, setState] = useState<State>({ name: 'loading' });
  const invalidHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token');
    setState(token ? { name: 'ready', token } : { name: 'invalid' });
  }, []);
  useEffect(() => {
    if (state.name === 'invalid') invalidHeading.current?.focus();
  }, [state.name]);

  if (state.name === 'loading') return <Spinner label={m.signin_loading()} />;
  if (state.name === 'leaving') {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <span className="i-lucide-loader-circle animate-spin" aria-hidden="true" />
        {m.signin_signing_in()}
      </p>
    );
  }
  if (state.name === 'invalid') {
    return (
      <section aria-labelledby="invitation-invalid-heading" className="flex flex-col gap-4">
        <Alert tone="warning" icon="i-lucide-link-2-off">
          <h2 id="invitation-invalid-heading" ref={invalidHeading} tabIndex={-1} className="font-semibold outline-none">
            {m.invitation_invalid_title()}
          </h2>
          <p className="mt-1">{m.invitation_invalid_body()}</p>
        </Alert>
        <a href="/signin" className={buttonClass('primary', 'lg', false, true)}>
          {m.auth_go_sign_in()}
          <span className="i-lucide-arrow-right" aria-hidden="true" />
        </a>
      </section>
    );
  }

  const { token } = state;
  return (
    <NewPasswordForm
      id="set-password"
      submitLabel={m.set_password_submit()}
      onSubmit={async (password) => {
        const result = await api.acceptInvitation({ body: { token, password } });
        if (result.status === false) {
          if (result.code === 'INVITATION_EXPIRED') {
            location.assign(`/invitation-expired?${new URLSearchParams({ token })}`);
            return undefined;
          }
          if (result.code === 'INVITATION_INVALID') {
            setState({ name: 'invalid' });
            return undefined;
          }
          return result;
        }
        setState({ name: 'leaving' });
        // A team member starts at home: the link's address carries no redirect of its own.
        startSession(result.data, '/');
        return undefined;
      }}
    />
  );
}
