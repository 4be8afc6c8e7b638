/**
 * The withdraw wizard's island — from the main wallet (/withdraw/bank, /withdraw/e-wallet), the VA wallet
 * (/va/withdraw/bank, /va/withdraw/e-wallet) or the QR-merchant wallet (/va/list/withdraw_qr, where the user picks
 * a bank or an e-wallet: `?to=e-wallet`, KindChoice): it renders a withdraw store
 * (withdraw-store.ts) in the kit's wizard frame and calls its actions; the confirm step and the verifying
 * step's timeline are the kit's. The browser's Back walks the steps. The steps after the first come in a
 * module of their own (withdraw-steps.tsx), asked for as the island starts, and so does the confirm step's store
 * (the store's `lazyConfirmStep`).
 */
import { useEffect, useMemo, useState } from 'react';
import { m } from '../../lib/i18n.ts';
import type { MethodKind } from '../../lib/payment-method.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { WizardView } from '../../ui/wizard-view.tsx';
import { KindChoice, kindInAddress } from './kind-choice.tsx';
import { SelectMethod } from './select-method.tsx';
import type { WithdrawSource } from './withdraw.ts';
import { createWithdrawStore, type WithdrawContext, type WithdrawStep, type WithdrawStore } from './withdraw-store.ts';

const loadSteps = () => import('./withdraw-steps.tsx');

const STEP_LABEL: Readonly<Record<WithdrawStep, () => string>> = {
  'select-info': () => m.withdraw_step_select(),
  'enter-info': () => m.withdraw_step_amount(),
  'verify-2fa': () => m.withdraw_step_confirm(),
  verifying: () => m.withdraw_step_verifying(),
};

/** The step's content: the method list from this module, the rest once withdraw-steps.tsx is in. */
function CurrentStep({
  store,
  context,
  kind,
  step,
  steps,
}: {
  store: WithdrawStore;
  context: WithdrawContext;
  kind: MethodKind;
  step: WithdrawStep;
  steps: Awaited<ReturnType<typeof loadSteps>> | null;
}) {
  const choosing = step === 'select-info';
  if (choosing && context.methods.length > 0) return <SelectMethod store={store} context={context} kind={kind} />;
  if (steps === null) return <Spinner label={m.withdraw_loading()} />;
  return choosing ? <steps.NoMethods kind={kind} /> : <steps.LaterStep store={store} context={context} />;
}

interface Props {
  /** Where the money goes; absent: the user picks (the address's `to`, KindChoice). */
  readonly kind?: MethodKind;
  /** The wallet the money leaves; MAIN by default. */
  readonly source?: WithdrawSource;
}

export default function WithdrawIsland({ kind: fixedKind, source = 'MAIN' }: Props) {
  // A kind read from the address is known only in the browser: the prerendered frame shows the loading state.
  const [kind, setKind] = useState<MethodKind | null>(fixedKind ?? null);
  useEffect(() => {
    if (fixedKind === undefined) setKind(kindInAddress(location.search));
  }, [fixedKind]);
  if (kind === null) return <Spinner label={m.withdraw_loading()} />;
  const wizard = <Wizard key={kind} kind={kind} source={source} />;
  return fixedKind === undefined ? (
    <div className="flex flex-col gap-6">
      <KindChoice kind={kind} />
      {wizard}
    </div>
  ) : (
    wizard
  );
}

function Wizard({ kind, source }: { kind: MethodKind; source: WithdrawSource }) {
  const store = useMemo(() => createWithdrawStore({ kind, source, api }), [kind, source]);
  const contextState = useStore(store.$context);
  const { step } = useStore(store.wizard.$state);
  useEffect(() => store.start(), [store]);
  const steps = useLazyModule(loadSteps, true);

  if (contextState.status === 'loading') return <Spinner label={m.withdraw_loading()} />;
  if (contextState.status === 'error') {
    return (
      <FailureAlert
        offline={!navigator.onLine}
        failure={contextState.failure}
        title={m.withdraw_load_failed()}
        offlineText={m.withdraw_offline()}
        onRetry={store.reload}
      />
    );
  }
  return (
    <WizardView
      wizard={store.wizard}
      label={m.withdraw_steps_label()}
      stepLabel={(id) => STEP_LABEL[id]()}
      heading={(id) => STEP_LABEL[id]()}
      back={step === 'enter-info'}
      {...(step === 'enter-info' ? { next: { label: m.withdraw_continue(), form: 'withdraw-amount' } } : {})}
    >
      <CurrentStep store={store} context={contextState.context} kind={kind} step={step} steps={steps} />
    </WizardView>
  );
}
