/** Wallets and their balances (SPEC section 7, Other: wallets). */
import { z } from 'zod';
import { CurrencyCode, Decimal, Id, ok, Timestamp } from '../common.ts';
import { defineCall } from '../define.ts';
import { BalanceType } from './reference.ts';

/** An amount with its breakdown per source (transfer method or provider code). */
export const AmountDetail = z.object({
  amount: Decimal,
  count: z.number().int().nonnegative(),
  detail: z.array(z.object({ source: z.string(), amount: Decimal, count: z.number().int().nonnegative() })),
});

const Flows = z.object({ top_up: AmountDetail, withdraw: AmountDetail });
const FlowsWithInternal = Flows.extend({ internal: AmountDetail });

/**
 * SPEC section 3 "Wallet". Show `validate_balance` (available: balance minus held withdrawals); `balance` is
 * the ledger balance. Amounts cover the current calendar month in Vietnam time (UTC+7): `monthly_amount`
 * completed, `pending_*` PENDING (awaiting review), `waiting_*` WAITING or PROCESS (with the provider).
 */
export const Wallet = z.object({
  id: Id,
  type: BalanceType,
  balance: Decimal,
  validate_balance: Decimal,
  currency: CurrencyCode,
  status: z.enum(['ACTIVE', 'INACTIVE']),
  monthly_amount: Flows,
  pending_amount: FlowsWithInternal,
  waiting_amount: FlowsWithInternal,
  pending_monthly_amount: FlowsWithInternal,
  waiting_monthly_amount: FlowsWithInternal,
  updated_at: Timestamp,
});
export type WalletType = z.infer<typeof Wallet>;

export const CurrencyBalance = z.object({
  currency: CurrencyCode,
  balance: Decimal,
  validate_balance: Decimal,
  /** Withdrawals held from the balance. */
  pending: Decimal,
});

const TypeParams = z.object({ type: BalanceType });
const SELLER_NOTE = 'SELLER may read VA and QR_MERCHANT only (403 FORBIDDEN for MAIN).';

export const walletsCalls = [
  defineCall({
    name: 'getWallet',
    client: 'client',
    method: 'GET',
    path: '/wallets/{type}',
    tag: 'wallet',
    apiKeyScope: 'balances.read',
    summary: `A wallet with its month's completed, pending and waiting amounts. ${SELLER_NOTE}`,
    params: TypeParams,
    response: ok(Wallet),
    errors: ['WALLET_NOT_ENABLED'],
  }),
  defineCall({
    name: 'getBalances',
    client: 'v2',
    method: 'GET',
    path: '/customers/balances/{type}',
    tag: 'wallet',
    apiKeyScope: 'balances.read',
    summary: `The balances of a wallet type per currency, VND first. ${SELLER_NOTE}`,
    params: TypeParams,
    response: ok(z.object({ type: BalanceType, balances: z.array(CurrencyBalance), updated_at: Timestamp })),
    errors: ['WALLET_NOT_ENABLED'],
  }),
] as const;
