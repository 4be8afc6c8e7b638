/**
 * /forgot/:token: choose the new password with the w-token of the address and the email /forgot kept in
 * this tab; then sign-in, with a toast saying it worked. A token the server no longer takes (expired or
 * used: W_TOKEN_INVALID) or a link opened where the email is not known (another tab or device) shows one
 * clear state with a way to start again. The page is a prerendered shell: the token comes from the path.
 */
import { useEffect, useState } from 'react';
import { m } from '../../../lib/i18n.ts';
import { api } from '../../../stores/api.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { DeadEnd, Leaving } from '../auth-states.tsx';
import { asPasswordField, NewPasswordForm } from '../new-password-form.tsx';
import { queueSignInNotice } from '../notices.ts';
import { forgetResetEmail, readResetEmail, tokenFromPath } from './reset-email.ts';

type State =
  | { readonly name: 'loading' }
  | { readonly name: 'ready'; readonly token: string; readonly email: string }
  | { readonly name: 'invalid' }
  | { readonly name: 'done' };

export default function ResetIsland() {
  const [state, setState] = useState<State>({ name: 'loading' });

  useEffect(() => {
    const token = tokenFromPath(location.pathname);
    const email = token === null ? null : readResetEmail(token);
    setState(token !== null && email !== null ? { name: 'ready', token, email } : { name: 'invalid' });
  }, []);

  if (state.name === 'loading') return <Spinner label={m.signin_loading()} />;
  if (state.name === 'done') return <Leaving text={m.reset_leaving()} />;
  if (state.name === 'invalid') {
    return (
      <DeadEnd
        id="reset-invalid-heading"
        tone="warning"
        title={m.reset_link_invalid_title()}
        body={m.reset_link_invalid_body()}
        href="/forgot"
        action={m.reset_start_again()}
        restart
      />
    );
  }

  const { token, email } = state;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{m.reset_for_email({ email })}</p>
      <NewPasswordForm
        id="reset-password"
        email={email}
        submitLabel={m.reset_save()}
        onSubmit={async (password) => {
          const result = await api.resetPassword({ body: { email, new_password: password } }, { wToken: token });
          if (result.status === false) {
            if (result.code !== 'W_TOKEN_INVALID') return asPasswordField(result, 'new_password');
            forgetResetEmail(token);
            setState({ name: 'invalid' });
            return undefined;
          }
          forgetResetEmail(token);
          queueSignInNotice('password-reset');
          setState({ name: 'done' });
          location.assign('/signin');
          return undefined;
        }}
      />
    </div>
  );
}
