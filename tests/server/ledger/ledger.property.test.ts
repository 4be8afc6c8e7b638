/**
 * Random sequences of top-ups, withdrawals, internal transfers, approvals, rejections and malformed
 * postings, checked against a model kept in big.js: after every run each wallet's available and held money
 * equals the model, every currency sums to zero, no user account is negative, and every refused operation
 * was predicted by the model and wrote no row.
 */
import Big from 'big.js';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../server/db/client.ts';
import { selectRows } from '../../../server/db/rows.ts';
import type { TransferKind, TransferStatus } from '../../../server/db/schema/ledger.ts';
import { openWallet, type Wallet } from '../../../server/ledger/accounts.ts';
import { balancesOf } from '../../../server/ledger/balances.ts';
import { LedgerError } from '../../../server/ledger/errors.ts';
import { post } from '../../../server/ledger/post.ts';
import {
  approveTransfer,
  closeTransfer,
  markInProgress,
  NEXT_STATUSES,
  requestInternalTransfer,
  requestTopUp,
  requestWithdrawal,
} from '../../../server/ledger/transfers.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';
import { rowCounts, sumsPerCurrency } from './helpers.ts';

const WALLETS = 4; // 0–2 in VND (two owners), 3 in USD
const CURRENCY = ['VND', 'VND', 'VND', 'USD'];

/** An amount in cents, 0.01 to 50 000.00, as a decimal string. */
const amount = fc.integer({ min: 1, max: 5_000_000 }).map((cents) => new Big(cents).div(100).toFixed());
const wallet = fc.integer({ min: 0, max: WALLETS - 1 });
const pick = fc.nat();

