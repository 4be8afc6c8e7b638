/**
 * /va: for whom VAs are open, the VA and QR-merchant balances (live), the limit and fee that apply, the full
 * table of limits per tier and fees per level, and the ways on; for whom they are not, why and what to do.
 */
import { useEffect } from 'react';
import type { FeeRuleType, VaSettingsType } from '../../contract/calls/va.ts';
import { feeRuleText } from '../../lib/fee-rule.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { VA_MIN_KYC_LEVEL } from '../../lib/va-enabled.ts';
import { $profile, type ProfileSummary } from '../../stores/profile.ts';
import { $vaSettings } from '../../stores/verification.ts';
import { $wallets } from '../../stores/wallets.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { $qrBalances, loadQrBalances, noteLoaded } from './overview-store.ts';
import { canManageVa, FEE_LEVELS, feeForLevel, limitForTier, TIERS, vaGate } from './rules.ts';

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

function Figure({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <section className="card p-5" aria-label={label}>
      <h2 className="text-sm font-semibold">{label}</h2>
      <p className="mt-1 text-sm text-muted">{m.va_available()}</p>
      <p className="mt-1 min-h-9 text-2xl font-bold tabular-nums sm:text-3xl" data-testid={testId}>
        {value ?? <Skeleton className="h-8 w-40" />}
      </p>
    </section>
  );
}

function Balances() {
  const va = useStore($wallets).VA;
  const qr = useStore($qrBalances);
  useEffect(() => {
    if (va.status === 'fresh' && va.wallet) noteLoaded('VA', va.wallet.currency, va.wallet.balance);
  }, [va]);
  useEffect(() => {
    if (qr.status === 'ready')
      for (const figure of qr.balances) noteLoaded('QR_MERCHANT', figure.currency, figure.balance);
  }, [qr]);
  const vaValue =
    va.status === 'hidden' ? '—' : va.wallet ? money(va.wallet.validate_balance, va.wallet.currency) : null;
  const first = qr.status === 'ready' ? qr.balances[0] : undefined;
  const qrValue =
    qr.status === 'ready' ? (first ? money(first.validate_balance, first.currency) : money('0', 'VND')) : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Figure label={m.va_wallet_va()} value={vaValue} testId="va-balance" />
      {qr.status === 'error' ? (
        <Alert
          tone="danger"
          title={m.va_wallet_qr()}
          action={
            <Button variant="secondary" size="sm" onClick={() => void loadQrBalances()}>
              {m.va_retry()}
            </Button>
          }
        >
          {m.va_balance_failed()}
        </Alert>
      ) : (
        <Figure label={m.va_wallet_qr()} value={qrValue} testId="qr-balance" />
      )}
    </div>
  );
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
              const yours = String(Math.min(current.account_level, 4)) === level;
              return (
                <tr key={level} className={`border-t border-border ${yours ? mine : ''}`}>
                  <th scope="row" className="py-2 text-left font-normal">
                    {m.va_level({ level })}
                    {yours ? <span className="ml-1">{m.va_yours()}</span> : null}
                  </th>
                  <td className="py-2 text-right">{feeWords(feeForLevel(settings, Number(level)))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Links({ profile }: { profile: ProfileSummary }) {
  const links: { href: string; label: string; icon: string }[] = [
    { href: '/va/list', label: m.va_link_list(), icon: 'i-lucide-list' },
    { href: '/va/list/qr-merchant-list', label: m.va_link_qr_merchants(), icon: 'i-lucide-store' },
    { href: '/va/transactions', label: m.va_link_transactions(), icon: 'i-lucide-arrow-left-right' },
    { href: '/va/qr-transaction', label: m.va_link_qr_payments(), icon: 'i-lucide-qr-code' },
  ];
  if (canManageVa(profile.role))
    links.push({ href: '/va/withdraw/bank', label: m.va_link_withdraw(), icon: 'i-lucide-landmark' });
  return (
    <nav aria-label={m.va_links_label()}>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={`${buttonClass('secondary', 'md', false, true)} justify-start`}>
              <span className={`${link.icon} shrink-0`} aria-hidden="true" />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Why VAs are not open to this user, and what to do about it. */
function Gate({ gate, profile }: { gate: 'verify' | 'support'; profile: ProfileSummary }) {
  if (gate === 'verify') {
    return (
      <Alert
        tone="info"
        title={m.va_gate_verify_title()}
        action={
          <a href="/profile#verification" className={buttonClass('primary', 'md')}>
            {m.va_gate_verify_action()}
          </a>
        }
      >
        {m.va_gate_verify_text({ level: String(profile.accountLevel.level), needed: String(VA_MIN_KYC_LEVEL) })}
      </Alert>
    );
  }
  return (
    <Alert
      tone="warning"
      title={m.va_gate_support_title()}
      action={
        <a href="/profile" className={buttonClass('secondary', 'md')}>
          {m.va_gate_support_action()}
        </a>
      }
    >
      {m.va_gate_support_text()}
    </Alert>
  );
}

export default function VaOverviewIsland() {
  const profile = useStore($profile);
  const settings = useStore($vaSettings).data;
  if (profile === null) return <Skeleton className="h-40 w-full" />;
  const gate = vaGate({
    kycLevel: profile.accountLevel.level,
    walletEnable: profile.walletEnable,
    vaEnable: profile.vaEnable,
  });
  return (
    <div className="flex flex-col gap-6" data-gate={gate}>
      {gate === 'open' ? (
        <>
          <Balances />
          {settings ? <Current settings={settings} /> : <Skeleton className="h-24 w-full" />}
          <Links profile={profile} />
        </>
      ) : (
        <Gate gate={gate} profile={profile} />
      )}
      {settings ? <Tables settings={settings} /> : null}
    </div>
  );
}
