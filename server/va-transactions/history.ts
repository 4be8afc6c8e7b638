/**
 * History rows for measuring the transactions list at scale (`npm run operator -- seed-transactions <email>
 * <count>`, through the demo-only POST /__dev/seed-transactions). Realistic rows — main and VA top-ups,
 * withdrawals to the account's saved methods, internal transfers; mostly APPROVED, some REJECTED, CANCELLED and
 * EXPIRED; counterparties with Vietnamese names, banks and account numbers; dates spread over the year before
 * `now` — inserted in batches inside one database transaction.
 *
 * They are **history that moves no balance**: no ledger transfer (`transfer_id` null), so wallets, pending
 * amounts and the ledger's sums are unchanged, the provider and operators never see them, and the monthly
 * limits ignore them (server/va-transactions/limits.ts). Only final statuses are written, since nothing would
 * ever move an open one on.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TransactionPartyType } from '../../src/contract/calls/va.ts';
import type { Executor } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { type PaymentRow, payments } from '../db/schema/payments.ts';
import { type VirtualAccountRow, vaTransactionHistory, vaTransactions, virtualAccounts } from '../db/schema/va.ts';
import { between, pickOne, type Random } from '../seed/random.ts';
import { vaParty } from './parties.ts';
import { CODE_PREFIX, type CodePrefix, type NewVaTransaction, transactionCode } from './store.ts';
import { paymentParty } from './withdrawal.ts';

/** At most this many rows a request: enough to measure, little enough for one transaction. */
export const MAX_HISTORY_ROWS = 50_000;
const BATCH = 500;
const DAY_MS = 86_400_000;
const YEAR_DAYS = 365;

const PAYERS = [
  'NGUYEN VAN HUNG',
  'TRAN THI MAI',
  'LE QUANG VINH',
  'PHAM THU HA',
  'HOANG MINH TUAN',
  'VU THI LAN',
  'DANG VAN KHOA',
  'BUI THANH HUONG',
  'CONG TY TNHH SAO VIET',
  'CONG TY CP THUONG MAI AN PHAT',
] as const;
const BANKS = ['Vietcombank', 'Techcombank', 'BIDV', 'VietinBank', 'MB Bank', 'ACB', 'VPBank', 'Sacombank'] as const;

type Status = NewVaTransaction['status'];
type Kind = 'mainTopUp' | 'vaTopUp' | 'withdrawal' | 'internal';

/** Weighted by how often each happens on a busy account. */
const KINDS: readonly [Kind, ...Kind[]] = [
  'vaTopUp',
  'vaTopUp',
  'vaTopUp',
  'mainTopUp',
  'mainTopUp',
  'withdrawal',
  'withdrawal',
  'withdrawal',
  'internal',
];
const CLOSED: Readonly<Record<Kind, readonly [Status, ...Status[]]>> = {
  mainTopUp: ['REJECTED', 'EXPIRED', 'EXPIRED'],
  vaTopUp: ['REJECTED'],
  withdrawal: ['REJECTED', 'CANCELLED'],
  internal: ['APPROVED'],
};
const PREFIX: Readonly<Record<Kind, CodePrefix>> = {
  mainTopUp: CODE_PREFIX.mainTopUp,
  vaTopUp: CODE_PREFIX.topUp,
  withdrawal: CODE_PREFIX.withdrawal,
  internal: CODE_PREFIX.internal,
};

interface Counterparts {
  readonly vas: readonly VirtualAccountRow[];
  readonly payments: readonly PaymentRow[];
}

interface Draft {
  readonly values: NewVaTransaction;
  readonly prefix: CodePrefix;
  readonly at: Date;
}

function payer(random: Random): TransactionPartyType {
  return {
    kind: 'EXTERNAL',
    account_name: pickOne(random, PAYERS),
    account_number: String(between(random, 10_000_000, 99_999_999)) + String(between(random, 100, 999)),
    bank_name: pickOne(random, BANKS),
  };
}

/** 50,000 to 50,000,000 VND in thousands, small amounts more often (as on a real account). */
function amountOf(random: Random): number {
  return Math.round(50 * 1000 ** random()) * 1000;
}

function statusOf(random: Random, kind: Kind): Status {
  return random() < 0.88 ? 'APPROVED' : pickOne(random, CLOSED[kind]);
}

