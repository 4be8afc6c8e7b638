/**
 * A verification run on screen (loaded when one starts): the kit's wizard frame over the run's steps, whether
 * the draft is saved (with a retry when it is not) and the way back to the overview, the reason of a rejection
 * being answered, and the current step's form. The frame's button sends the step's form.
 */
import { failureText } from '../../lib/failure-text.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { WizardView } from '../../ui/wizard-view.tsx';
import { AddressStep } from './address-step.tsx';
import { BusinessStep } from './business-step.tsx';
import { CountryStep } from './country-step.tsx';
import { DOCUMENTS_FORM, DocumentsStep } from './documents-step.tsx';
import type { SaveState, VerificationFlow } from './flow-store.ts';
import { IdentityStep } from './identity-step.tsx';
import { STEP_LABELS, stepHeading } from './labels.ts';
import { PersonalStep } from './personal-step.tsx';
import type { DraftStep, Kind, VerificationStep } from './steps.ts';

function SaveStatus({ save, onRetry }: { save: SaveState; onRetry: () => void }) {
  if (save.status === 'failed') {
    return (
      <span role="alert" className="flex items-center gap-2 text-sm text-danger" title={failureText(save.failure)}>
        <span className="i-lucide-cloud-off" aria-hidden="true" />
        {m.kyc_save_failed()}
        <Button type="button" size="sm" variant="ghost" onClick={onRetry}>
          {m.kyc_save_retry()}
        </Button>
      </span>
    );
  }
  const [icon, text] =
    save.status === 'saved'
      ? ['i-lucide-cloud-check', m.kyc_save_saved()]
      : save.status === 'saving'
        ? ['i-lucide-loader-circle animate-spin', m.kyc_save_saving()]
        : save.status === 'pending'
          ? ['i-lucide-pencil', m.kyc_save_pending()]
          : [null, null];
  if (text === null) return null;
  return (
    <span className="flex items-center gap-1.5 text-sm text-muted" data-save={save.status}>
      <span className={icon ?? ''} aria-hidden="true" />
      {text}
    </span>
  );
}

function StepContent({ flow, step, kind }: { flow: VerificationFlow; step: DraftStep; kind: Kind }) {
  switch (step) {
    case 'country-residence':
      return <CountryStep flow={flow} kind={kind} />;
    case 'personal-info':
      return <PersonalStep flow={flow} />;
    case 'identity-verification':
      return <IdentityStep flow={flow} />;
    case 'business-info':
      return <BusinessStep flow={flow} />;
    case 'address-verification':
      return <AddressStep flow={flow} />;
    default:
      return <DocumentsStep flow={flow} kind={kind} />;
  }
}

/** The id of a step's form, which the frame's button submits. */
function formOf(step: DraftStep): string {
  return step === 'document-verification' ? DOCUMENTS_FORM : `kyc-${step}`;
}

export default function RunView({ flow }: { flow: VerificationFlow }) {
  const state = useStore(flow.wizard.$state);
  const load = useStore(flow.$load);
  const save = useStore(flow.$save);
  const rejection = useStore(flow.$rejection);
  const kind = state.data.kind ?? 'KYC';
  const steps = flow.steps().filter((step): step is DraftStep => step !== 'profile');
  const step = state.step as DraftStep;
  const last = steps.at(-1) === step;
  const view = { $state: flow.wizard.$state, steps, back: flow.back };

  const aside = (
    <div className="flex flex-wrap items-center gap-3">
      <SaveStatus save={save} onRetry={flow.saveNow} />
      <Button type="button" size="sm" variant="secondary" icon="i-lucide-x" onClick={flow.leave}>
        {m.kyc_leave()}
      </Button>
    </div>
  );

  const content =
    load.status === 'error' ? (
      <FailureAlert
        offline={!navigator.onLine}
        failure={load.failure}
        title={m.kyc_draft_failed()}
        offlineText={m.kyc_offline()}
        onRetry={flow.retryLoad}
      />
    ) : load.status === 'ready' ? (
      <>
        {rejection ? (
          <Alert tone="warning" title={m.kyc_rejected_banner({ reason: rejection.reason })}>
            {rejection.fields.length > 0 ? m.kyc_rejected_banner_fields() : null}
          </Alert>
        ) : null}
        <StepContent key={step} flow={flow} step={step} kind={kind} />
      </>
    ) : (
      <Spinner label={m.kyc_draft_loading()} />
    );

  return (
    <WizardView<VerificationStep>
      wizard={view}
      label={m.kyc_steps_label()}
      stepLabel={(id) => STEP_LABELS[id]()}
      heading={(id) => stepHeading(id, kind)}
      headingLevel={3}
      back
      aside={aside}
      {...(load.status === 'ready'
        ? { next: { label: last ? m.kyc_submit() : m.kyc_next(), form: formOf(step) } }
        : {})}
    >
      {content}
    </WizardView>
  );
}
