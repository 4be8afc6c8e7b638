/**
 * /va's limits and fees (GET /settings/virtual-accounts): what applies to the user — their tier's monthly limit and
 * their level's fee — and the full table per tier and per level, in plain words. Loaded after the balances, which
 * come first on the page.
 */
import type { FeeRuleType, VaSettingsType } from '../../contract/calls/va.ts';
import { feeRuleText } from '../../lib/fee-rule.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { $vaSettings } from '../../stores/verification.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { FEE_LEVELS, feeForLevel, limitForTier, TIERS } from './rules.ts';

const TIER_NAMES: Readonly<Record<(typeof TIERS)[number], () => string>> = {
  STANDARD: m.va_tier_standard,
  SILVER: m.va_tier_silver,
  GOLD: m.va_tier_gold,
  DIAMOND: m.va_tier_diamond,
};

/** A fee in plain words: "1% of each payment received" or "5,000 ₫ on each payment received". */
export function feeWords(fee: FeeRuleType | null): string {
  if (fee === null) return m.va_fee_none();
  const text = feeRuleText(fee, getLocale());
  return fee.type === 'PERCENT' ? m.va_fee_percent({ fee: text }) : m.va_fee_fixed({ fee: text });
}

function money(amount: string, currency: string): string {
  return formatMoney(amount, currency, getLocale());
}

function Current({ settings }: { settings: VaSettingsType }) {
  const { current } = settings;
  return (
    <section className="card p-5" aria-labelledby="va-current">
      <h2 id="va-current" className="text-lg font-semibold">
        {m.va_current_title()}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{m.va_current_limit({ tier: TIER_NAMES[current.tier]() })}</dt>
          <dd className="font-semibold tabular-nums" data-testid="va-limit">
            {m.va_limit_words({ amount: money(current.limit.amount, current.limit.currency) })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{m.va_current_fee({ level: String(current.account_level) })}</dt>
          <dd className="font-semibold" data-testid="va-fee">
            {feeWords(current.fee)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

interface Row {
  readonly key: string;
  readonly name: string;
  readonly value: string;
  /** What applies to the user: marked, and said. */
  readonly yours: boolean;
}

interface TableProps {
  readonly caption: string;
  readonly nameHeader: string;
  readonly valueHeader: string;
  readonly rows: readonly Row[];
  /** Amounts line up their digits. */
  readonly numeric?: boolean;
}

/** One of the two tables: a name per row, its value, the user's own row marked. */
function SettingsTable({ caption, nameHeader, valueHeader, rows, numeric = false }: TableProps) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="text-left text-muted">
          <th scope="col" className="py-1 font-medium">
            {nameHeader}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={`border-t border-border ${row.yours ? 'font-semibold text-primary-text' : ''}`}>
            <th scope="row" className="py-2 text-left font-normal">
              {row.name}
              {row.yours ? <span className="ml-1">{m.va_yours()}</span> : null}
            </th>
            <td className={`py-2 text-right ${numeric ? 'tabular-nums' : ''}`}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Tables({ settings }: { settings: VaSettingsType }) {
  const { current } = settings;
  const limits = TIERS.map((tier) => {
    const limit = limitForTier(settings, tier);
    return {
      key: tier,
      name: TIER_NAMES[tier](),
      value: limit ? money(limit.amount, limit.currency) : '—',
      yours: tier === current.tier,
    };
  });
  const fees = FEE_LEVELS.map((level) => ({
    key: String(level),
    name: m.va_level({ level: String(level) }),
    value: feeWords(feeForLevel(settings, level)),
    yours: Math.min(current.account_level, 4) === level,
  }));
  return (
    <section className="card p-5" aria-labelledby="va-tables">
      <h2 id="va-tables" className="text-lg font-semibold">
        {m.va_tables_title()}
      </h2>
      <p className="mt-1 text-sm text-muted">{m.va_tables_lead()}</p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <SettingsTable
          caption={m.va_limits_caption()}
          nameHeader={m.va_col_tier()}
          valueHeader={m.va_col_limit()}
          rows={limits}
          numeric
        />
        <SettingsTable
          caption={m.va_fees_caption()}
          nameHeader={m.va_col_level()}
          valueHeader={m.va_col_fee()}
          rows={fees}
        />
      </div>
    </section>
  );
}

/** The limits and fees; `current` adds what applies to the user (those who may open VAs). */
export function SettingsSection({ current }: { current: boolean }) {
  const settings = useStore($vaSettings).data;
  if (!settings) return <Skeleton className="h-48 w-full" />;
  return (
    <>
      {current ? <Current settings={settings} /> : null}
      <Tables settings={settings} />
    </>
  );
}
