/** The words of the scope and event names, from the contract's lists (developer-fields.ts). */
import type { ApiKeyScopeName, WebhookEventName } from '../../contract/developer-fields.ts';
import { m } from '../../lib/i18n.ts';

export const SCOPE_LABEL: Readonly<Record<ApiKeyScopeName, () => string>> = {
  'balances.read': () => m.dev_scope_balances_read(),
  'transactions.read': () => m.dev_scope_transactions_read(),
  'va.read': () => m.dev_scope_va_read(),
  'va.write': () => m.dev_scope_va_write(),
};

export const EVENT_LABEL: Readonly<Record<WebhookEventName, () => string>> = {
  'va.topup.success': () => m.dev_event_va_topup_success(),
  'va.status.updated': () => m.dev_event_va_status_updated(),
  'topup.approved': () => m.dev_event_topup_approved(),
  'topup.rejected': () => m.dev_event_topup_rejected(),
  'withdrawal.approved': () => m.dev_event_withdrawal_approved(),
  'withdrawal.rejected': () => m.dev_event_withdrawal_rejected(),
  'qr.payment.success': () => m.dev_event_qr_payment_success(),
  'card.transaction.created': () => m.dev_event_card_transaction_created(),
};

/** What a delivery's answer was, in a few words: the HTTP status, or why there was none. */
export function answerText(statusCode: number | null, error: string | null): string {
  if (statusCode !== null) return m.dev_answer_status({ code: String(statusCode) });
  if (error === 'timeout') return m.dev_answer_timeout();
  return error === null ? m.dev_answer_no_reply() : m.dev_answer_none({ reason: error });
}
