/**
 * The content of a wallet's breakdown (./wallet-breakdown.tsx), loaded when it is first opened: pending and
 * waiting amounts per flow (top-up, withdraw, internal) with their details per source, and the month's completed
 * amounts, with the providers' names (reference data, fetched once per session).
 */

import type { WalletType } from '../../contract/calls/wallets.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { $providers } from '../../stores/reference.ts';
import { type AmountDetail, type Flow, flowLines } from './flows.ts';

const FLOW_LABEL: Readonly<Record<Flow, () => string>> = {
  top_up: m.home_flow_top_up,
  withdraw: m.home_flow_withdraw,
  internal: m.home_flow_internal,
};

/** A source's name: our words for the bank and for internal moves, the provider's own name otherwise. */
function useSourceName(): (source: string) => string {
  const providers = useStore($providers).data;
  return (source) => {
    if (source === 'bank') return m.home_source_bank();
    if (source === 'internal') return m.home_flow_internal();
    return providers?.find((provider) => provider.value === source)?.name ?? source;
  };
}

interface GroupProps {
  readonly title: string;
  readonly amounts: Partial<Record<Flow, AmountDetail>>;
  readonly currency: string;
}

function Group({ title, amounts, currency }: GroupProps) {
  const locale = getLocale();
  const sourceName = useSourceName();
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wider text-muted">{title}</h4>
      <ul className="mt-1.5 flex flex-col gap-1">
        {flowLines(amounts).map(([flow, amount]) => (
          <li key={flow}>
            <div className="flex items-baseline justify-between gap-3">
              <span className={`min-w-0 ${amount.count > 0 ? 'font-medium' : 'text-muted'}`}>
                {FLOW_LABEL[flow]()} <span className="text-muted">({amount.count})</span>
              </span>
              <span className="shrink-0 tabular-nums">{formatMoney(amount.amount, currency, locale)}</span>
            </div>
            {amount.detail.length > 0 ? (
              <ul className="mt-0.5 flex flex-col gap-0.5 border-l-2 border-border pl-3 text-muted">
                {amount.detail.map((item) => (
                  <li key={item.source} className="flex items-baseline justify-between gap-3">
                    <span className="truncate">
                      {sourceName(item.source)} ({item.count})
                    </span>
                    <span className="shrink-0 tabular-nums">{formatMoney(item.amount, currency, locale)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The three groups of a wallet's breakdown. */
export default function BreakdownBody({ wallet }: { wallet: WalletType }) {
  return (
    <div className="grid grid-cols-1 gap-4 pb-1 pt-2 text-sm">
      <Group title={m.home_pending()} amounts={wallet.pending_amount} currency={wallet.currency} />
      <Group title={m.home_waiting()} amounts={wallet.waiting_amount} currency={wallet.currency} />
      <Group title={m.home_breakdown_completed()} amounts={wallet.monthly_amount} currency={wallet.currency} />
    </div>
  );
}
