/**
 * Step two of an invoice: what the payer needs — the exact amount, the VA to pay into, the note to write (or the QR
 * that carries them) and the due date — to share (the phone's share sheet, or copied as text) or print, read again
 * every 5000 ms until it is paid, expires or is cancelled. Cancelling asks first. The QR has no countdown: an
 * invoice lasts days (its due date is in the details), and it leaves the page when the invoice stops WAITING.
 * Loaded after the page.
 */
import { useState } from 'react';
import type { InvoiceType } from '../../contract/calls/invoices.ts';
import { failureText } from '../../lib/failure-text.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert, type AlertTone } from '../../ui/alert.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { QrView } from '../../ui/qr-view.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { StatusTimeline } from '../../ui/status-timeline.tsx';
import { Fact } from './fact.tsx';
import { calendarDate, invoiceShareText } from './invoice-share.ts';
import { cancelInvoice, invoiceDetail, isInvoiceFinal, topUpFlow } from './top-up-store.ts';
import { UnreadStep } from './unread-step.tsx';

function StatusNotice({ invoice }: { readonly invoice: InvoiceType }) {
  const locale = getLocale();
  const amount = formatMoney(invoice.amount, invoice.currency, locale, { exact: true });
  const notices: Record<InvoiceType['status'], { tone: AlertTone; title: string; text: string }> = {
    WAITING: {
      tone: 'info',
      title: m.topup_invoice_waiting_title(),
      text: m.topup_invoice_waiting_text({
        payer: invoice.payer.name,
        amount,
        date: calendarDate(invoice.due_date, locale),
      }),
    },
    PAID: { tone: 'success', title: m.topup_invoice_paid_title(), text: m.topup_invoice_paid_text({ amount }) },
    EXPIRED: { tone: 'warning', title: m.topup_invoice_expired_title(), text: m.topup_invoice_expired_text() },
    CANCELLED: { tone: 'warning', title: m.topup_invoice_cancelled_title(), text: m.topup_invoice_cancelled_text() },
  };
  const notice = notices[invoice.status];
  return (
    <Alert tone={notice.tone} title={notice.title} live>
      {notice.text}
    </Alert>
  );
}

function InvoiceFacts({ invoice }: { readonly invoice: InvoiceType }) {
  const locale = getLocale();
  const account = invoice.virtual_account;
  return (
    <dl aria-label={m.topup_details_title()} className="card px-4">
      <Fact label={m.topup_invoice_code()} value={invoice.code} />
      <Fact
        label={m.topup_amount_exact()}
        value={formatMoney(invoice.amount, invoice.currency, locale, { exact: true })}
        copy={m.topup_amount_what()}
      />
      <Fact label={m.topup_bank()} value={`${account.bank_name} (${account.bank_short_name})`} />
      <Fact label={m.topup_account_number()} value={account.account_number} copy={m.topup_account_number()} />
      <Fact label={m.topup_account_name()} value={account.account_name} copy={m.topup_account_name()} />
      <Fact label={m.topup_reference()} value={invoice.reference} copy={m.topup_reference()} />
      <Fact label={m.topup_invoice_due_date()} value={calendarDate(invoice.due_date, locale)} />
      <Fact label={m.topup_invoice_payer()} value={`${invoice.payer.name} · ${invoice.payer.email}`} />
      {invoice.note ? <Fact label={m.topup_invoice_note_label()} value={invoice.note} /> : null}
    </dl>
  );
}

/** Share sheet where the browser has one; the text to copy always; print. */
function ShareActions({ invoice }: { readonly invoice: InvoiceType }) {
  const text = invoiceShareText(invoice, getLocale());
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      {canShare ? (
        <Button
          type="button"
          variant="secondary"
          icon="i-lucide-share-2"
          onClick={() => void navigator.share({ title: invoice.code, text }).catch(() => undefined)}
        >
          {m.topup_invoice_share()}
        </Button>
      ) : null}
      <CopyButton value={text} what={m.topup_invoice_copy_what()} withText size="md" />
      <Button type="button" variant="ghost" icon="i-lucide-printer" onClick={() => window.print()}>
        {m.topup_invoice_print()}
      </Button>
    </div>
  );
}

