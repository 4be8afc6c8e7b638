/**
 * How the transaction screens word and sign a transaction: type and wallet names, who the money came from or went
 * to, and which way it moved (the sign and colour of its amount).
 */
import type { TransactionPartyType, VaTransactionSummaryType } from '../../contract/calls/va.ts';
import { m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import { amountSign, canonicalAmount, type Direction, formatMoney, signedAmount } from '../../lib/money.ts';
import { walletLabel } from '../../ui/transaction-labels.ts';

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

/**
 * Which way the money moved for the user: in (a top-up), out (a withdrawal), or neither (between their own wallets,
 * null); an adjustment goes the way its amount's sign says.
 */
export function transactionDirection(transaction: Pick<VaTransactionSummaryType, 'type' | 'amount'>): Direction | null {
  switch (transaction.type) {
    case 'TOP_UP':
      return 'in';
    case 'WITHDRAWAL':
      return 'out';
    case 'ADJUSTMENT':
      return amountSign(transaction.amount) < 0 ? 'out' : 'in';
    case 'INTERNAL':
      return null;
  }
}

/** The party a list row names: where the money came from when it came in, where it went otherwise. */
export function counterparty(transaction: VaTransactionSummaryType): TransactionPartyType {
  return transactionDirection(transaction) === 'in' ? transaction.source : transaction.destination;
}

/** The amount with the sign of its direction, as a wire decimal (`-500000`); between own wallets, as it is. */
export function signedDecimal(transaction: Pick<VaTransactionSummaryType, 'type' | 'amount'>): string {
  const direction = transactionDirection(transaction);
  return direction === null ? transaction.amount : canonicalAmount(signedAmount(transaction.amount, direction));
}

/** The amount signed by its direction, e.g. `+1.250.000 ₫` / `-500.000 ₫`; between own wallets, unsigned. */
export function signedMoney(
  transaction: Pick<VaTransactionSummaryType, 'type' | 'amount' | 'currency'>,
  locale: Locale,
): string {
  const sign = transactionDirection(transaction) === null ? 'auto' : 'exceptZero';
  return formatMoney(signedDecimal(transaction), transaction.currency, locale, { sign });
}

/** The colour of an amount: credits in the success colour, debits and moves in the text colour. */
export function amountClass(direction: Direction | null): string {
  return direction === 'in' ? 'text-success' : 'text-fg';
}
