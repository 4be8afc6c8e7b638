/**
 * The wizard frame and the confirm step on /test. The wizard is a real wizard store (its steps in this
 * page's history: the browser's Back walks them); the confirm steps are fake stores, one per state.
 */
import { atom } from 'nanostores';
import { type ReactNode, useEffect } from 'react';
import { m } from '../../lib/i18n.ts';
import type { ConfirmState, ConfirmSummary } from '../../stores/kit/confirm.ts';
import { createWizard } from '../../stores/kit/wizard.ts';
import { ConfirmStep, type ConfirmStepStore } from '../confirm-step.tsx';
import { WizardView } from '../wizard-view.tsx';
import { KitRow, KitSection } from './kit-section.tsx';

type DemoStep = 'select-info' | 'enter-info' | 'verify-2fa' | 'verifying';

const demo = createWizard<DemoStep, Record<string, never>>({
  id: 'kit-demo',
  steps: [
    { id: 'select-info', isComplete: () => true },
    { id: 'enter-info', isComplete: () => true },
    { id: 'verify-2fa', isComplete: () => true },
    { id: 'verifying', isComplete: () => true },
  ],
  initial: {},
});

const LABELS: Readonly<Record<DemoStep, () => string>> = {
  'select-info': () => m.ui_kit_step_select_info(),
  'enter-info': () => m.ui_kit_step_enter_info(),
  'verify-2fa': () => m.ui_kit_step_verify_2fa(),
  verifying: () => m.ui_kit_step_verifying(),
};

/** The wizard frame: stepper, heading, content, Back and Next, over SPEC's withdraw steps. */
export function WizardSection() {
  return (
    <KitSection testId="kit-wizard" title={m.ui_kit_section_wizard()} description={m.ui_kit_wizard_description()}>
      <WizardDemo />
    </KitSection>
  );
}

function WizardDemo() {
  const label = (step: DemoStep) => LABELS[step]();
  return (
    <StartOnMount>
      <WizardView
        wizard={demo}
        label={m.ui_kit_stepper_label()}
        stepLabel={label}
        heading={label}
        back
        next={{ label: m.ui_kit_wizard_next(), onClick: () => demo.next() }}
      >
        <p className="text-sm text-muted">{m.ui_kit_wizard_content()}</p>
      </WizardView>
    </StartOnMount>
  );
}

/** Starts the demo wizard once the section is in the page (never while prerendering). */
function StartOnMount({ children }: { readonly children: ReactNode }) {
  useEffect(() => demo.start(), []);
  return children;
}

const SUMMARY: ConfirmSummary = {
  amount: { amount: '100', currency: 'USD' },
  fee: { amount: '1.5', currency: 'USD' },
  rate: { from: 'USD', to: 'VND', value: '25345.5' },
  received: { amount: '2496531', currency: 'VND' },
  destination: 'Vietcombank ·· 6789 · NGUYEN VAN A',
};

const READY: ConfirmState<unknown> = {
  summary: SUMMARY,
  factor: { covered: false, method: 'EMAIL' },
  challenge: { state: 'sent', method: 'EMAIL', destination: 'd***@demo.test', resendAt: null },
  verified: false,
  codeError: null,
  recovery: false,
  busy: false,
  outcome: { state: 'idle' },
};

/** A store that shows one state and does nothing. */
function fake(state: ConfirmState<unknown>): ConfirmStepStore {
  return {
    $state: atom(state),
    submit: async () => undefined,
    resend: async () => undefined,
    useRecovery: () => undefined,
    checkAgain: async () => undefined,
  };
}

const EXAMPLES: readonly { label: () => string; store: ConfirmStepStore }[] = [
  { label: () => m.ui_kit_confirm_email(), store: fake(READY) },
  {
    label: () => m.ui_kit_confirm_app(),
    store: fake({
      ...READY,
      factor: { covered: true, method: 'AUTHENTICATOR_APP' },
      challenge: { state: 'sent', method: 'AUTHENTICATOR_APP', destination: null, resendAt: null },
      codeError: { kind: 'format' },
    }),
  },
  {
    label: () => m.ui_kit_confirm_recovery(),
    store: fake({
      ...READY,
      factor: { covered: true, method: 'AUTHENTICATOR_APP' },
      challenge: { state: 'sent', method: 'AUTHENTICATOR_APP', destination: null, resendAt: null },
      recovery: true,
    }),
  },
  {
    label: () => m.ui_kit_confirm_checking(),
    store: fake({ ...READY, verified: true, outcome: { state: 'pending-checking', phase: 'checking', checks: 1 } }),
  },
  {
    label: () => m.ui_kit_confirm_offline(),
    store: fake({ ...READY, verified: true, outcome: { state: 'pending-checking', phase: 'offline', checks: 0 } }),
  },
  {
    label: () => m.ui_kit_confirm_stalled(),
    store: fake({ ...READY, verified: true, outcome: { state: 'pending-checking', phase: 'stalled', checks: 5 } }),
  },
  {
    label: () => m.ui_kit_confirm_failed(),
    store: fake({
      ...READY,
      verified: true,
      outcome: {
        state: 'failed',
        failure: { status: false, code: 'LIMIT_EXCEEDED', message: m.ui_kit_confirm_failed_reason(), httpStatus: 422 },
        fieldErrors: null,
      },
    }),
  },
];

/** The confirm step in each state: asking for a code (email, app), pending — checking, offline, stalled, refused. */
export function ConfirmSection() {
  return (
    <KitSection testId="kit-confirm" title={m.ui_kit_section_confirm()}>
      {EXAMPLES.map(({ label, store }) => (
        <div key={label()} className="border-b border-border pb-6 last:(border-0 pb-0)">
          <KitRow label={label()}>
            <div className="w-full max-w-lg">
              <ConfirmStep store={store} submitLabel={m.ui_kit_confirm_submit()} />
            </div>
          </KitRow>
        </div>
      ))}
    </KitSection>
  );
}
