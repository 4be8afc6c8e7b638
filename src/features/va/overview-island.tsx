/**
 * /va: for whom VAs are open, the VA and QR-merchant balances (live), the limit and fee that apply, the full
 * table of limits per tier and fees per level, and the ways on; for whom they are not, why and what to do.
 */
import { useEffect } from 'react';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { VA_MIN_KYC_LEVEL } from '../../lib/va-enabled.ts';
import { $profile, type ProfileSummary } from '../../stores/profile.ts';
import { $wallets } from '../../stores/wallets.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { $qrBalances, loadQrBalances, noteLoaded } from './overview-store.ts';
import { canManageVa, vaGate } from './rules.ts';

// The limits and fees come after the balances (and bring the settings read with them).
const loadSettings = () => import('./settings-view.tsx');

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
  const profile = useStore($profile, null);
  const settings = useLazyModule(loadSettings, profile !== null);
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
          <Links profile={profile} />
        </>
      ) : (
        <Gate gate={gate} profile={profile} />
      )}
      {settings ? <settings.SettingsSection current={gate === 'open'} /> : <Skeleton className="h-48 w-full" />}
    </div>
  );
}
