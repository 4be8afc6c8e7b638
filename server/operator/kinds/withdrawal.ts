/** Operator kind `withdrawal`: WITHDRAWAL ledger transfers waiting for the operator (server/operator/transfers.ts). */
import { transferKind } from '../transfers.ts';

export const withdrawal = transferKind('WITHDRAWAL');
