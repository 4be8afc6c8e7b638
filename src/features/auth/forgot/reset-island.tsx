/**
 * /forgot/:token: choose the new password with the w-token of the address and the email /forgot kept in
 * this tab; then sign-in, with a toast saying it worked. A token the server no longer takes (expired or
 * used: W_TOKEN_INVALID) or a link opened where the email is not known (another tab or device) shows one
 * clear state with a way to start again. The page is a prerendered shell: the token comes from the path.
 */
import { useEffect, useRef, useState } from 'react';
import { m } from '../../../app/i18n.ts';
import { api } from '../../../lib/http/api.ts';
import { Alert } from '../../../ui/alert.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
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
  const invalidHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const token = tokenFromPath(location.pathname);
    const email = token === null ? null : readResetEmail(token);
    setState(token !== null && email !== null ? { name: 'ready', token, email } : { name: 'invalid' });
  }, []);
  useEffect(() => {
    if (state.name === 'invalid') invalidHeading.current?.focus();
  }, [state.name]);

  if (state.name === 'loading') return <Spinner label={m.signin_loading()} />;
  if (state.name === 'done') {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <span className="i-lucide-loader-circle animate-spin" aria-hidden="true" />
        {m.reset_leaving()}
      </p>
    );
  }
  if (state.name === 'invalid') {
    return (
      <section aria-labelledby="reset-invalid-heading" className="flex flex-col gap-4">
        <Alert tone="warning" icon="i-lucide-link-2-off">
          <h2 id="reset-invalid-heading" ref={invalidHeading} tabIndex={-1} className="font-semibold outline-none">
            {m.reset_link_invalid_title()}
          </h2>
          <p className="mt-1">{m.reset_link_invalid_body()}</p>
        </Alert>
        <a href="/forgot" className={buttonClass('primary', 'lg', false, true)}>
          <span className="i-lucide-rotate-ccw" aria-hidden="true" />
          {m.reset_start_again()}
        </a>
      </section>
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
