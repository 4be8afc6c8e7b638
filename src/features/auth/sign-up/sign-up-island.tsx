/**
 * The sign-up wizard's island (issue 4; on the wizard store since issue 11): it renders `signUp`
 * (sign-up-store.ts) in the shared wizard frame and calls its actions. The browser's Back and Forward walk
 * the steps; each new step moves focus to its heading.
 */
import { useEffect } from 'react';
import { m } from '../../../lib/i18n.ts';
import { useLazyModule } from '../../../lib/use-lazy-module.ts';
import { useStore } from '../../../lib/use-store.ts';
import { $countries } from '../../../stores/countries.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { WizardView } from '../../../ui/wizard-view.tsx';
import { Leaving } from '../auth-states.tsx';
import { DetailsForm } from './details-form.tsx';
import { detailsOf, isEmailVerified, loadLaterSteps, type SignUpStep, signUp } from './sign-up-store.ts';

function stepLabel(step: SignUpStep): string {
  if (step === 'verify') return m.signup_step_verify();
  if (step === 'create') return m.signup_step_create();
  return m.signup_step_details();
}

function stepHeading(step: SignUpStep): string {
  if (step === 'verify') return m.signup_verify_heading();
  if (step === 'create') return m.signup_create_heading();
  return m.signup_details_heading();
}

export default function SignUpIsland() {
  const { wizard } = signUp;
  const { step, data, errors, submitting, restored } = useStore(wizard.$state);
  const delivery = useStore(signUp.$delivery);
  const leaving = useStore(signUp.$leaving);
  const countries = useStore($countries);
  const later = useLazyModule(loadLaterSteps, step !== 'details');

  useEffect(() => signUp.start(location.search), []);

  if (leaving) {
    return <Leaving text={m.signup_creating()} />;
  }

  const details = detailsOf(data);
  const email = data.details?.email ?? '';
  let content: React.ReactNode;
  if (step === 'details' || details === null) {
    content = (
      <DetailsForm
        // Re-read the initial values when the referral or a restored draft arrives after the first render.
        key={`${data.referral}|${restored}`}
        initial={data.details === null ? null : { ...data.details, password: data.password }}
        initialErrors={errors.details}
        referral={data.referral}
        onSubmit={signUp.submitDetails}
      />
    );
  } else if (later === null) {
    content = <Spinner label={m.signin_loading()} />;
  } else if (step === 'verify' && isEmailVerified(data)) {
    content = (
      <later.VerifiedEmail email={email} onContinue={signUp.continueToCreate} onChangeEmail={signUp.editDetails} />
    );
  } else if (step === 'verify') {
    content = (
      <later.VerifyEmailForm
        email={email}
        delivery={delivery}
        notice={data.lapsed ? m.signup_verify_lapsed() : null}
        onSubmit={signUp.submitCode}
        onResend={signUp.resendCode}
        onChangeEmail={signUp.editDetails}
      />
    );
  } else {
    content = (
      <later.CreateStep
        details={details}
        country={
          countries.status === 'ready'
            ? countries.countries.find((country) => country.iso_code2 === details.country)
            : undefined
        }
        pending={submitting}
        errors={errors.create?.['']}
        onCreate={() => void signUp.create()}
        onEdit={signUp.editDetails}
      />
    );
  }

  return (
    <WizardView wizard={wizard} label={m.signup_steps_label()} stepLabel={stepLabel} heading={stepHeading}>
      {content}
    </WizardView>
  );
}
