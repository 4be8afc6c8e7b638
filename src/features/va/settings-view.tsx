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

function Tables({ settings }: { settings: VaSettingsType }) {
  const { current } = settings;
  const mine = 'font-semibold text-primary-text';
  return (
    <section className="card p-5" aria-labelledby="va-tables">
      <h2 id="va-tables" className="text-lg font-semibold">
        {m.va_tables_title()}
      </h2>
      <p className="mt-1 text-sm text-muted">{m.va_tables_lead()}</p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-semibold">{m.va_limits_caption()}</caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1 font-medium">
                {m.va_col_tier()}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {m.va_col_limit()}
              </th>
            </tr>
          </thead>
          <tbody>
            {TIERS.map((tier) => {
              const limit = limitForTier(settings, tier);
              return (
                <tr key={tier} className={`border-t border-border ${tier === current.tier ? mine : ''}`}>
                  <th scope="row" className="py-2 text-left font-normal">
                    {TIER_NAMES[tier]()}
                    {tier === current.tier ? <span className="ml-1">{m.va_yours()}</span> : null}
                  </th>
                  <td className="py-2 text-right tabular-nums">{limit ? money(limit.amount, limit.currency) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-semibold">{m.va_fees_caption()}</caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1 font-medium">
                {m.va_col_level()}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {m.va_col_fee()}
              </th>
            </tr>
          </thead>
          <tbody>
            {FEE_LEVELS.map((level) => {
              const yours = Math.min(current.account_level, 4) === level;
              return (
                <tr key={level} className={`border-t border-border ${yours ? mine : ''}`}>
                  <th scope="row" className="py-2 text-left font-normal">
                    {m.va_level({ level: String(level) })}
                    {yours ? <span className="ml-1">{m.va_yours()}</span> : null}
                  </th>
                  <td className="py-2 text-right">{feeWords(feeForLevel(settings, level))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
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
