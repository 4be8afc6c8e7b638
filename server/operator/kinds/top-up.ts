/** Operator kind `top-up`: TOP_UP ledger transfers waiting for the operator (server/operator/transfers.ts). */
import { transferKind } from '../transfers.ts';

export const topUp = transferKind('TOP_UP');
