/**
 * The 2FA card of /setting/security (security-store.ts): the overview and the app's steps in the kit's wizard
 * frame (the browser's Back walks them), fresh recovery codes in their place until saved, and the dialogs — the
 * settings code, the phone — loaded when first needed. The app's steps load only when an app is being set up.
 */
import { useEffect, useMemo, useRef } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { followTwoFactor } from '../../stores/profile.ts';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { WizardView } from '../../ui/wizard-view.tsx';
import { createPhoneFlow } from './phone-store.ts';
import { createSecurityStore, type SecurityStep } from './security-store.ts';
import { twoFactorProfileOf } from './two-factor.ts';

// The overview loads as the island starts, in parallel with the settings it waits for anyway.
const loadControlStep = () => import('./control-step.tsx');
const loadAppSteps = () => import('./app-steps.tsx');
const loadCodeDialog = () => import('./settings-code.tsx');
const loadPhoneDialog = () => import('./phone-dialog.tsx');
const loadRecoveryPanel = () => import('./recovery-panel.tsx');

const STEP_LABEL: Readonly<Record<SecurityStep, () => string>> = {
  'security-control': () => m.security_step_control(),
  'security-qr': () => m.security_step_qr(),
  'security-verify': () => m.security_step_verify(),
};

const STEP_HEADING: Readonly<Record<SecurityStep, () => string>> = {
  'security-control': () => m.security_heading_control(),
  'security-qr': () => m.security_heading_qr(),
  'security-verify': () => m.security_heading_verify(),
};

/**
 * The control step's room while it loads: as tall as the step with two-factor off (what most people see), measured
 * at 360–1280 px in both languages (346–386 px on phones, 262–282 from 640, 242 from 768), so the password and
 * device cards below do not jump when it arrives.
 */
function ControlStepPlaceholder() {
  return (
    <div className="min-h-[346px] sm:min-h-[262px] md:min-h-[242px]">
      <Spinner label={m.security_loading()} />
    </div>
  );
}

export default function SecurityIsland() {
  const store = useMemo(
    () => createSecurityStore({ api, onSettings: (settings) => followTwoFactor(twoFactorProfileOf(settings)) }),
    [],
  );
  const phone = useMemo(() => createPhoneFlow({ api, onDone: (saved) => void store.phoneDone(saved) }), [store]);
  const state = useStore(store.$settings);
  const fresh = useStore(store.$fresh);
  const phoneNeeded = useStore(store.$phoneNeeded);
  const enrolment = useStore(store.$enrolment);
  const { step, data } = useStore(store.wizard.$state);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => store.start(), [store]);
  useEffect(() => {
    if (!phoneNeeded) return;
    const settings = store.$settings.get();
    phone.open(settings.status === 'ready' ? settings.account.onFile : null);
  }, [phoneNeeded, phone, store]);
  const controlStep = useLazyModule(loadControlStep, true);
  const appSteps = useLazyModule(loadAppSteps, step !== 'security-control');
  const codeDialog = useLazyModule(loadCodeDialog, state.status === 'ready');
  const phoneDialog = useLazyModule(loadPhoneDialog, phoneNeeded);
  // Fresh codes come after a save: the panel loads with the settings code's dialog, before anyone can save.
  const recoveryPanel = useLazyModule(loadRecoveryPanel, state.status === 'ready');

  if (state.status === 'error') {
    return (
      <FailureAlert
        offline={!navigator.onLine}
        failure={state.failure}
        title={m.security_load_failed()}
        offlineText={m.security_offline()}
        onRetry={store.reload}
      />
    );
  }
  const ready = state.status === 'ready' ? state : null;

  if (ready !== null && fresh !== null) {
    if (recoveryPanel === null) return <Spinner label={m.security_loading()} />;
    return (
      <recoveryPanel.RecoveryPanel
        fresh={fresh}
        email={ready.account.email}
        onSaved={() => {
          store.acknowledgeCodes();
          // The panel's button is gone: the card's heading takes the focus.
          requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('h2[tabindex]')?.focus());
        }}
      />
    );
  }

  // While the settings load, the frame and the lead are already there: the page is not an empty card that fills.
  const content =
    ready === null ? (
      <ControlStepPlaceholder />
    ) : step === 'security-control' ? (
      controlStep === null ? (
        <ControlStepPlaceholder />
      ) : (
        <controlStep.ControlStep store={store} settings={ready.settings} account={ready.account} />
      )
    ) : appSteps === null ? (
      <Spinner label={m.security_loading()} />
    ) : step === 'security-qr' ? (
      <appSteps.QrStep store={store} email={ready.account.email} />
    ) : (
      <appSteps.VerifyStep store={store} />
    );
  const next =
    step === 'security-qr'
      ? { label: m.security_qr_next(), onClick: () => store.wizard.next(), disabled: data.enrolment === null }
      : step === 'security-verify' && !data.appConfirmed
        ? { label: m.security_verify_submit(), form: appSteps?.APP_CODE_FORM ?? 'security-app-code' }
        : undefined;
  return (
    <div ref={root}>
      <WizardView
        wizard={store.wizard}
        label={m.security_steps_label()}
        stepLabel={(id) => STEP_LABEL[id]()}
        heading={(id) => STEP_HEADING[id]()}
        stepper={step !== 'security-control'}
        back={step !== 'security-control' && !data.appConfirmed && enrolment.state !== 'starting'}
        {...(next ? { next } : {})}
      >
        {/* At body size, the card's largest text is this prerendered lead, not a detail drawn once the settings load. */}
        {step === 'security-control' ? <p className="text-muted">{m.security_two_factor_lead()}</p> : null}
        {content}
      </WizardView>
      {codeDialog && step === 'security-control' ? <codeDialog.default store={store} /> : null}
      {phoneDialog && ready !== null ? (
        <phoneDialog.default flow={phone} twoFactor={twoFactorProfileOf(ready.settings)} />
      ) : null}
    </div>
  );
}
