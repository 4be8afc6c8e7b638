/**
 * The add-bank wizard's island (/setting/payment/bank): renders the bank store (bank-store.ts) in the kit's
 * wizard frame; the browser's Back walks the steps. The confirm and verifying steps come in a module of their
 * own (bank-steps.tsx), asked for as the island starts.
 */
import { useEffect, useMemo } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { WizardView } from '../../ui/wizard-view.tsx';
import { ACCOUNT_FORM, type BankStep, createBankStore } from './bank-store.ts';

const loadSteps = () => import('./bank-steps.tsx');

const STEP_LABEL: Readonly<Record<BankStep, () => string>> = {
  'add-payment': () => m.payments_step_account(),
  'select-method': () => m.payments_step_confirm(),
  verifying: () => m.payments_step_verifying(),
};

export default function BankIsland() {
  const store = useMemo(() => createBankStore({ api }), []);
  const banks = useStore(store.$banks);
  const lookup = useStore(store.$lookup);
  useStore(store.$draft);
  const { step, errors } = useStore(store.wizard.$state);
  useEffect(() => store.start(), [store]);
  const steps = useLazyModule(loadSteps, true);

  if (banks.status === 'loading') return <Spinner label={m.payments_loading()} />;
  if (banks.status === 'error') {
    return (
      <FailureAlert
        offline={!navigator.onLine}
        failure={banks.failure}
        title={m.payments_load_failed()}
        offlineText={m.payments_offline()}
        onRetry={store.reload}
      />
    );
  }
  const found = store.confirmedName() !== null;
  const content =
    steps === null ? (
      <Spinner label={m.payments_loading()} />
    ) : step === 'add-payment' ? (
      <steps.AccountStep store={store} serverErrors={errors['add-payment']} />
    ) : step === 'select-method' ? (
      <steps.SaveStep store={store} />
    ) : (
      <steps.VerifyingStep store={store} />
    );
  return (
    <WizardView
      wizard={store.wizard}
      label={m.payments_steps_label()}
      stepLabel={(id) => STEP_LABEL[id]()}
      heading={(id) => STEP_LABEL[id]()}
      {...(step === 'add-payment'
        ? {
            next: {
              label: found ? m.payments_confirm_holder() : m.payments_look_up(),
              form: ACCOUNT_FORM,
              disabled: lookup.state === 'looking',
            },
          }
        : {})}
    >
      {content}
    </WizardView>
  );
}
