/**
 * /set-password?token=… (SPEC section 7, Delegation): the link a director's team member gets by email, for
 * an invitation or a password reset the director asked for. Choosing the password accepts it and signs the
 * member in. An expired invitation goes to /invitation-expired, which offers a new one; a link that was
 * used or replaced (or no token at all) says so, with the way to sign in.
 */
import { useEffect, useState } from 'react';
import { m } from '../../../lib/i18n.ts';
import { api } from '../../../stores/api.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { DeadEnd, Leaving } from '../auth-states.tsx';
import { NewPasswordForm } from '../new-password-form.tsx';
import { startSession } from '../session-start.ts';

type State =
  | { readonly name: 'loading' }
  | { readonly name: 'ready'; readonly token: string }
  | { readonly name: 'invalid' }
  | { readonly name: 'leaving' };

export default function SetPasswordIsland() {
  const [state, setState] = useState<State>({ name: 'loading' });

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token');
    setState(token ? { name: 'ready', token } : { name: 'invalid' });
  }, []);

  if (state.name === 'loading') return <Spinner label={m.signin_loading()} />;
  if (state.name === 'leaving') return <Leaving text={m.signin_signing_in()} />;
  if (state.name === 'invalid') {
    return (
      <DeadEnd
        id="invitation-invalid-heading"
        tone="warning"
        title={m.invitation_invalid_title()}
        body={m.invitation_invalid_body()}
        href="/signin"
        action={m.auth_go_sign_in()}
      />
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
