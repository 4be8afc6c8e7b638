/**
 * The verdict of the fault loop, pure: what each intent's client learned against what the server holds.
 * Intents are told apart by their amount (each intent moves a different number of đồng), because a
 * transaction row does not carry its idempotency key.
 */
import Big from 'big.js';

/** What the client's outcome rule settled on for one intent. */
export type Learned = 'done' | 'failed' | 'unknown';

export interface Intent {
  readonly amount: string;
  readonly from: 'MAIN' | 'VA';
  readonly learned: Learned;
}

/** One transaction as the server lists it. */
export interface ServerTransfer {
  readonly amount: string;
  readonly from: string;
}

export interface Audit {
  readonly intents: number;
  readonly done: number;
  readonly failed: number;
  /** The client never learned the outcome: a bench failure (the rule must always find out). */
  readonly unknown: number;
  /** Intents with more than one transaction. */
  readonly duplicates: number;
  /** Intents the client was told succeeded, with no transaction. */
  readonly lost: number;
  /** Transactions for intents the client was told were refused. */
  readonly phantom: number;
  /** Transactions matching no intent (another writer, or a corrupted amount). */
  readonly strangers: number;
  /** VND the MAIN wallet's available balance must have changed by: Σ transfers into MAIN − Σ out of it. */
  readonly expectedMainDelta: string;
}

export function auditIntents(intents: readonly Intent[], transfers: readonly ServerTransfer[]): Audit {
  const byAmount = new Map<string, ServerTransfer[]>();
  for (const transfer of transfers) {
    const key = new Big(transfer.amount).toString();
    byAmount.set(key, [...(byAmount.get(key) ?? []), transfer]);
  }
  let duplicates = 0;
  let lost = 0;
  let phantom = 0;
  let matched = 0;
  for (const intent of intents) {
    const rows = (byAmount.get(new Big(intent.amount).toString()) ?? []).filter((row) => row.from === intent.from);
    matched += rows.length;
    if (rows.length > 1) duplicates++;
    if (intent.learned === 'done' && rows.length === 0) lost++;
    if (intent.learned === 'failed' && rows.length > 0) phantom++;
  }
  const count = (learned: Learned) => intents.filter((intent) => intent.learned === learned).length;
  return {
    intents: intents.length,
    done: count('done'),
    failed: count('failed'),
    unknown: count('unknown'),
    duplicates,
    lost,
    phantom,
    strangers: transfers.length - matched,
    expectedMainDelta: mainDelta(transfers).toString(),
  };
}

function mainDelta(transfers: readonly ServerTransfer[]): Big {
  return transfers.reduce(
    (sum, transfer) => (transfer.from === 'MAIN' ? sum.minus(transfer.amount) : sum.plus(transfer.amount)),
    new Big(0),
  );
}

/** Available VND of the two wallets, as the API reports them. */
export interface Balances {
  readonly main: string;
  readonly va: string;
}

/** Everything that is wrong: the audit, and the balances the API reports before and after the loop. */
export function auditProblems(audit: Audit, before: Balances, after: Balances): string[] {
  const problems: string[] = [];
  if (audit.duplicates > 0) problems.push(`${audit.duplicates} intents with more than one transaction`);
  if (audit.lost > 0) problems.push(`${audit.lost} intents told "done" without a transaction`);
  if (audit.phantom > 0) problems.push(`${audit.phantom} intents told "refused" with a transaction`);
  if (audit.unknown > 0) problems.push(`${audit.unknown} intents whose outcome the client never learned`);
  if (audit.strangers > 0) problems.push(`${audit.strangers} transactions matching no intent`);
  const mainDelta = new Big(after.main).minus(before.main);
  if (!mainDelta.eq(audit.expectedMainDelta)) {
    problems.push(`MAIN available changed by ${mainDelta}, the transactions say ${audit.expectedMainDelta}`);
  }
  // Money only moves between the two wallets: what MAIN lost, VA gained.
  const vaDelta = new Big(after.va).minus(before.va);
  if (!vaDelta.eq(new Big(audit.expectedMainDelta).times(-1))) {
    problems.push(
      `VA available changed by ${vaDelta}, the transactions say ${new Big(audit.expectedMainDelta).times(-1)}`,
    );
  }
  return problems;
}
