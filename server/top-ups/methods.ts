/**
 * Which transfer methods (server/reference/transfer-methods.ts) top up the main wallet, how the payer sends
 * the money for each, and where it goes: the platform's collection account in the top-up's currency. A
 * bank transfer quotes the reference; a QR method shows a VietQR code the payer's banking or e-wallet app
 * scans (VietQR is VND only). VIRTUAL_ACCOUNT is no top-up of the main wallet: money paid into a VA lands
 * in the VA wallet (listVirtualAccounts shows its details).
 */
import type { ReceivingAccountType, TopUpType } from '../../src/contract/calls/top-ups.ts';
import { ApiError } from '../errors/api-error.ts';
import { TRANSFER_METHODS } from '../reference/transfer-methods.ts';
import { vaBankByShortName } from '../reference/va-banks.ts';
import { bankBinOf } from '../va/qr-payload.ts';
import { QR_VALID_SECONDS } from '../va/settings.ts';

export type TopUpKind = TopUpType['kind'];

const KIND_OF_METHOD: Readonly<Record<string, TopUpKind>> = {
  LOCAL_BANK_TRANSFER: 'BANK_TRANSFER',
  CROSS_BORDER_COLLECTION: 'BANK_TRANSFER',
  VIETQR: 'QR',
  E_WALLET: 'QR',
};

/** How long a top-up waits for its money: a QR 30 minutes (SPEC section 9), a bank transfer a day. */
export const TOP_UP_VALIDITY_MS: Readonly<Record<TopUpKind, number>> = {
  BANK_TRANSFER: 24 * 60 * 60_000,
  QR: QR_VALID_SECONDS * 1000,
};

/** Open top-ups (no money yet) an account may have at once, so pending amounts stay meaningful. */
export const MAX_OPEN_TOP_UPS = 10;

const COLLECTION_BANK = 'BIDV';
const COLLECTION_NAME = 'CONG TY CO PHAN CAMPAY';
/** The platform's collection account numbers at its bank, per currency (a deployment sets its own). */
const COLLECTION_NUMBERS: Readonly<Record<string, string>> = { VND: '96247000000001', USD: '96247000000002' };

/** The platform's account that receives top-ups in `currency`, or null when it has none. */
export function collectionAccount(currency: string): ReceivingAccountType | null {
  const accountNumber = COLLECTION_NUMBERS[currency];
  const bank = vaBankByShortName(COLLECTION_BANK);
  if (accountNumber === undefined || bank === undefined) return null;
  return {
    bank_short_name: bank.short_name,
    bank_name: bank.name,
    bank_bin: bankBinOf(bank.short_name),
    account_number: accountNumber,
    account_name: COLLECTION_NAME,
  };
}

export interface TopUpMethod {
  readonly code: string;
  readonly kind: TopUpKind;
  readonly receivingAccount: ReceivingAccountType;
}

/**
 * The method by its code, for `currency`: TOP_UP_METHOD_NOT_SUPPORTED when it does not top up the main
 * wallet, CURRENCY_NOT_SUPPORTED when it does not work in that currency.
 */
export function topUpMethod(code: string, currency: string): TopUpMethod {
  const method = TRANSFER_METHODS.find((candidate) => candidate.code === code);
  const kind = KIND_OF_METHOD[code];
  if (method === undefined || kind === undefined || !method.transaction_types.includes('TOP_UP')) {
    throw new ApiError('TOP_UP_METHOD_NOT_SUPPORTED');
  }
  const receivingAccount = collectionAccount(currency);
  const qrCurrency = kind !== 'QR' || currency === 'VND';
  if (!method.currencies.includes(currency) || receivingAccount === null || !qrCurrency) {
    throw new ApiError('CURRENCY_NOT_SUPPORTED');
  }
  return { code, kind, receivingAccount };
}
