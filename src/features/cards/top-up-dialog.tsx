/**
 * Top up a card from the MAIN balance: the amount with its bounds, the fee and the total as the user types, then the
 * kit's confirm step (one key per top-up: top-up-store.ts) and the outcome. Afterwards the card shows its new
 * balance and the card wallet is read again. Loaded when first opened.
 */
import Big from 'big.js';
import { type SubmitEvent, useMemo, useState } from 'react';
import type { CardType } from '../../contract/calls/card.ts';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { $cardBalance, $cardFees, reloadCardBalance } from '../../stores/cards.ts';
import { Alert } from '../../ui/alert.tsx';
import { AmountField } from '../../ui/amount-field.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmStep } from '../../ui/confirm-step.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { cardActions } from './card-actions.ts';
import {
  checkTopUp,
  createTopUpStore,
  type TopUpRules,
  type TopUpStore,
  topUpFigures,
  topUpProblemText,
  topUpRulesOf,
} from './top-up-store.ts';

/** What the typed amount costs, as it is typed (the form checks it on Continue). */
function Figures({ rules, amount }: { rules: TopUpRules; amount: string | null }) {
  const money = (value: string) => formatMoney(value, rules.currency, rules.locale, { exact: true });
  const figures = amount !== null && new Big(amount).gt(0) ? topUpFigures(amount, rules.fee) : null;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="top-up-figures">
      <dt className="text-muted">{m.vc_topup_available()}</dt>
      <dd className="text-right tabular-nums">{money(rules.available)}</dd>
      <dt className="text-muted">{m.vc_topup_fee()}</dt>
      <dd className="text-right tabular-nums" data-testid="top-up-fee">
        {figures ? money(figures.fee) : '—'}
      </dd>
      <dt className="font-medium">{m.vc_topup_total()}</dt>
      <dd className="text-right font-medium tabular-nums" data-testid="top-up-total">
        {figures ? money(figures.total) : '—'}
      </dd>
    </dl>
  );
}

function TopUpForm({ store, card, rules }: { store: TopUpStore; card: CardType; rules: TopUpRules }) {
  const kept = useStore(store.$typed);
  const [typed, setTyped] = useState<string | null>(kept || null);
  const [problem, setProblem] = useState<string | null>(null);
  const money = (value: string) => formatMoney(value, rules.currency, rules.locale, { exact: true });

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('amount') ?? '');
    const check = checkTopUp(typed, rules);
    if (check.problem !== undefined) {
      setProblem(topUpProblemText(check, rules, fieldMessage));
      return;
    }
    setProblem(null);
    const { figures } = check;
    store.review(card, figures.amount, figures, rules.currency, [
      { label: m.vc_topup_total(), value: money(figures.total) },
      { label: m.vc_topup_card(), value: `${card.name} · •••• ${card.last4}` },
    ]);
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-5">
      <AmountField
        label={m.vc_topup_amount()}
        currency={rules.currency}
        name="amount"
        defaultValue={kept || undefined}
        errors={problem === null ? undefined : [problem]}
        hint={m.vc_topup_hint({ min: money(rules.min), max: money(rules.max) })}
        required
        onValueChange={(canonical) => setTyped(canonical)}
      />
      <Figures rules={rules} amount={typed} />
      <Button type="submit" trailingIcon="i-lucide-arrow-right" className="self-end">
        {m.vc_topup_continue()}
      </Button>
    </form>
  );
}

function Done({ store, onClose }: { store: TopUpStore; onClose: () => void }) {
  const done = useStore(store.$done);
  const locale = getLocale();
  if (done === null) return null;
  const { card, transaction } = done;
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success" title={m.vc_topup_done_title()} live>
        <p data-testid="top-up-done">
          {m.vc_topup_done_text({
            amount: formatMoney(transaction.amount.amount, transaction.amount.currency, locale),
            name: card.name,
            balance: formatMoney(card.balance.amount, card.balance.currency, locale),
          })}
        </p>
      </Alert>
      <Button onClick={onClose} className="self-end">
        {m.vc_topup_close()}
      </Button>
    </div>
  );
}

export default function TopUpDialog({ card }: { card: CardType }) {
  const store = useMemo(
    () =>
      createTopUpStore({
        api,
        onDone: (answer) => {
          cardActions.applied(answer.card);
          reloadCardBalance();
        },
      }),
    [],
  );
  const step = useStore(store.$step);
  const summary = useStore(store.confirm.$state).summary;
  const fees = useStore($cardFees).data;
  const main = useStore($cardBalance).data?.MAIN;
  const locale = getLocale();
  const rules = fees && main ? topUpRulesOf(fees, main.amount, locale) : null;
  const close = () => {
    store.reset();
    cardActions.close();
  };
  return (
    <Dialog open onClose={close} title={m.vc_topup_title({ name: card.name })}>
      {rules === null ? (
        <div className="flex flex-col gap-3" role="status">
          <span className="sr-only">{m.vc_topup_loading()}</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : step === 'form' ? (
        <TopUpForm store={store} card={card} rules={rules} />
      ) : step === 'confirm' ? (
        <ConfirmStep
          store={store.confirm}
          submitLabel={m.vc_topup_submit({
            amount: summary?.amount ? formatMoney(summary.amount.amount, summary.amount.currency, locale) : '',
          })}
          secondary={
            <Button variant="ghost" onClick={store.edit}>
              {m.vc_topup_edit()}
            </Button>
          }
        />
      ) : (
        <Done store={store} onClose={close} />
      )}
    </Dialog>
  );
}
