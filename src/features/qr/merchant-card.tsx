/** One QR merchant: its name and status, the VA behind it (bank, number to copy), and what it has received. */
import type { QrMerchantType } from '../../contract/calls/va.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { statusLabel } from '../../ui/status-label.ts';

interface Props {
  readonly merchant: QrMerchantType;
  /** Offered when the account is whitelisted and the VA is active. */
  readonly onCreate?: (() => void) | undefined;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words text-sm font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function MerchantCard({ merchant, onCreate }: Props) {
  const locale = getLocale();
  const { virtual_account: va, totals } = merchant;
  return (
    <li className="card flex flex-col gap-4 p-4" data-testid="qr-merchant">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 break-words text-base font-semibold">{merchant.name}</h3>
        <Badge label={statusLabel(merchant.status)} status={merchant.status} />
      </div>
      <div className="flex items-center gap-2 text-sm">
        <span className="i-lucide-landmark text-muted" aria-hidden="true" />
        <span className="font-medium">{va.bank_short_name}</span>
        <span className="font-mono tabular-nums">{va.account_number}</span>
        <CopyButton value={va.account_number} what={m.qrm_account_number()} />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure
          label={m.qrm_received()}
          value={formatMoney(totals.received.amount, totals.received.currency, locale)}
        />
        <Figure
          label={m.qrm_this_month()}
          value={formatMoney(totals.received_this_month.amount, totals.received_this_month.currency, locale)}
        />
        <Figure label={m.qrm_payments()} value={String(totals.transaction_count)} />
      </dl>
      {merchant.status === 'PENDING' || merchant.status === 'REJECTED' ? (
        <p className="text-sm text-muted" data-testid="qr-merchant-review">
          {merchant.status === 'PENDING' ? m.qrm_merchant_reviewing() : m.qrm_merchant_refused()}
        </p>
      ) : null}
      {onCreate ? (
        <Button size="sm" icon="i-lucide-qr-code" onClick={onCreate} className="self-start">
          {m.qrm_create_code()}
        </Button>
      ) : null}
    </li>
  );
}
