/**
 * What a wallet card shows of a wallet (SPEC section 3 "Wallet"), as plain functions over the API's decimal strings:
 * the money on hold and the open transactions. Amounts stay Big / decimal strings. (The breakdown's flows and the
 * chart's bars are in ./flows.ts and ./month-figures.ts: they load later, with their modules.)
 */
import Big from 'big.js';
import type { WalletType } from '../../contract/calls/wallets.ts';

/** Money counted in the balance but not available: the ledger balance minus validate_balance; null when none. */
export function heldAmount(wallet: Pick<WalletType, 'balance' | 'validate_balance'>): Big | null {
  const held = new Big(wallet.balance).minus(wallet.validate_balance);
  return held.gt(0) ? held : null;
}

/** How many transactions are open in one state (pending or waiting), over every flow. */
export function openCount(amounts: WalletType['pending_amount']): number {
  return Object.values(amounts).reduce((total, flow) => total + flow.count, 0);
}
