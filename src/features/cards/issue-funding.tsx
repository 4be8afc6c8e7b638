/**
 * The funding step: from the card wallet (MAIN, shown live), or by a crypto deposit first (issue-deposit.tsx, loaded
 * when chosen). Either way the card is issued from MAIN, so MAIN is shown with what the smallest card costs;
 * continue is enabled once MAIN pays for it.
 */
import { CARD_DECIMALS } from '../../contract/card-fee.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { ChoiceCards } from '../../ui/choice-cards.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { leastIssueTotal } from './issue-rules.ts';
import type { IssueContext, IssueStore } from './issue-store.ts';

/** The deposit's address, QR code and copy button: only for those who fund by crypto. */
const loadDeposit = () => import('./issue-deposit.tsx');

export function FundingStep({ store }: { store: IssueStore }) {
  const context = useStore(store.$context);
  const { data } = useStore(store.wizard.$state);
  const deposit = useLazyModule(loadDeposit, data.way === 'CRYPTO');
  if (context === null) return null;
  const locale = getLocale();
  const main = formatMoney(context.main, context.fees.currency, locale);
  return (
    <div className="flex flex-col gap-5">
      <ChoiceCards
        legend={m.vci_funding_legend()}
        name="funding"
        value={data.way}
        onChange={(way) => store.chooseWay(way === 'CRYPTO' ? 'CRYPTO' : 'MAIN')}
        choices={[
          { value: 'MAIN', label: m.vci_way_main(), detail: m.vci_way_main_detail({ amount: main }) },
          { value: 'CRYPTO', label: m.vci_way_crypto(), detail: m.vci_way_crypto_detail() },
        ]}
      />
      {data.way !== 'CRYPTO' ? null : deposit === null ? (
        <Spinner label={m.vci_loading()} />
      ) : (
        <deposit.CryptoDeposit store={store} context={context} />
      )}
      {data.way === null ? null : <MainCovers store={store} context={context} />}
    </div>
  );
}

/** MAIN now, and whether it pays for the smallest card (what continue waits for). */
function MainCovers({ store, context }: { store: IssueStore; context: IssueContext }) {
  const canContinue = useStore(store.$canContinue);
  const { data } = useStore(store.wizard.$state);
  const locale = getLocale();
  const money = (amount: string) => formatMoney(amount, context.fees.currency, locale);
  const least = leastIssueTotal(context.fees).toFixed(CARD_DECIMALS);
  return (
    <div className="card flex flex-col gap-2 p-4" role="status">
      <p className="flex flex-wrap items-baseline justify-between gap-x-4">
        <span className="text-sm text-muted">{m.vci_main_label()}</span>
        <span className="text-lg font-semibold tabular-nums" data-testid="vci-main">
          {money(context.main)}
        </span>
      </p>
      <p className="text-sm">
        {canContinue
          ? m.vci_main_enough()
          : data.way === 'CRYPTO'
            ? m.vci_main_wait({ least: money(least) })
            : m.vci_main_short({ least: money(least) })}
      </p>
    </div>
  );
}
