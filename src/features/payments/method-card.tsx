/** One saved payment method as a card: bank or provider, account, status, default flag, and the director's actions. */
import type { PaymentRecord } from '../../contract/calls/payments.ts';
import { m } from '../../lib/i18n.ts';
import { methodParts, type ProviderNames } from '../../lib/payment-method.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';

const STATUS_LABEL: Readonly<Record<PaymentRecord['payment_status'], () => string>> = {
  PENDING: () => m.payments_status_pending(),
  APPROVED: () => m.payments_status_approved(),
  REJECTED: () => m.payments_status_rejected(),
};

interface Props {
  readonly payment: PaymentRecord;
  readonly providers: ProviderNames;
  /** The director's actions; absent for a view-only role. */
  readonly actions?: {
    readonly onDefault: () => void;
    readonly onRemove: () => void;
  };
}

export function MethodCard({ payment, providers, actions }: Props) {
  const { name, account } = methodParts(payment, providers);
  const icon = payment.payment_type === 'BANK' ? 'i-lucide-landmark' : 'i-lucide-wallet';
  return (
    <li className="card flex flex-col gap-3 p-4">
      <div className="flex min-w-0 items-start gap-3">
        <span className={`${icon} mt-0.5 h-5 w-5 shrink-0 text-muted`} aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold">{name}</span>
            <span className="text-xs text-muted">{payment.currency}</span>
            {payment.is_default ? (
              <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-text">
                {m.payments_default()}
              </span>
            ) : null}
            <span className="ml-auto">
              <Badge label={STATUS_LABEL[payment.payment_status]()} status={payment.payment_status} />
            </span>
          </p>
          <p className="break-words text-sm text-muted tabular-nums">{account}</p>
          {payment.payment_status === 'REJECTED' && payment.rejected_reason ? (
            <p className="text-sm text-danger">{m.payments_rejected_reason({ reason: payment.rejected_reason })}</p>
          ) : null}
        </div>
      </div>
      {actions ? (
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          {!payment.is_default && payment.payment_status === 'APPROVED' ? (
            <Button variant="secondary" size="sm" icon="i-lucide-star" onClick={actions.onDefault}>
              {m.payments_make_default()}
              <span className="sr-only"> · {name}</span>
            </Button>
          ) : null}
          {payment.payment_type === 'E_WALLET' ? (
            <a className={buttonClass('ghost', 'sm')} href={`/setting/payment/e-wallet?id=${payment.id}`}>
              <span className="i-lucide-pencil" aria-hidden="true" />
              {m.payments_edit()}
              <span className="sr-only"> · {name}</span>
            </a>
          ) : null}
          <Button variant="ghost" size="sm" icon="i-lucide-trash-2" onClick={actions.onRemove}>
            {m.payments_remove()}
            <span className="sr-only"> · {name}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
