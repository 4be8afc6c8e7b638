/** TransactionParty values (src/contract/calls/va.ts) stored in va_transactions.source / destination. */
import type { TransactionPartyType } from '../../src/contract/calls/va.ts';
import type { VirtualAccountRow } from '../db/schema/va.ts';

export function vaParty(va: VirtualAccountRow): TransactionPartyType {
  return {
    kind: 'VA',
    id: va.id,
    account_number: va.accountNumber,
    account_name: va.accountName,
    bank_short_name: va.bankShortName,
  };
}

/** Someone outside the product, as the paying bank reported them. */
export function externalParty(accountName: string | null): TransactionPartyType {
  return { kind: 'EXTERNAL', account_name: accountName, account_number: null, bank_name: null };
}
