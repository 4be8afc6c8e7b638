/**
 * Why the ledger refused something. INSUFFICIENT_BALANCE and INVALID_TRANSITION are business outcomes the
 * API reports (server/errors catalogue); the others mean the caller built a wrong posting (a bug → 500).
 */
export const LEDGER_ERROR_CODES = [
  'INSUFFICIENT_BALANCE',
  'INVALID_TRANSITION',
  'TRANSFER_NOT_FOUND',
  'ACCOUNT_NOT_FOUND',
  'UNBALANCED_POSTING',
  'INVALID_AMOUNT',
  'INVALID_RECEIVER',
] as const;
export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[number];

export class LedgerError extends Error {
  override name = 'LedgerError';
  readonly code: LedgerErrorCode;

  constructor(code: LedgerErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
