/**
 * The sign-in wizard (SPEC section 2: steps sign-in → verify). Tokens are kept only when the whole sign-in
 * succeeded; then the user goes to the `redirect` of the address, or home. Arriving after a session ran out
 * (`isSessionExpired`) says so.
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { m } from '../../../lib/i18n.ts';
import { useLazyModule } from '../../../lib/use-lazy-module.ts';
import { addToast } from '../../../stores/toasts.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Leaving } from '../auth-states.tsx';
import { takeSignInNotice } from '../notices.ts';
import { startSession } from '../session-start.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { type Credentials, type SecondFactorMethod, type SignInResult, signIn } from './sign-in.ts';

// Most accounts never see the code step: it loads when the first step is sent, not with the page.
const loadVerifyForm = () => import('./verify-form.tsx');

type Step = { readonly name: 'sign-in' } | { readonly name: 'verify'; readonly method: SecondFactorMethod };

export default function SignInIsland() {
  const [step, setStep] = useState<Step>({ name: 'sign-in' });
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [expired, setExpired] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const VerifyForm = useLazyModule(loadVerifyForm, credentials !== null)?.VerifyForm;

  useEffect(() => {
    setExpired(new URLSearchParams(location.search).has('isSessionExpired'));
    // A page that sent the user here may have left word (a password reset that worked).
    if (takeSignInNotice() === 'password-reset') {
      addToast({ title: m.reset_done_toast(), description: m.reset_done_toast_body(), color: 'success' });
    }
  }, []);
  // A new step moves focus to its heading, so keyboard and screen-reader users know where they are.
  useEffect(() => {
    if (step.name === 'verify') stepHeading.current?.focus();
  }, [step]);

  /** Signs in, or says what stands in the way; the failure goes back to the form that asked. */
  function settle(result: SignInResult): ApiFailure | undefined {
    if (result.kind === 'failed') return result.failure;
    if (result.kind === 'verify') {
      setStep({ name: 'verify', method: result.method });
      return undefined;
    }
    setLeaving(true);
    startSession(result.tokens);
    return undefined;
  }

  if (leaving) {
    return <Leaving text={m.signin_signing_in()} />;
  }

  if (step.name === 'verify' && credentials !== null) {
    return (
      <section aria-labelledby="sign-in-verify-heading" className="flex flex-col gap-4">
        <h2 id="sign-in-verify-heading" ref={stepHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {m.signin_verify_heading()}
        </h2>
        {VerifyForm ? (
          <VerifyForm
            method={step.method}
            email={credentials.email}
            onSubmit={async (code) => settle(await signIn(credentials, code))}
            onResend={async () => {
              const result = await signIn(credentials);
              return result.kind === 'failed' ? result.failure : undefined;
            }}
            onBack={() => setStep({ name: 'sign-in' })}
          />
        ) : (
          <Spinner label={m.signin_loading()} />
        )}
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {expired ? (
        <Alert tone="warning" title={m.signin_session_expired()} icon="i-lucide-clock-alert">
          {m.signin_session_expired_hint()}
        </Alert>
      ) : null}
      <CredentialsForm
        initial={credentials}
        onSubmit={async (typed) => {
          setCredentials(typed);
          void loadVerifyForm();
          return settle(await signIn(typed));
        }}
      />
    </div>
  );
}