/** Where the money came from and went to, and the fee, by kind. */
function sides(random: Random, kind: Kind, amount: number, counterparts: Counterparts) {
  const va = counterparts.vas.length === 0 ? null : pickOne(random, counterparts.vas as [VirtualAccountRow]);
  const payment = counterparts.payments.length === 0 ? null : pickOne(random, counterparts.payments as [PaymentRow]);
  const wallet = (balance: 'MAIN' | 'VA'): TransactionPartyType => ({ kind: 'WALLET', balance_type: balance });
  if (kind === 'vaTopUp' && va !== null) {
    const fee = Math.floor(amount * 0.008);
    return { balance: 'VA' as const, fee, source: payer(random), destination: vaParty(va), vaId: va.id };
  }
  if (kind === 'withdrawal') {
    const balance = random() < 0.5 ? ('MAIN' as const) : ('VA' as const);
    const destination = payment === null ? payer(random) : paymentParty(payment);
    return { balance, fee: 11_000, source: wallet(balance), destination, vaId: null };
  }
  if (kind === 'internal') {
    const [from, to] = random() < 0.5 ? (['VA', 'MAIN'] as const) : (['MAIN', 'VA'] as const);
    return { balance: from, fee: 0, source: wallet(from), destination: wallet(to), vaId: null };
  }
  return { balance: 'MAIN' as const, fee: 0, source: payer(random), destination: wallet('MAIN'), vaId: null };
}

function draft(random: Random, ownerId: number, now: Date, counterparts: Counterparts): Draft {
  const kind = pickOne(random, KINDS);
  const amount = Math.max(amountOf(random), 100_000);
  const at = new Date(now.getTime() - Math.floor(random() * YEAR_DAYS * DAY_MS));
  const side = sides(random, kind, amount, counterparts);
  const type = kind === 'withdrawal' ? 'WITHDRAWAL' : kind === 'internal' ? 'INTERNAL' : 'TOP_UP';
  const status = statusOf(random, kind);
  const prefix = kind === 'vaTopUp' && side.vaId === null ? CODE_PREFIX.mainTopUp : PREFIX[kind];
  return {
    prefix,
    at,
    values: {
      ownerId,
      type,
      status,
      balanceType: side.balance,
      amount: String(amount),
      fee: String(side.fee),
      rate: '1',
      amountReceived: String(amount - side.fee),
      currency: 'VND',
      receivedCurrency: 'VND',
      source: side.source,
      destination: side.destination,
      virtualAccountId: side.vaId,
      transferId: null,
    },
  };
}

async function counterpartsOf(db: Executor, ownerId: number): Promise<Counterparts> {
  const vas = await db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.ownerId, ownerId), eq(virtualAccounts.walletType, 'VA_WALLET')))
    .orderBy(asc(virtualAccounts.id));
  const saved = await db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, ownerId), isNull(payments.removedAt)))
    .orderBy(asc(payments.id));
  return { vas, payments: saved };
}

async function insertBatch(db: Executor, drafts: readonly Draft[]): Promise<void> {
  const ids = await selectRows<{ id: number }>(
    db,
    sql`SELECT nextval(pg_get_serial_sequence('va_transactions', 'id'))::int AS id
          FROM generate_series(1, ${drafts.length})`,
  );
  const rows = drafts.map((item, index) => {
    const id = Number(ids[index]?.id);
    const updatedAt = new Date(item.at.getTime() + 5 * 60_000);
    return { ...item.values, id, code: transactionCode(item.prefix, id, item.at), createdAt: item.at, updatedAt };
  });
  await db.insert(vaTransactions).values(rows);
  await db.insert(vaTransactionHistory).values(
    rows.flatMap((row) => [
      { transactionId: row.id, status: 'PENDING' as const, note: null, at: row.createdAt },
      { transactionId: row.id, status: row.status, note: null, at: row.updatedAt },
    ]),
  );
}

/** Inserts `count` history rows for the account (one transaction, batches of 500); answers how many. */
export async function seedHistory(
  db: Executor,
  request: { readonly ownerId: number; readonly count: number; readonly now: Date; readonly random: Random },
): Promise<number> {
  if (!Number.isInteger(request.count) || request.count < 1 || request.count > MAX_HISTORY_ROWS) {
    throw new RangeError(`count must be 1 to ${MAX_HISTORY_ROWS}`);
  }
  return db.transaction(async (tx) => {
    const counterparts = await counterpartsOf(tx, request.ownerId);
    for (let done = 0; done < request.count; done += BATCH) {
      const size = Math.min(BATCH, request.count - done);
      const drafts = Array.from({ length: size }, () =>
        draft(request.random, request.ownerId, request.now, counterparts),
      );
      await insertBatch(tx, drafts);
    }
    // Fresh statistics, so the planner knows the account now has thousands of rows (PGlite runs no autovacuum).
    await tx.execute(sql`ANALYZE va_transactions`);
    return request.count;
  });
}
