/**
 * The issue wizard's steps: funding (issue-funding.tsx), the card (amount, name, fee and total as they type), the kit's confirm
 * step, and the outcome (the card as the server has it, PENDING until the issuer decides) — loaded by the island
 * as it starts, beside the card wallet's reads.
 */
import { type SubmitEvent, useEffect } from 'react';
import type { CardDetailType, CardFeesType } from '../../contract/calls/card.ts';
import { CARD_DECIMALS } from '../../contract/card-fee.ts';
import { failureText } from '../../lib/failure-text.ts';
import { feeRuleText } from '../../lib/fee-rule.ts';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { AmountField } from '../../ui/amount-field.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ConfirmStep } from '../../ui/confirm-step.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Field } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StatusTimeline } from '../../ui/status-timeline.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { cardStatusLabel } from './card-status.ts';
import { reloadIssueWallet } from './issue-context.ts';
import type { IssueAmountProblem } from './issue-form.ts';
import { mostIssuable } from './issue-rules.ts';
import { issueOutcomeText } from './issue-status.ts';
import { type IssueContext, type IssueLater, type IssueStore, isCardDecided } from './issue-store.ts';

export { FundingStep } from './issue-funding.tsx';

const CARD_LIST = '/vc/list';
const AMOUNT_ID = 'vci-amount';
const NAME_ID = 'vci-name';

/** The issue fee in plain words: what it is, how much, and where it is taken from. */
function feeWords(fees: CardFeesType): string {
  const rule = feeRuleText(fees.issue, getLocale());
  return fees.issue.type === 'FIXED' ? m.vci_fee_fixed({ fee: rule }) : m.vci_fee_percent({ rate: rule });
}

function amountMessage(problem: IssueAmountProblem, currency: string): string {
  if (problem.key !== 'over_main') return fieldMessage(problem);
  return m.vci_over_main({ most: formatMoney(problem.most, currency, getLocale()) });
}

function Figures({ store, currency }: { store: IssueStore; currency: string }) {
  const figures = useStore(store.$figures);
  const money = (amount: string) => formatMoney(amount, currency, getLocale());
  const rows: [string, string][] =
    figures === null
      ? []
      : [
          [m.vci_fee_label(), money(figures.fee)],
          [m.vci_total_from_main(), money(figures.total)],
          [m.vci_main_after(), money(figures.after)],
        ];
  return (
    <dl className="card divide-y divide-border text-sm" aria-live="polite" data-testid="vci-figures">
      {rows.length === 0 ? (
        <div className="px-4 py-3 text-muted">{m.vci_figures_empty()}</div>
      ) : (
        rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))
      )}
    </dl>
  );
}

function CardStep({ store, context }: { store: IssueStore; context: IssueContext }) {
  const { data, errors } = useStore(store.wizard.$state);
  const amountProblem = useStore(store.$amountProblem);
  const nameProblem = useStore(store.$nameProblem);
  const serverErrors = errors.card;
  const { currency } = context.fees;
  const most = mostIssuable(context.fees.issue, context.main).toFixed(CARD_DECIMALS);
  const amountErrors = amountProblem === null ? serverErrors?.amount : [amountMessage(amountProblem, currency)];
  const nameErrors = nameProblem === null ? serverErrors?.name : [fieldMessage(nameProblem)];

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const refused = store.enterCard(text('amount'), text('name'));
    if (refused !== null) document.getElementById(refused === 'amount' ? AMOUNT_ID : NAME_ID)?.focus();
  }

  const money = (amount: string) => formatMoney(amount, currency, getLocale());
  return (
    <form id="vci-card" onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Alert tone="info" title={m.vci_fee_title()}>
        {feeWords(context.fees)}
      </Alert>
      <Field label={m.vci_name_label()} hint={m.vci_name_hint()} errors={nameErrors} required id={NAME_ID}>
        <TextInput
          name="name"
          maxLength={50}
          autoComplete="off"
          defaultValue={data.name ?? ''}
          onChange={(event) => store.typeName(event.currentTarget.value)}
        />
      </Field>
      <AmountField
        id={AMOUNT_ID}
        label={m.vci_amount_label()}
        name="amount"
        currency={currency}
        available={most}
        hint={m.vci_amount_hint({
          main: money(context.main),
          least: money(context.fees.limits.min_issue_amount),
          most: money(most),
        })}
        withMax
        required
        defaultValue={data.amount ?? undefined}
        errors={amountErrors}
        onValueChange={(canonical, text) => store.typeAmount(canonical, text)}
      />
      <Figures store={store} currency={currency} />
    </form>
  );
}

