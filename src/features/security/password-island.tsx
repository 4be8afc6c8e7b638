/**
 * The password card of /setting/security (password-store.ts): the current and the new password with sign-up's
 * strength hint, then the second factor's code, then word that the other devices were signed out. The steps load
 * as the card hydrates (password-steps.tsx).
 */
import { useEffect, useMemo, useRef } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { $profile } from '../../stores/profile.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { createPasswordChange } from './password-store.ts';

const loadSteps = () => import('./password-steps.tsx');

export default function PasswordIsland() {
  const change = useMemo(() => createPasswordChange({ api }), []);
  const { step } = useStore(change.$state);
  const profile = useStore($profile, null);
  const steps = useLazyModule(loadSteps, true);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // Each step's arrival moves focus to the card's heading, as the wizards do.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `step` is what the effect follows.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  return (
    <section aria-labelledby="security-password-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="security-password-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {step === 'confirm' ? m.security_password_confirm_heading() : m.security_password_heading()}
        </h2>
        {step === 'form' ? <p className="text-sm text-muted">{m.security_password_lead()}</p> : null}
      </div>
      {steps === null ? (
        <Spinner label={m.security_loading()} />
      ) : step === 'form' ? (
        <steps.PasswordForm change={change} email={profile?.email ?? ''} />
      ) : step === 'confirm' ? (
        <steps.ConfirmPassword change={change} />
      ) : (
        <div className="flex flex-col gap-4">
          <Alert tone="success" title={m.security_password_done_title()} live>
            {m.security_password_done_text()}
          </Alert>
          <div>
            <Button variant="secondary" onClick={change.reset}>
              {m.security_password_done_ok()}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
