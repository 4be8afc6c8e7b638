/**
 * /top-up: choose how to pay and how much (select-method), then pay with the details the server gives (top-up).
 * The island renders top-up-store.ts and calls its actions.
 */
import { useEffect } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { $transferMethods } from '../../stores/reference.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { WizardView } from '../../ui/wizard-view.tsx';
import { MethodStepPlaceholder } from './method-placeholder.tsx';
import { invoiceDetail, type TopUpStep, topUpDetail, topUpFlow } from './top-up-store.ts';

// What draws the steps — the form with its amount rules and money formatting, the instructions with the QR and the
// timeline — comes after the page, in parallel with the first read (the methods, or the open top-up).
const loadMethodStep = () => import('./method-step.tsx');
const loadInstructions = () => import('./instructions-step.tsx');
const loadInvoice = () => import('./invoice-step.tsx');

const STEP_LABEL: Readonly<Record<TopUpStep, () => string>> = {
  'select-method': () => m.topup_step_method(),
  'top-up': () => m.topup_step_pay(),
};

const STEP_HEADING: Readonly<Record<TopUpStep, () => string>> = {
  'select-method': () => m.topup_heading_method(),
  'top-up': () => m.topup_heading_pay(),
};

/** The top-up island. */
export default function TopUpIsland() {
  const { step, data } = useStore(topUpFlow.wizard.$state);
  useEffect(() => topUpFlow.wizard.start(), []);
  // The first reads start with the island, not with the code that draws their answers: listening mounts the
  // shared methods store, which reads them (or takes this tab's copy).
  useEffect(() => (step === 'select-method' ? $transferMethods.listen(() => undefined) : undefined), [step]);
  const opened = step === 'top-up' ? data.opened : null;
  const topUpId = opened?.kind === 'top-up' ? opened.id : null;
  const invoiceId = opened?.kind === 'invoice' ? opened.id : null;
  useEffect(() => (topUpId === null ? undefined : topUpDetail.start(topUpId)), [topUpId]);
  useEffect(() => (invoiceId === null ? undefined : invoiceDetail.start(invoiceId)), [invoiceId]);
  const methodStep = useLazyModule(loadMethodStep, step === 'select-method');
  const instructions = useLazyModule(loadInstructions, topUpId !== null);
  const invoice = useLazyModule(loadInvoice, invoiceId !== null);
  const skeleton = <Skeleton className="h-64 w-full" />;
  return (
    <WizardView
      wizard={topUpFlow.wizard}
      label={m.topup_steps_label()}
      stepLabel={(id) => (invoiceId !== null && id === 'top-up' ? m.topup_step_share() : STEP_LABEL[id]())}
      heading={(id) => (invoiceId !== null && id === 'top-up' ? m.topup_heading_invoice() : STEP_HEADING[id]())}
      back
    >
      {step === 'select-method' ? methodStep ? <methodStep.SelectMethod /> : <MethodStepPlaceholder /> : null}
      {topUpId !== null ? instructions ? <instructions.InstructionsStep /> : skeleton : null}
      {invoiceId !== null ? invoice ? <invoice.InvoiceStep /> : skeleton : null}
    </WizardView>
  );
}
