/**
 * Turning a form into what is stored: the checks of PRODUCT.md section 4 that need reference data or the
 * bank (the contract's schemas already checked formats). A bank account's holder name must match what the
 * bank holds, and the bank's spelling is what is saved.
 */
import type { ProviderType } from '../../src/contract/calls/reference.ts';
import type { Executor } from '../db/client.ts';
import type { PaymentRow } from '../db/schema/payments.ts';
import { ApiError } from '../errors/api-error.ts';
import { currencyByCode } from '../reference/currencies.ts';
import { paysOutToWallet } from '../reference/providers.ts';
import { vnBankByBin } from '../reference/vn-banks.ts';
import { lookupBankAccountName, sameHolderName } from './account-name.ts';

type ProviderValue = ProviderType['value'];

/** Everything about a method the owner chooses, except whether it is the default. */
export type PaymentDetails = Pick<
  PaymentRow,
  'paymentType' | 'currency' | 'provider' | 'accountName' | 'accountNumber' | 'email' | 'bankBin' | 'bankName'
>;

export interface BankFields {
  readonly currency: string;
  readonly bank_bin: string;
  readonly account_number: string;
  readonly account_name: string;
}

export interface EWalletFields {
  readonly currency: string;
  readonly provider: ProviderValue;
  readonly account_name: string;
  readonly email?: string | undefined;
  readonly account_number?: string | undefined;
}

function assertCurrencyTakes(currency: string, provider: ProviderValue): void {
  if (!currencyByCode(currency)?.providers.includes(provider)) throw new ApiError('CURRENCY_NOT_SUPPORTED');
}

export async function bankDetails(db: Executor, fields: BankFields): Promise<PaymentDetails> {
  const bank = vnBankByBin(fields.bank_bin);
  if (bank === undefined) throw new ApiError('BANK_NOT_SUPPORTED');
  assertCurrencyTakes(fields.currency, 'bank');
  const holder = await lookupBankAccountName(db, bank.bin, fields.account_number);
  if (!sameHolderName(holder, fields.account_name)) throw new ApiError('BANK_ACCOUNT_NAME_MISMATCH');
  return {
    paymentType: 'BANK',
    currency: fields.currency,
    provider: 'bank',
    accountName: holder,
    accountNumber: fields.account_number,
    email: null,
    bankBin: bank.bin,
    bankName: bank.short_name,
  };
}

export function eWalletDetails(fields: EWalletFields): PaymentDetails {
  if (!paysOutToWallet(fields.provider)) throw new ApiError('PROVIDER_NOT_SUPPORTED');
  assertCurrencyTakes(fields.currency, fields.provider);
  return {
    paymentType: 'E_WALLET',
    currency: fields.currency,
    provider: fields.provider,
    accountName: fields.account_name,
    accountNumber: fields.account_number ?? null,
    email: fields.email?.toLowerCase() ?? null,
    bankBin: null,
    bankName: null,
  };
}

const DETAIL_KEYS = [
  'currency',
  'provider',
  'accountName',
  'accountNumber',
  'email',
  'bankBin',
  'bankName',
] as const satisfies readonly (keyof PaymentDetails)[];

/** Whether saving `details` changes the method (anything but `is_default`), which sends it back to review. */
export function detailsChange(row: PaymentRow, details: PaymentDetails): boolean {
  return DETAIL_KEYS.some((key) => row[key] !== details[key]);
}
