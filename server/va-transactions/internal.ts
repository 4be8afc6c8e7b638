/**
 * createInternalTransfer: money moves between the account's own main and VA wallets. It is the ledger's
 * INTERNAL transfer requested and approved in one database transaction — the hold (wallet → its HOLD) and the
 * settlement (HOLD → the other wallet) commit together, so both balances change at once, nobody can spend the
 * money twice meanwhile, and no transfer is ever left PENDING (the wallets' pending and waiting `internal`
 * amounts stay zero; the month's amounts do not count internal moves, README "Wallet view"). No operator
 * reviews it and no fee is taken: the money never leaves the customer.
 */
import Big from 'big.js';
import type { Database } from '../db/client.ts';
import type { VaTransactionRow } from '../db/schema/va.ts';
import { decimalString } from '../ledger/decimal.ts';
import { approveTransfer, requestInternalTransfer } from '../ledger/transfers.ts';
import { assertFitsCurrency } from './amounts.ts';
import { asBusinessError, lockedAccount, walletIn } from './guards.ts';
import { CODE_PREFIX, insertVaTransaction } from './store.ts';

export type OwnWalletKind = 'MAIN' | 'VA';

export interface InternalTransferRequest {
  readonly accountId: number;
  readonly from: OwnWalletKind;
  readonly to: OwnWalletKind;
  readonly amount: string;
  readonly currency: string;
  readonly at: Date;
}

/** The APPROVED INTERNAL transaction; its balance type is the wallet the money left. */
export function createInternalTransfer(db: Database, request: InternalTransferRequest): Promise<VaTransactionRow> {
  const { accountId, currency, at } = request;
  return db.transaction(async (tx) => {
    await lockedAccount(tx, accountId);
    const amount = new Big(request.amount);
    assertFitsCurrency(amount, currency);
    const from = await walletIn(tx, accountId, request.from, currency);
    const to = await walletIn(tx, accountId, request.to, currency);
    const gross = decimalString(amount);
    const transfer = await asBusinessError(() =>
      requestInternalTransfer(tx, {
        walletId: from.wallet.id,
        toWalletId: to.wallet.id,
        amount: gross,
        source: 'internal',
        at,
      }),
    );
    await approveTransfer(tx, transfer.id, at);
    return insertVaTransaction(
      tx,
      CODE_PREFIX.internal,
      {
        ownerId: accountId,
        type: 'INTERNAL',
        status: 'APPROVED',
        balanceType: request.from,
        amount: gross,
        fee: '0',
        rate: '1',
        amountReceived: gross,
        currency,
        receivedCurrency: currency,
        source: { kind: 'WALLET', balance_type: request.from },
        destination: { kind: 'WALLET', balance_type: request.to },
        transferId: transfer.id,
      },
      at,
    );
  });
}
