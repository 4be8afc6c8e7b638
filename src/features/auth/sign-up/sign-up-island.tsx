/**
 * The sign-up wizard (issue 4): details → verify email → create. The details are kept by the wizard, so
 * nothing typed is lost going back, on a refusal, or when the server sends the user to an earlier step
 * (EMAIL_TAKEN or a refused field → details; EMAIL_NOT_VERIFIED, the 30-minute verification lapsed →
 * verify). Each new step moves focus to its heading. A created account is signed in (startSession).
 */
import { useEffect, useRef, useState } from 'react';
import { m } from '../../../lib/i18n.ts';
import { useLazyModule } from '../../../lib/use-lazy-module.ts';
import { useStore } from '../../../lib/use-store.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { Stepper } from '../../../ui/stepper.tsx';
import { Leaving } from '../auth-states.tsx';
import { $countries } from './countries.ts';
import { DetailsForm } from './details-form.tsx';
import { isVerified, RESEND_AFTER_MS, register, type SignUpDetails, sendCode, verifyCode } from './sign-up.ts';
import type { CodeDelivery } from './verify-email-form.tsx';

// The later steps load when the details are sent, not with the page.
const loadLaterSteps = () => import('./later-steps.ts');

const STEPS = ['details', 'verify', 'create'] as const;
type StepName = (typeof STEPS)[number];

const REFERRAL_MAX_LENGTH = 32;

function stepLabel(step: StepName): string {
  if (step === 'verify') return m.signup_step_verify();
  if (step === 'create') return m.signup_step_create();
  return m.signup_step_details();
}

function stepHeading(step: StepName): string {
  if (step === 'verify') return m.signup_verify_heading();
  if (step === 'create') return m.signup_create_heading();
  return m.signup_details_heading();
}

export default function SignUpIsland() {
  const [step, setStep] = useState<StepName>('details');
  // Counts moves between steps (a return to the same step too): each one focuses the step's heading.
  const [moves, setMoves] = useState(0);
  const [details, setDetails] = useState<SignUpDetails | null>(null);
  const [detailErrors, setDetailErrors] = useState<Record<string, string[]> | undefined>(undefined);
  const [referral, setReferral] = useState('');
  const [delivery, setDelivery] = useState<CodeDelivery>({ state: 'sending' });
  const lastSent = useRef<{ email: string; resendAt: number } | null>(null);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const countries = useStore($countries);
  const later = useLazyModule(loadLaterSteps, details !== null);

  useEffect(() => {
    const ref = new URLSearchParams(location.search).get('ref')?.trim();
    if (ref) setReferral(ref.slice(0, REFERRAL_MAX_LENGTH));
  }, []);
  useEffect(() => {
    if (moves > 0) heading.current?.focus();
  }, [moves]);

  function go(next: StepName) {
    setStep(next);
    setMoves((count) => count + 1);
  }

  /** POST /otp/send-mail for the email, unless a code went to it less than a minute ago. */
  async function deliverCode(email: string) {
    const sent = lastSent.current;
    if (sent !== null && sent.email === email && Date.now() < sent.resendAt) {
      setDelivery({ state: 'sent', resendAt: sent.resendAt });
      return;
    }
    setDelivery({ state: 'sending' });
    const failure = await sendCode(email);
    if (failure === undefined) {
      const resendAt = Date.now() + RESEND_AFTER_MS;
      lastSent.current = { email, resendAt };
      setDelivery({ state: 'sent', resendAt });
    } else {
      setDelivery({ state: 'failed', failure, resendAt: Date.now() + (failure.retryAfter ?? 0) * 1000 });
    }
  }

  function toVerify(email: string, lapsed: boolean) {
    setNotice(lapsed ? m.signup_verify_lapsed() : null);
    go('verify');
    void deliverCode(email);
  }

  function toDetails(errors?: Record<string, string[]>) {
    setDetailErrors(errors);
    go('details');
  }

  async function submitDetails(typed: SignUpDetails) {
    void loadLaterSteps();
    setDetails(typed);
    setDetailErrors(undefined);
    // Verified a moment ago (a step back) or within the server's 30 minutes (a reload): no new code.
    if (verifiedEmail === typed.email || (await isVerified(typed.email))) {
      setVerifiedEmail(typed.email);
      setNotice(null);
      go('create');
    } else {
      toVerify(typed.email, false);
    }
    return undefined;
  }

  async function create(typed: SignUpDetails) {
    const result = await register(typed);
    if (result.kind === 'created') {
      setLeaving(true);
      (await loadLaterSteps()).startSession(result.tokens);
      return undefined;
    }
    const { failure } = result;
    if (failure.code === 'EMAIL_NOT_VERIFIED') {
      setVerifiedEmail(null);
      toVerify(typed.email, true);
      return undefined;
    }
    if (failure.code === 'EMAIL_TAKEN') {
      toDetails({ email: [m.signup_email_registered()] });
      return undefined;
    }
    // WEAK_PASSWORD and other refused fields: beside the field they are about.
    if (failure.errors !== undefined) {
      toDetails(failure.errors);
      return undefined;
    }
    return failure;
  }

  if (leaving) {
    return <Leaving text={m.signup_creating()} />;
  }

  const email = details?.email ?? '';
  let content: React.ReactNode;
  if (step === 'details' || details === null) {
    content = (
      <DetailsForm
        key={referral}
        initial={details}
        initialErrors={detailErrors}
        referral={referral}
        onSubmit={submitDetails}
      />
    );
  } else if (later === null) {
    content = <Spinner label={m.signin_loading()} />;
  } else if (step === 'verify') {
    content = (
      <later.VerifyEmailForm
        email={email}
        delivery={delivery}
        notice={notice}
        onSubmit={async (code) => {
          const failure = await verifyCode(email, code);
          if (failure !== undefined) return failure;
          // That code is used up: should the verification lapse, the next visit here sends a new one at once.
          lastSent.current = null;
          setVerifiedEmail(email);
          setNotice(null);
          go('create');
          return undefined;
        }}
        onResend={async () => {
          const failure = await sendCode(email);
          if (failure === undefined) lastSent.current = { email, resendAt: Date.now() + RESEND_AFTER_MS };
          return failure;
        }}
        onChangeEmail={() => toDetails()}
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
        onCreate={() => create(details)}
        onEdit={() => toDetails()}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Stepper
        steps={STEPS.map((id) => ({ id, label: stepLabel(id) }))}
        current={STEPS.indexOf(step)}
        label={m.signup_steps_label()}
      />
      <section aria-labelledby="sign-up-step-heading" className="flex flex-col gap-5">
        <h2 id="sign-up-step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {stepHeading(step)}
        </h2>
        {content}
      </section>
    </div>
  );
}
