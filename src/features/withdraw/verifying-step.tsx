/**
 * The verifying step: the transaction as the server has it — its status, figures and timeline, read again until
 * the status is final — never an optimistic success; then a link to its detail page.
 */

import { useEffect } from 'react';
import { failureText } from '../../lib/failure-text.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { isFinal } from '../../lib/transaction-status.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import { StatusTimeline } from '../../ui/status-timeline.tsx';
import { transactionHref } from './withdraw.ts';
import type { WithdrawStore } from './withdraw-store.ts';
import { withdrawalDetail } from './withdrawal-detail.ts';

const OUTCOME_TEXT: Readonly<Record<string, () => string>> = {
  PENDING: () => m.withdraw_outcome_pending(),
  PROCESS: () => m.withdraw_outcome_process(),
  APPROVED: () => m.withdraw_outcome_approved(),
  REJECTED: () => m.withdraw_outcome_rejected(),
};

export function VerifyingStep({ store, transactionId }: { store: WithdrawStore; transactionId: number }) {
  const { status, value, failure } = useStore(withdrawalDetail.$state);
  useEffect(() => withdrawalDetail.start(transactionId), [transactionId]);
  const locale = getLocale();
  if (value === null) {
    return status === 'error' ? (
      <Alert tone="danger" action={<Button onClick={withdrawalDetail.retry}>{m.withdraw_retry()}</Button>}>
        {failure ? failureText(failure) : m.withdraw_loading()}
      </Alert>
    ) : (
      <Spinner label={m.withdraw_loading()} />
    );
  }
  const rows: [string, string][] = [
    [m.kit_confirm_amount(), formatMoney(value.amount, value.currency, locale)],
    [m.kit_confirm_fee(), formatMoney(value.fee, value.currency, locale)],
    [m.kit_confirm_received(), formatMoney(value.amount_received, value.received_currency, locale)],
    [m.withdraw_reference(), value.code],
  ];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-start gap-2" role="status">
        <Badge status={value.status} label={statusLabel(value.status)} />
        <p>{(OUTCOME_TEXT[value.status] ?? (() => m.withdraw_outcome_other()))()}</p>
      </div>
      <dl className="card divide-y divide-border text-sm">
        {rows.map(([label, text]) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 break-all text-right font-medium tabular-nums">{text}</dd>
          </div>
        ))}
      </dl>
      <StatusTimeline steps={value.status_history} ongoing={!isFinal(value)} />
      <div className="flex flex-wrap gap-3">
        <a className={buttonClass('primary')} href={transactionHref(store.source, value.id)}>
          {m.withdraw_view_transaction()}
        </a>
        <Button variant="secondary" onClick={store.startOver}>
          {m.withdraw_again()}
        </Button>
      </div>
    </div>
  );
}
