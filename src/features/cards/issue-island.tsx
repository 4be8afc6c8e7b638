/**
 * /vc/issue's island: the card gate, then the issue wizard (issue-store.ts) in the kit's wizard frame. Nothing of a
 * step can show before the card wallet is read, so the steps' views (issue-steps.tsx) load as the island starts, in
 * parallel with those reads, instead of with the page. The browser's Back walks the steps.
 */
import { useEffect, useMemo } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { reloadCardBalance } from '../../stores/cards.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { WizardView } from '../../ui/wizard-view.tsx';
import { CardsGate } from './gate.tsx';
import { $issueContext, $issueWallet } from './issue-context.ts';
import { createIssueStore, type IssueStep, type IssueStore } from './issue-store.ts';

const loadSteps = () => import('./issue-steps.tsx');

const STEP_LABEL: Readonly<Record<IssueStep, () => string>> = {
  funding: () => m.vci_step_funding(),
  card: () => m.vci_step_card(),
  confirm: () => m.vci_step_confirm(),
  outcome: () => m.vci_step_outcome(),
};

export default function IssueIsland() {
  return (
    <CardsGate>
      <IssueWizard />
    </CardsGate>
  );
}

function IssueWizard() {
  const store = useMemo(() => createIssueStore({ api, $context: $issueContext, reloadBalance: reloadCardBalance }), []);
  const wallet = useStore($issueWallet);
  useEffect(() => store.start(), [store]);
  const steps = useLazyModule(loadSteps, true);

  // A failed read is said by the later steps' module (loaded at once), which keeps its words off the first load.
  if (wallet.status === 'error' && steps !== null) return <steps.WalletFailed failure={wallet.failure} />;
  if (wallet.status !== 'ready') return <Spinner label={m.vci_loading()} />;
  return <Frame store={store} steps={steps} />;
}

function Frame({ store, steps }: { store: IssueStore; steps: Awaited<ReturnType<typeof loadSteps>> | null }) {
  const { step, data } = useStore(store.wizard.$state);
  const canContinue = useStore(store.$canContinue);
  const next =
    step === 'funding'
      ? {
          label: data.way === 'CRYPTO' ? m.vci_continue_deposit() : m.vci_continue(),
          onClick: store.continueFunding,
          disabled: data.way === null || !canContinue,
        }
      : step === 'card'
        ? { label: m.vci_continue(), form: 'vci-card' }
        : undefined;
  return (
    <WizardView
      wizard={store.wizard}
      label={m.vci_steps_label()}
      stepLabel={(id) => STEP_LABEL[id]()}
      heading={(id) => STEP_LABEL[id]()}
      back={step === 'card'}
      {...(next ? { next } : {})}
    >
      {steps === null ? (
        <Spinner label={m.vci_loading()} />
      ) : step === 'funding' ? (
        <steps.FundingStep store={store} />
      ) : (
        <steps.LaterStep store={store} />
      )}
    </WizardView>
  );
}
