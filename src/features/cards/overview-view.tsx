/**
 * What /vc shows of money, loaded after the page (it brings the money formatting and the card stores): the card
 * wallet's two balances (live: the session re-reads them on `card.updated`), the card fees in plain words, a few
 * cards and the latest card transactions (overview-store.ts keeps those live).
 */
import { useEffect } from 'react';
import type { z } from 'zod';
import type { CardBalanceType, CardTransactionType, CardType } from '../../contract/calls/card.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { $cardBalance, $cardFees } from '../../stores/cards.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { cardStatusLabel, cardStatusTone } from './card-status.ts';
import { cardFeeLines } from './overview-fees.ts';
import { $glanceCards, $recentTransactions, type Glance, loadGlance, startOverview } from './overview-store.ts';
import { txSignedMoney } from './tx-amount.ts';
import { txAmountClass, txCardText, txStatusLabel, txStatusTone, txTypeLabel } from './tx-labels.ts';

type BalanceType = z.infer<typeof CardBalanceType>;

function Retry({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      tone="danger"
      title={title}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {m.vc_overview_retry()}
        </Button>
      }
    >
      {m.vc_overview_failed()}
    </Alert>
  );
}

const BALANCE_WORDS: Readonly<Record<BalanceType, { label: () => string; hint: () => string }>> = {
  MAIN: { label: m.vc_overview_main_label, hint: m.vc_overview_main_hint },
  VC: { label: m.vc_overview_vc_label, hint: m.vc_overview_vc_hint },
};

function Balance({ type }: { type: BalanceType }) {
  const { data } = useStore($cardBalance);
  const figure = data?.[type];
  const words = BALANCE_WORDS[type];
  return (
    <section className="card p-5" aria-label={words.label()}>
      <h2 className="text-sm font-semibold">{words.label()}</h2>
      <p className="mt-1 text-sm text-muted">{words.hint()}</p>
      <p className="mt-1 min-h-9 text-2xl font-bold tabular-nums sm:text-3xl" data-testid={`vc-balance-${type}`}>
        {figure ? formatMoney(figure.amount, figure.currency, getLocale()) : <Skeleton className="h-8 w-40" />}
      </p>
    </section>
  );
}

function Balances() {
  const { error } = useStore($cardBalance);
  if (error) return <Retry title={m.vc_overview_balance_failed()} onRetry={() => $cardBalance.revalidate()} />;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Balance type="MAIN" />
      <Balance type="VC" />
    </div>
  );
}

function Fees() {
  const { data, error } = useStore($cardFees);
  if (error) return <Retry title={m.vc_fee_title()} onRetry={() => $cardFees.revalidate()} />;
  return (
    <section className="card p-5" aria-labelledby="vc-fees">
      <h2 id="vc-fees" className="text-lg font-semibold">
        {m.vc_fee_title()}
      </h2>
      <p className="mt-1 text-sm text-muted">{m.vc_fee_lead()}</p>
      {data ? (
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {cardFeeLines(data, getLocale()).map((line) => (
            <div key={line.key}>
              <dt className="text-sm text-muted">{line.label}</dt>
              <dd className="font-semibold tabular-nums" data-testid={`vc-fee-${line.key}`}>
                {line.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <Skeleton className="mt-3 h-24 w-full" />
      )}
    </section>
  );
}

interface GlanceProps<Item> {
  readonly id: string;
  readonly title: string;
  readonly empty: string;
  readonly more: { readonly href: string; readonly label: string };
  readonly glance: Glance<Item>;
  readonly row: (item: Item) => React.ReactNode;
  readonly rowKey: (item: Item) => string;
}

/** A short list with its heading and the link to the full one. */
function GlanceList<Item>({ id, title, empty, more, glance, row, rowKey }: GlanceProps<Item>) {
  return (
    <section className="card flex flex-col p-5" aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <a href={more.href} className="text-sm font-medium text-primary-text hover:underline focus-ring rounded">
          {more.label}
        </a>
      </div>
      {glance.status === 'loading' ? <Skeleton className="mt-3 h-32 w-full" /> : null}
      {glance.status === 'error' ? (
        <div className="mt-3">
          <Retry title={title} onRetry={() => void loadGlance()} />
        </div>
      ) : null}
      {glance.status === 'ready' && glance.items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : null}
      {glance.status === 'ready' && glance.items.length > 0 ? (
        <ul className="mt-2 flex flex-col">
          {glance.items.map((item) => (
            <li
              key={rowKey(item)}
              className="flex items-center justify-between gap-3 border-b border-border py-3 last:border-0"
            >
              {row(item)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CardRow({ card }: { card: CardType }) {
  return (
    <>
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{card.name}</span>
        <span className="text-xs text-muted">
          <span className="sr-only">{m.vc_overview_card_number({ last4: card.last4 })}</span>
          <span aria-hidden="true" className="font-mono">
            •••• {card.last4}
          </span>
        </span>
      </span>
      <span className="flex flex-col items-end gap-1">
        <span className="font-semibold tabular-nums">
          {formatMoney(card.balance.amount, card.balance.currency, getLocale())}
        </span>
        <Badge label={cardStatusLabel(card.status)} tone={cardStatusTone(card.status)} status={card.status} />
      </span>
    </>
  );
}

function TransactionRow({ transaction }: { transaction: CardTransactionType }) {
  const party = transaction.merchant?.name ?? txCardText(transaction.card);
  return (
    <>
      <a
        href={`/vc/transactions?id=${transaction.id}`}
        className="flex min-w-0 flex-col rounded hover:underline focus-ring"
      >
        <span className="font-medium">{txTypeLabel(transaction.type)}</span>
        <span className="truncate text-xs text-muted">{party}</span>
      </a>
      <span className="flex flex-col items-end gap-1">
        <span className={`whitespace-nowrap font-semibold tabular-nums ${txAmountClass(transaction.type)}`}>
          {txSignedMoney(transaction, getLocale())}
        </span>
        <Badge
          label={txStatusLabel(transaction.status)}
          tone={txStatusTone(transaction.status)}
          status={transaction.status}
        />
      </span>
    </>
  );
}

/** Everything of /vc that shows money: the balances, the fees, the cards and the transactions. */
export function OverviewFigures() {
  const cards = useStore($glanceCards);
  const transactions = useStore($recentTransactions);
  useEffect(() => startOverview(), []);
  return (
    <div className="flex flex-col gap-6">
      <Balances />
      <Fees />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <GlanceList
          id="vc-glance-cards"
          title={m.vc_overview_cards_title()}
          empty={m.vc_overview_cards_empty()}
          more={{ href: '/vc/list', label: m.vc_overview_all_cards() }}
          glance={cards}
          rowKey={(card) => String(card.id)}
          row={(card) => <CardRow card={card} />}
        />
        <GlanceList
          id="vc-glance-transactions"
          title={m.vc_overview_recent_title()}
          empty={m.vc_overview_recent_empty()}
          more={{ href: '/vc/transactions', label: m.vc_overview_all_transactions() }}
          glance={transactions}
          rowKey={(transaction) => String(transaction.id)}
          row={(transaction) => <TransactionRow transaction={transaction} />}
        />
      </div>
    </div>
  );
}