function CardOutcome({
  store,
  cardDetail,
  cardId,
}: {
  store: IssueStore;
  cardDetail: IssueLater['cardDetail'];
  cardId: number;
}) {
  const { status, value, failure } = useStore(cardDetail.$state);
  useEffect(() => cardDetail.start(cardId), [cardDetail, cardId]);
  if (value === null) {
    return status === 'error' || status === 'offline' ? (
      <Alert tone="danger" action={<Button onClick={cardDetail.retry}>{m.vci_retry()}</Button>}>
        {failure ? failureText(failure) : m.vci_loading()}
      </Alert>
    ) : (
      <Spinner label={m.vci_loading()} />
    );
  }
  return <IssuedCard store={store} card={value} />;
}

function IssuedCard({ store, card }: { store: IssueStore; card: CardDetailType }) {
  const locale = getLocale();
  const rows: [string, string][] = [
    [m.vci_card_name(), card.name],
    [m.vci_card_number(), `•••• ${card.last4}`],
    [m.vci_card_balance(), formatMoney(card.balance.amount, card.balance.currency, locale)],
  ];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-start gap-2" role="status" data-testid="vci-outcome">
        <Badge status={card.status} label={cardStatusLabel(card.status)} />
        <p>{issueOutcomeText(card.status)}</p>
      </div>
      <dl className="card divide-y divide-border text-sm">
        {rows.map(([label, text]) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 break-words text-right font-medium tabular-nums">{text}</dd>
          </div>
        ))}
      </dl>
      <StatusTimeline steps={card.status_history} ongoing={!isCardDecided(card)} />
      <div className="flex flex-wrap gap-3">
        <a className={buttonClass('primary')} href={CARD_LIST}>
          {m.vci_to_list()}
        </a>
        <Button variant="secondary" onClick={store.startOver}>
          {m.vci_again()}
        </Button>
      </div>
    </div>
  );
}

/** The card wallet could not be read: why, and a retry. */
export function WalletFailed({ failure }: { failure: ApiFailure }) {
  return (
    <FailureAlert
      offline={!navigator.onLine}
      failure={failure}
      title={m.vci_load_failed()}
      offlineText={m.vci_offline()}
      onRetry={reloadIssueWallet}
    />
  );
}

/** The step after funding the wizard is on. */
export function LaterStep({ store }: { store: IssueStore }) {
  const { step, data } = useStore(store.wizard.$state);
  const context = useStore(store.$context);
  const confirmReady = useStore(store.confirm.$ready);
  const later = useStore(store.$later);
  if (context === null) return null;
  // The form's checks and the card's reads load as the island starts; nearly always in by now.
  if (later === null) return <Spinner label={m.vci_loading()} />;
  if (step === 'card') return <CardStep store={store} context={context} />;
  if (step === 'confirm') {
    if (!confirmReady) return <Spinner label={m.vci_loading()} />;
    return (
      <ConfirmStep
        store={store.confirm}
        submitLabel={m.vci_submit()}
        secondary={
          <Button variant="ghost" onClick={store.wizard.back}>
            {m.vci_edit()}
          </Button>
        }
      />
    );
  }
  return data.cardId === null ? null : <CardOutcome store={store} cardDetail={later.cardDetail} cardId={data.cardId} />;
}
