/**
 * How the transaction screens word and sign a transaction: type and wallet names, who the money came from or went
 * to, and which way it moved (the sign and colour of its amount).
 */
import Big from 'big.js';
import type { TransactionPartyType, VaTransactionSummaryType } from '../../contract/calls/va.ts';
import { m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import { formatMoney } from '../../lib/money.ts';

type TransactionType = VaTransactionSummaryType['type'];
type BalanceType = VaTransactionSummaryType['balance_type'];

const TYPE_LABELS: Readonly<Record<TransactionType, () => string>> = {
  TOP_UP: m.tx_type_top_up,
  WITHDRAWAL: m.tx_type_withdrawal,
  ADJUSTMENT: m.tx_type_adjustment,
  INTERNAL: m.tx_type_internal,
};

const WALLET_LABELS: Readonly<Record<BalanceType, () => string>> = {
  MAIN: m.tx_wallet_main,
  VA: m.tx_wallet_va,
  QR_MERCHANT: m.tx_wallet_qr_merchant,
};

/** The translated name of a transaction type. */
export function typeLabel(type: TransactionType): string {
  return TYPE_LABELS[type]();
}

/** The translated name of a wallet. */
export function walletLabel(balance: BalanceType): string {
  return WALLET_LABELS[balance]();
}

/** A party as two lines: who (a name or a wallet) and where (bank and account number), when known. */
export interface PartyText {
  readonly name: string;
  readonly account: string | null;
}

/** `VCB · 0123456789`, leaving out what the bank did not report. */
function accountLine(bank: string | null, number: string | null): string | null {
  const parts = [bank, number].filter((part): part is string => part !== null && part !== '');
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Who the money came from or went to, in words. */
export function partyText(party: TransactionPartyType): PartyText {
  switch (party.kind) {
    case 'WALLET':
      return { name: walletLabel(party.balance_type), account: null };
    case 'VA':
      return { name: party.account_name, account: accountLine(party.bank_short_name, party.account_number) };
    case 'PAYMENT':
      return { name: party.account_name, account: accountLine(party.bank_name, party.account_number) };
    case 'EXTERNAL':
      return {
        name: party.account_name ?? m.tx_party_unknown(),
        account: accountLine(party.bank_name, party.account_number),
      };
  }
}

/** Which way the money moved for the user: in (a top-up), out (a withdrawal), or neither (between own wallets). */
export type Direction = 'in' | 'out' | null;

/** The direction of a transaction; an adjustment goes the way its amount's sign says. */
export function directionOf(transaction: Pick<VaTransactionSummaryType, 'type' | 'amount'>): Direction {
  switch (transaction.type) {
    case 'TOP_UP':
      return 'in';
    case 'WITHDRAWAL':
      return 'out';
    case 'ADJUSTMENT':
      return new Big(transaction.amount).lt(0) ? 'out' : 'in';
    case 'INTERNAL':
      return null;
  }
}

/** The party a list row names: where the money came from when it came in, where it went otherwise. */
export function counterparty(transaction: VaTransactionSummaryType): TransactionPartyType {
  return directionOf(transaction) === 'in' ? transaction.source : transaction.destination;
}

/** The amount signed by its direction, e.g. `+1.250.000 ₫` / `−500.000 ₫`; between own wallets, unsigned. */
export function signedAmount(
  transaction: Pick<VaTransactionSummaryType, 'type' | 'amount' | 'currency'>,
  locale: Locale,
): string {
  const direction = directionOf(transaction);
  const magnitude = formatMoney(new Big(transaction.amount).abs(), transaction.currency, locale);
  if (direction === 'in') return `+${magnitude}`;
  // U+2212 MINUS SIGN: the typographic minus, read as "minus" by screen readers.
  if (direction === 'out') return `\u2212${magnitude}`;
  return magnitude;
}

/** The colour of an amount: credits in the success colour, debits and moves in the text colour. */
export function amountClass(direction: Direction): string {
  return direction === 'in' ? 'text-success' : 'text-fg';
}
