/**
 * Moving money between the customer's own main and VA wallets (SPEC section 2's "others" steps enter-info →
 * transfer; PRODUCT.md section 4): an INTERNAL transaction, settled at once in the ledger, so both balances
 * change in the same commit (docs/API.md, "Top-ups, invoices and internal transfers").
 */
import { z } from 'zod';
import { CurrencyCode, ok, PositiveDecimal } from '../common.ts';
import { defineCall } from '../define.ts';
import { BalanceType } from './reference.ts';
import { VaTransaction } from './va.ts';

/** The wallets a customer moves money between. */
export const OwnWallet = BalanceType.extract(['MAIN', 'VA']);

const InternalTransferInput = z
  .object({ from: OwnWallet, to: OwnWallet, amount: PositiveDecimal, currency: CurrencyCode })
  .refine((transfer) => transfer.from !== transfer.to, { message: 'same_wallet', path: ['to'] });

export const walletTransferCalls = [
  defineCall({
    name: 'createInternalTransfer',
    client: 'client',
    method: 'POST',
    path: '/wallets/transfers',
    tag: 'wallet',
    roles: ['DIRECTOR', 'FINANCE'],
    idempotencyKey: true,
    summary:
      'Move money from the main wallet to the VA wallet or back, in one currency, without a fee. Settles at once: answers the APPROVED INTERNAL transaction.',
    body: InternalTransferInput,
    response: ok(VaTransaction),
    errors: ['INSUFFICIENT_BALANCE', 'WALLET_NOT_ENABLED', 'CURRENCY_NOT_SUPPORTED'],
  }),
] as const;
