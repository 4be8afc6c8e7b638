/**
 * The operator registry's common shape (PRODUCT.md sections 3 and 6): every kind lists what waits for
 * review and approves or rejects one item. `reviewKind` gives each kind the same decision rules: an
 * unknown id is NOT_FOUND, deciding again the same way answers the item unchanged (and tells nobody twice),
 * the opposite decision is ITEM_ALREADY_DECIDED; a rejection names fields to fix only where the kind takes
 * them (a KYC or KYB form), else 422; a real decision notifies the customer and publishes events,
 * once its database transaction committed (so a kind's webhooks, sent from `announce`, never hold one open).
 */
import type { OperatorItemType } from '../../src/contract/calls/operator.ts';
import type { EventBus } from '../api/bus.ts';
import type { LogSink } from '../api/log.ts';
import { findUserById, type UserRow } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import type { Deliver } from '../developers/deliver.ts';
import { ApiError } from '../errors/api-error.ts';

export type ReviewStatusName = OperatorItemType['status'];
export type Decision = 'APPROVED' | 'REJECTED';

export interface PageRequest {
  readonly page: number;
  readonly limit: number;
}

export interface ItemPage {
  readonly items: OperatorItemType[];
  readonly total: number;
  readonly page: number;
  readonly limit: number;
}

/**
 * What a decision may use besides the database: where to publish, the decision's moment, and the webhook
 * transport with the log its failures go to.
 */
export interface DecisionContext {
  readonly bus: EventBus | null;
  readonly now: Date;
  readonly deliver: Deliver;
  readonly log: LogSink;
  /** config.webhookRetryUnitMs, for the webhooks a decision sends. */
  readonly webhookRetryUnitMs: number;
}

/** A rejection: the reason the customer sees and, for kinds that take them, the fields to fix. */
export interface OperatorRejection {
  readonly reason: string;
  readonly fields?: readonly string[] | undefined;
}

/** One kind of the registry (server/operator/kinds/<kind>.ts). */
export interface OperatorKind {
  list(db: Database, status: ReviewStatusName, page: PageRequest): Promise<ItemPage>;
  approve(db: Database, id: number, ctx: DecisionContext): Promise<OperatorItemType>;
  reject(db: Database, id: number, rejection: OperatorRejection, ctx: DecisionContext): Promise<OperatorItemType>;
}

/** How one kind reads, decides and announces its rows; `reviewKind` adds the shared rules. */
export interface Reviewable<Row> {
  list(db: Database, status: ReviewStatusName, page: PageRequest): Promise<ItemPage>;
  load(db: Database, id: number): Promise<Row | undefined>;
  /** CANCELLED: closed by the customer, so neither decision applies. */
  statusOf(row: Row): ReviewStatusName | 'CANCELLED';
  toItem(db: Database, row: Row): Promise<OperatorItemType>;
  approve(db: Database, id: number, now: Date): Promise<Row>;
  /** `fields`: what to fix, only ever non-empty for a kind that `takesFields`. */
  reject(db: Database, id: number, reason: string, now: Date, fields: readonly string[]): Promise<Row>;
  /** Whether a rejection may name fields of the item to fix (a submission's form); others refuse them. */
  readonly takesFields?: boolean;
  /** Tell the customer (notification) and the live streams (events) about a decision just made. */
  announce(db: Database, row: Row, ctx: DecisionContext): Promise<void>;
}

export function reviewKind<Row>(kind: Reviewable<Row>): OperatorKind {
  async function decide(db: Database, id: number, to: Decision, ctx: DecisionContext, run: () => Promise<Row>) {
    const current = await kind.load(db, id);
    if (current === undefined) throw new ApiError('NOT_FOUND');
    const status = kind.statusOf(current);
    if (status === to) return kind.toItem(db, current);
    if (status !== 'PENDING') throw new ApiError('ITEM_ALREADY_DECIDED');
    const decided = await run();
    await kind.announce(db, decided, ctx);
    return kind.toItem(db, decided);
  }
  return {
    list: (db, status, page) => kind.list(db, status, page),
    approve: (db, id, ctx) => decide(db, id, 'APPROVED', ctx, () => kind.approve(db, id, ctx.now)),
    reject: (db, id, { reason, fields = [] }, ctx) => {
      if (fields.length > 0 && !kind.takesFields) {
        throw new ApiError('VALIDATION_FAILED', { fields: { fields: ['field_path_unknown'] } });
      }
      return decide(db, id, 'REJECTED', ctx, () => kind.reject(db, id, reason.trim(), ctx.now, fields));
    },
  };
}

/** The customer an item belongs to; a missing one is a broken row, not the operator's mistake. */
export async function customerRow(db: Database, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (user === undefined) throw new Error(`operator item of missing user ${id}`);
  return user;
}
