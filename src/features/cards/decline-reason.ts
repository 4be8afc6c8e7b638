/**
 * Why a card transaction failed or was cancelled, in the user's language: the server sends a code of the contract
 * (docs/decisions/028-card-decline-codes.md), the words live here.
 */
import type { z } from 'zod';
import type { CardFailureReason } from '../../contract/calls/card.ts';
import { m } from '../../lib/i18n.ts';

export type DeclineReason = z.infer<typeof CardFailureReason>;

const REASON_LABELS: Readonly<Record<DeclineReason, () => string>> = {
  CARD_NOT_ACTIVE: m.vct_reason_card_not_active,
  INSUFFICIENT_CARD_BALANCE: m.vct_reason_insufficient_card_balance,
  SPENDING_LIMIT_EXCEEDED: m.vct_reason_spending_limit_exceeded,
  DECLINED_BY_MERCHANT: m.vct_reason_declined_by_merchant,
  CANCELLED_BY_MERCHANT: m.vct_reason_cancelled_by_merchant,
  UNSUPPORTED_NETWORK: m.vct_reason_unsupported_network,
  ISSUE_REJECTED: m.vct_reason_issue_rejected,
};

export function declineReasonLabel(code: DeclineReason): string {
  return REASON_LABELS[code]();
}