/** "Cancel invoice", asked first: a payment after it still reaches the VA but no longer pays the invoice. */
function CancelInvoice({ invoice }: { readonly invoice: InvoiceType }) {
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  async function confirm() {
    setSending(true);
    const refused = await cancelInvoice(invoice.id);
    setSending(false);
    setFailure(refused);
    if (refused === null) setAsking(false);
  }
  return (
    <>
      <Button type="button" variant="ghost" icon="i-lucide-x" onClick={() => setAsking(true)}>
        {m.topup_invoice_cancel()}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={m.topup_invoice_cancel_title({ code: invoice.code })}
        description={m.topup_invoice_cancel_text()}
        footer={
          <>
            <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
              {m.topup_invoice_keep()}
            </Button>
            <Button type="button" variant="danger" loading={sending} onClick={() => void confirm()}>
              {m.topup_invoice_cancel_confirm()}
            </Button>
          </>
        }
      >
        {failure ? (
          <Alert tone="danger" title={m.kit_failed_title()} live>
            {failureText(failure)}
          </Alert>
        ) : null}
      </Dialog>
    </>
  );
}

const PRINTED = 'invoice-sheet';
/**
 * Printing shows the invoice alone, not the app's navigation and page around it. A style of this step, not the
 * layout's: print rules in the layout would weigh on every page's first round trip.
 */
const PRINT_ONLY_THE_INVOICE = `@media print{body *{visibility:hidden}#${PRINTED},#${PRINTED} *{visibility:visible}#${PRINTED}{position:absolute;inset:0 0 auto 0}}`;

function Invoice({ invoice, polling }: { readonly invoice: InvoiceType; readonly polling: boolean }) {
  const waiting = invoice.status === 'WAITING';
  const amount = formatMoney(invoice.amount, invoice.currency, getLocale(), { exact: true });
  return (
    <div id={PRINTED} className="flex flex-col gap-5">
      <style>{PRINT_ONLY_THE_INVOICE}</style>
      <StatusNotice invoice={invoice} />
      {waiting ? (
        <div className="flex flex-col items-center gap-2">
          <QrView
            payload={invoice.qr_payload}
            description={m.topup_qr_description({ amount, reference: invoice.reference })}
          />
          <p className="text-center text-sm text-muted">{m.topup_qr_hint()}</p>
        </div>
      ) : null}
      <InvoiceFacts invoice={invoice} />
      {waiting ? <ShareActions invoice={invoice} /> : null}
      <StatusTimeline steps={invoice.status_history} ongoing={!isInvoiceFinal(invoice)} />
      {polling ? (
        <p className="flex items-center gap-2 text-sm text-muted print:hidden">
          <span className="i-lucide-refresh-cw" aria-hidden="true" />
          {m.topup_watching()}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {invoice.transaction_id !== null ? (
          <a className={buttonClass('secondary')} href={`/transactions/${invoice.transaction_id}`}>
            {m.topup_view_transaction()}
          </a>
        ) : waiting ? (
          <CancelInvoice invoice={invoice} />
        ) : (
          <span />
        )}
        <Button type="button" variant="ghost" icon="i-lucide-plus" onClick={topUpFlow.startOver}>
          {m.topup_new()}
        </Button>
      </div>
    </div>
  );
}

/** The open invoice, kept current. */
export function InvoiceStep() {
  const state = useStore(invoiceDetail.$state);
  if (state.value !== null) return <Invoice invoice={state.value} polling={state.polling} />;
  if (state.status === 'loading') return <Skeleton className="h-96 w-full" />;
  return <UnreadStep status={state.status} failure={state.failure} onRetry={invoiceDetail.retry} />;
}
