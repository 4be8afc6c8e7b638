/**
 * How card transactions are worded on /vc and /vc/transactions: the type, detail type and status in the user's
 * language, each status with its own colour, and which way the money moved. No money formatting here (tx-amount.ts
 * has it), so the list's first load, which draws its filters with these words, does not carry it.
 *
 * The direction follows the type, seen from the money it names (a card, or the card wallet when no card is
 * involved): a top-up or refund brings money in, a withdrawal or spend takes it out. So a card top-up from the
 * wallet shows as + on that card, and a spend as − on the card that paid.
 */
import type { z } from 'zod';
// Each of these names is both the contract's enumeration (`typeof X`) and a row type (`X`).
import type { CardDetailType, CardTransactionStatus, CardTransactionType } from '../../contract/calls/card.ts';
import type { Tone } from '../../lib/appearance.ts';
import { m } from '../../lib/i18n.ts';
import type { Direction } from '../../lib/money.ts';

export type TxType = z.infer<typeof CardTransactionType>;
export type TxDetailType = z.infer<typeof CardDetailType>;
export type TxStatus = z.infer<typeof CardTransactionStatus>;

const TYPE_LABELS: Readonly<Record<TxType, () => string>> = {
  TOP_UP: m.vct_type_top_up,
  WITHDRAWAL: m.vct_type_withdrawal,
  PAYMENT: m.vct_type_payment,
  REFUND: m.vct_type_refund,
};

const DETAIL_LABELS: Readonly<Record<TxDetailType, () => string>> = {
  CARD_ISSUE_TOP_UP: m.vct_detail_card_issue_top_up,
  CARD_TOP_UP: m.vct_detail_card_top_up,
  CARD_WITHDRAW: m.vct_detail_card_withdraw,
  CARD_CRYPTO_TOP_UP: m.vct_detail_card_crypto_top_up,
  CARD_PAYMENT: m.vct_detail_card_payment,
  CARD_REFUND: m.vct_detail_card_refund,
  WALLET_TOP_UP: m.vct_detail_wallet_top_up,
  WALLET_WITHDRAW: m.vct_detail_wallet_withdraw,
  WALLET_ISSUE_WITHDRAW: m.vct_detail_wallet_issue_withdraw,
  WALLET_REFUND: m.vct_detail_wallet_refund,
};

const STATUS_LABELS: Readonly<Record<TxStatus, () => string>> = {
  CANCEL: m.vct_status_cancel,
  FAILURE: m.vct_status_failure,
  PROCESSING: m.vct_status_processing,
  PENDING: m.vct_status_pending,
  SUCCESS: m.vct_status_success,
};

/** SPEC section 4: each card transaction status has a colour of its own (a cancel is not a failure). */
const STATUS_TONES: Readonly<Record<TxStatus, Tone>> = {
  CANCEL: 'neutral',
  FAILURE: 'danger',
  PROCESSING: 'info',
  PENDING: 'warning',
  SUCCESS: 'success',
};

const DIRECTIONS: Readonly<Record<TxType, Direction>> = {
  TOP_UP: 'in',
  REFUND: 'in',
  WITHDRAWAL: 'out',
  PAYMENT: 'out',
};

/** Statuses that no longer change: the detail stops reading there. */
const FINAL: ReadonlySet<TxStatus> = new Set(['CANCEL', 'FAILURE', 'SUCCESS']);

export const txTypeLabel = (type: TxType): string => TYPE_LABELS[type]();
export const txDetailLabel = (detail: TxDetailType): string => DETAIL_LABELS[detail]();
export const txStatusLabel = (status: TxStatus): string => STATUS_LABELS[status]();
export const txStatusTone = (status: TxStatus): Tone => STATUS_TONES[status];
export const txDirection = (type: TxType): Direction => DIRECTIONS[type];
export const isFinalTx = (transaction: { readonly status: TxStatus }): boolean => FINAL.has(transaction.status);

/** The colour of an amount: money in in the success colour, out in the text colour. */
export function txAmountClass(type: TxType): string {
  return txDirection(type) === 'in' ? 'text-success' : 'text-fg';
}

/** A card as one line: `Travel •••• 4242`; the card wallet for movements that touch no card. */
export function txCardText(card: CardTransactionType['card']): string {
  return card === null ? m.vct_wallet() : m.vct_card_value({ name: card.name, last4: card.last4 });
}
