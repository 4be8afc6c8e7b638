/**
 * Step two of a top-up: what to pay and where — the exact amount, the receiving account, the reference to write
 * (or the QR code that carries both) — with a copy button for each, read again until the money is credited
 * (top-up-store.ts). Loaded after the page: it brings the money formatting, the QR and the timeline.
 */
import type { TopUpType } from '../../contract/calls/top-ups.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert, type AlertTone } from '../../ui/alert.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { QrView } from '../../ui/qr-view.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { StatusTimeline } from '../../ui/status-timeline.tsx';
import { Fact } from './fact.tsx';
import { isTopUpFinal } from './top-up.ts';
import { topUpDetail, topUpFlow } from './top-up-store.ts';
import { UnreadStep } from './unread-step.tsx';

/** A headline per status: waiting for the money, arrived, credited, or over without it. */
function StatusNotice({ topUp }: { readonly topUp: TopUpType }) {
  const { status } = topUp.transaction;
  const money = formatMoney(topUp.amount, topUp.currency, getLocale(), { exact: true });
  const notices: Record<string, { tone: AlertTone; title: string; text: string }> = {
    PENDING: { tone: 'info', title: m.topup_waiting_title(), text: m.topup_waiting_text({ amount: money }) },
    PROCESS: { tone: 'info', title: m.topup_arrived_title(), text: m.topup_arrived_text() },
    APPROVED: { tone: 'success', title: m.topup_credited_title(), text: m.topup_credited_text({ amount: money }) },
    EXPIRED: { tone: 'warning', title: m.topup_expired_title(), text: m.topup_expired_text() },
  };
  const notice = notices[status] ?? { tone: 'danger', title: m.topup_refused_title(), text: m.topup_refused_text() };
  return (
    <Alert tone={notice.tone} title={notice.title} live>
      {notice.text}
    </Alert>
  );
}

/** The receiving account, the reference and the amount, each ready to copy into a banking app. */
function PaymentFacts({ topUp }: { readonly topUp: TopUpType }) {
  const locale = getLocale();
  const account = topUp.receiving_account;
  return (
    <dl aria-label={m.topup_details_title()} className="card px-4">
      <Fact
        label={m.topup_amount_exact()}
        value={formatMoney(topUp.amount, topUp.currency, locale, { exact: true })}
        copy={m.topup_amount_what()}
      />
      <Fact label={m.topup_bank()} value={`${account.bank_name} (${account.bank_short_name})`} />
      <Fact label={m.topup_account_number()} value={account.account_number} copy={m.topup_account_number()} />
      <Fact label={m.topup_account_name()} value={account.account_name} copy={m.topup_account_name()} />
      <Fact label={m.topup_reference()} value={topUp.reference} copy={m.topup_reference()} />
      <Fact label={m.topup_expires()} value={formatDateTime(topUp.expires_at, locale)} />
    </dl>
  );
}

function Instructions({ topUp, polling }: { readonly topUp: TopUpType; readonly polling: boolean }) {
  const waiting = topUp.transaction.status === 'PENDING';
  const money = formatMoney(topUp.amount, topUp.currency, getLocale(), { exact: true });
  return (
    <div className="flex flex-col gap-5">
      <StatusNotice topUp={topUp} />
      {waiting && topUp.qr_payload ? (
        <div className="flex flex-col items-center gap-2">
          <QrView
            payload={topUp.qr_payload}
            description={m.topup_qr_description({ amount: money, reference: topUp.reference })}
            expiresAt={topUp.expires_at}
            onExpire={topUpDetail.retry}
          />
          <p className="text-center text-sm text-muted">{m.topup_qr_hint()}</p>
        </div>
      ) : null}
      {waiting ? (
        <>
          {topUp.kind === 'BANK_TRANSFER' ? <p className="text-sm">{m.topup_transfer_hint()}</p> : null}
          <PaymentFacts topUp={topUp} />
        </>
      ) : null}
      <StatusTimeline steps={topUp.transaction.status_history} ongoing={!isTopUpFinal(topUp)} />
      {polling ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <span className="i-lucide-refresh-cw" aria-hidden="true" />
          {m.topup_watching()}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <a className={buttonClass('secondary')} href={`/transactions/${topUp.id}`}>
          {m.topup_view_transaction()}
        </a>
        <Button type="button" variant="ghost" icon="i-lucide-plus" onClick={topUpFlow.startOver}>
          {m.topup_new()}
        </Button>
      </div>
    </div>
  );
}

function InstructionsSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-56 w-56 self-center" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** The top-up's instructions, kept current. */
export function InstructionsStep() {
  const state = useStore(topUpDetail.$state);
  if (state.value !== null) return <Instructions topUp={state.value} polling={state.polling} />;
  if (state.status === 'loading') return <InstructionsSkeleton />;
  return <UnreadStep status={state.status} failure={state.failure} onRetry={topUpDetail.retry} />;
}