const operation = fc.oneof(
  fc.record({ type: fc.constant('topUp' as const), wallet, amount, feePercent: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ type: fc.constant('withdraw' as const), wallet, amount, feePercent: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ type: fc.constant('internal' as const), wallet, to: wallet, amount }),
  fc.record({ type: fc.constant('approve' as const), pick }),
  fc.record({
    type: fc.constant('close' as const),
    pick,
    status: fc.constantFrom('REJECTED' as const, 'CANCELLED' as const),
  }),
  fc.record({
    type: fc.constant('progress' as const),
    pick,
    status: fc.constantFrom('WAITING' as const, 'PROCESS' as const),
  }),
  fc.record({ type: fc.constant('unbalanced' as const), wallet, amount }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

interface ModelTransfer {
  id: number;
  kind: TransferKind;
  status: TransferStatus;
  from: number;
  to: number | null;
  amount: Big;
  fee: Big;
}

class Model {
  readonly available = Array.from({ length: WALLETS }, () => new Big(0));
  readonly held = Array.from({ length: WALLETS }, () => new Big(0));
  readonly transfers: ModelTransfer[] = [];

  /** The error code the ledger must answer, or null when the operation must succeed. */
  expectedRefusal(op: Operation): string | null {
    switch (op.type) {
      case 'withdraw':
        return new Big(op.amount).gt(this.available[op.wallet] ?? 0) ? 'INSUFFICIENT_BALANCE' : null;
      case 'internal':
        if (op.to === op.wallet || CURRENCY[op.to] !== CURRENCY[op.wallet]) return 'INVALID_RECEIVER';
        return new Big(op.amount).gt(this.available[op.wallet] ?? 0) ? 'INSUFFICIENT_BALANCE' : null;
      case 'approve':
      case 'close':
      case 'progress': {
        const target = this.target(op.pick);
        if (!target) return 'TRANSFER_NOT_FOUND';
        const to = op.type === 'approve' ? 'APPROVED' : op.status;
        return NEXT_STATUSES[target.status].includes(to) ? null : 'INVALID_TRANSITION';
      }
      case 'unbalanced':
        return 'UNBALANCED_POSTING';
      default:
        return null;
    }
  }

  target(index: number): ModelTransfer | undefined {
    return this.transfers[index % Math.max(this.transfers.length, 1)];
  }

  move(index: number, delta: Big, into: 'available' | 'held'): void {
    this[into][index] = (this[into][index] ?? new Big(0)).plus(delta);
  }

  settle(transfer: ModelTransfer): void {
    const net = transfer.amount.minus(transfer.fee);
    if (transfer.kind === 'TOP_UP') this.move(transfer.from, net, 'available');
    else this.move(transfer.from, transfer.amount.neg(), 'held');
    if (transfer.kind === 'INTERNAL' && transfer.to !== null) this.move(transfer.to, net, 'available');
  }

  release(transfer: ModelTransfer): void {
    if (transfer.kind === 'TOP_UP') return;
    this.move(transfer.from, transfer.amount.neg(), 'held');
    this.move(transfer.from, transfer.amount, 'available');
  }
}

function feeOf(value: string, percent: number): string {
  return new Big(value).times(percent).div(100).round(2, Big.roundDown).toFixed();
}

async function apply(db: Database, wallets: readonly Wallet[], model: Model, op: Operation): Promise<void> {
  const id = (index: number) => wallets[index]?.wallet.id ?? -1;
  const track = (
    transfer: { id: number },
    kind: TransferKind,
    from: number,
    to: number | null,
    value: string,
    fee: string,
  ) => {
    model.transfers.push({
      id: transfer.id,
      kind,
      status: 'PENDING',
      from,
      to,
      amount: new Big(value),
      fee: new Big(fee),
    });
    if (kind !== 'TOP_UP') {
      model.move(from, new Big(value).neg(), 'available');
      model.move(from, new Big(value), 'held');
    }
  };
  switch (op.type) {
    case 'topUp': {
      const fee = feeOf(op.amount, op.feePercent);
      const transfer = await requestTopUp(db, { walletId: id(op.wallet), amount: op.amount, fee, source: 'bank' });
      return track(transfer, 'TOP_UP', op.wallet, null, op.amount, fee);
    }
    case 'withdraw': {
      const fee = feeOf(op.amount, op.feePercent);
      const transfer = await requestWithdrawal(db, { walletId: id(op.wallet), amount: op.amount, fee, source: 'bank' });
      return track(transfer, 'WITHDRAWAL', op.wallet, null, op.amount, fee);
    }
    case 'internal': {
      const request = { walletId: id(op.wallet), toWalletId: id(op.to), amount: op.amount, source: 'internal' };
      return track(await requestInternalTransfer(db, request), 'INTERNAL', op.wallet, op.to, op.amount, '0');
    }
    case 'unbalanced': {
      const off = new Big(op.amount).plus('0.01').neg();
      const lines = [
        { accountId: id(op.wallet), amount: op.amount },
        { accountId: wallets[op.wallet]?.hold.id ?? -1, amount: off },
      ];
      await post(db, { kind: 'ADJUSTMENT', lines });
      return;
    }
    default:
      return changeStatus(db, model, op);
  }
}

async function changeStatus(db: Database, model: Model, op: Extract<Operation, { pick: number }>): Promise<void> {
  const target = model.target(op.pick);
  const transferId = target?.id ?? 987_654_321;
  if (op.type === 'approve') await approveTransfer(db, transferId);
  else if (op.type === 'close') await closeTransfer(db, transferId, op.status);
  else await markInProgress(db, transferId, op.status);
  if (!target) return;
  if (op.type === 'approve') model.settle(target);
  if (op.type === 'close') model.release(target);
  target.status = op.type === 'approve' ? 'APPROVED' : op.status;
}

/** Whatever the ledger answered, the model said so; a refusal wrote nothing. */
async function applyChecked(db: Database, wallets: readonly Wallet[], model: Model, op: Operation): Promise<void> {
  const expected = model.expectedRefusal(op);
  const before = await rowCounts(db);
  const outcome = await apply(db, wallets, model, op).then(
    () => null,
    (error: unknown) => (error instanceof LedgerError ? error.code : `unexpected: ${String(error)}`),
  );
  expect(outcome, JSON.stringify(op)).toBe(expected);
  if (outcome !== null) expect(await rowCounts(db)).toEqual(before);
}

async function assertInvariants(db: Database, wallets: readonly Wallet[], model: Model): Promise<void> {
  const ids = wallets.flatMap((w) => [w.wallet.id, w.hold.id]);
  const balances = await balancesOf(db, ids);
  wallets.forEach((w, index) => {
    expect(balances.get(w.wallet.id), `available of wallet ${index}`).toBe(model.available[index]?.toFixed());
    expect(balances.get(w.hold.id), `held of wallet ${index}`).toBe(model.held[index]?.toFixed());
  });
  for (const { currency, sum } of await sumsPerCurrency(db)) expect(new Big(sum).eq(0), currency).toBe(true);
  const negative = await selectRows<{ id: number }>(
    db,
    sql`SELECT a.id FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
         WHERE a.kind <> 'SYSTEM' GROUP BY a.id HAVING sum(e.amount) < 0`,
  );
  expect(negative).toEqual([]);
}

onEveryDriver('ledger invariants under random operations', (open) => {
  let handle: DatabaseHandle;
  let nextOwner = 1;
  beforeAll(async () => {
    handle = await open();
  }, DATABASE_SETUP_TIMEOUT_MS);

  async function freshWallets(): Promise<Wallet[]> {
    const first = nextOwner++;
    const second = nextOwner++;
    const keys = [
      { ownerId: first, kind: 'MAIN' as const },
      { ownerId: first, kind: 'VA' as const },
      { ownerId: second, kind: 'MAIN' as const },
      { ownerId: second, kind: 'MAIN' as const },
    ];
    return Promise.all(keys.map((key, index) => openWallet(handle.db, { ...key, currency: CURRENCY[index] ?? 'VND' })));
  }

  it(
    'keeps every balance equal to the model, every currency at zero and no user account below zero',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 20 }), async (operations) => {
          const wallets = await freshWallets();
          const model = new Model();
          for (const op of operations) await applyChecked(handle.db, wallets, model, op);
          await assertInvariants(handle.db, wallets, model);
        }),
        { numRuns: 25 },
      );
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});
