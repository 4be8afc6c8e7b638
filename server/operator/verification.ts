/**
 * KYC and KYB submissions as operator kinds (server/people/kyc/decide.ts does the deciding). An approval
 * that raises the account level also tells the customer their new level (ACCOUNT_LEVEL_UPDATED) and every
 * live stream of the account (`account.updated`), so limits and fees change on screen without a reload, and the
 * referrer's open /referral when the account was referred (`referral.updated`).
 */
import { and, eq } from 'drizzle-orm';
import { findUserById } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { type KycSubmissionRow, kycSubmissions } from '../db/schema/people.ts';
import { publishAccountUpdated } from '../events/publish.ts';
import { notify } from '../notifications/store.ts';
import { approveKyb, approveKyc, rejectKyb, rejectKyc } from '../people/kyc/decide.ts';
import { reviewQueue, toOperatorItem } from '../people/kyc/overview.ts';
import { announceReferee } from '../people/referral.ts';
import { customerRow, type OperatorKind, reviewKind } from './review.ts';

type Kind = KycSubmissionRow['kind'];
/** `raisedTo`: the account level this decision raised the account to, if it did. */
type Submission = KycSubmissionRow & { readonly raisedTo: number | null };

const DECIDERS = {
  KYC: { approve: approveKyc, reject: rejectKyc },
  KYB: { approve: approveKyb, reject: rejectKyb },
} as const;

async function levelOf(db: Database, accountId: number): Promise<number> {
  return (await findUserById(db, accountId))?.kycLevel ?? 0;
}

/** Operator decisions on one submission are serialised by decide.ts; the level is read around it. */
async function approveRaising(db: Database, kind: Kind, id: number, now: Date): Promise<Submission> {
  const [pending] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
  const before = pending === undefined ? 0 : await levelOf(db, pending.accountId);
  const row = await DECIDERS[kind].approve(db, id, now);
  const after = await levelOf(db, row.accountId);
  return { ...row, raisedTo: after > before ? after : null };
}

export function verificationKind(kind: Kind): OperatorKind {
  return reviewKind<Submission>({
    list: (db, status, page) => reviewQueue(db, kind, { status, ...page }),
    load: async (db, id) => {
      const [row] = await db
        .select()
        .from(kycSubmissions)
        .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.kind, kind)));
      return row && { ...row, raisedTo: null };
    },
    statusOf: (row) => row.status,
    toItem: async (db, row) => toOperatorItem(row, await customerRow(db, row.accountId)),
    approve: (db, id, now) => approveRaising(db, kind, id, now),
    reject: async (db, id, reason, now, fields) => ({
      ...(await DECIDERS[kind].reject(db, id, { reason, fields }, now)),
      raisedTo: null,
    }),
    takesFields: true,
    announce: async (db, row, { bus }) => {
      const approved = row.status === 'APPROVED';
      await notify(db, bus, {
        userId: row.accountId,
        group: 'important',
        kind: `${kind}_${approved ? 'APPROVED' : 'REJECTED'}`,
        params: approved ? {} : { reason: row.rejectionReason ?? '' },
        link: '/profile',
      });
      if (row.raisedTo === null) return;
      const account = await customerRow(db, row.accountId);
      if (bus !== null) {
        await publishAccountUpdated(bus, account.id, { account_level: account.kycLevel, tier: account.tier });
        // A referred customer's first level makes them VERIFIED on their referrer's /referral.
        await announceReferee(db, bus, account);
      }
      await notify(db, bus, {
        userId: row.accountId,
        group: 'important',
        kind: 'ACCOUNT_LEVEL_UPDATED',
        params: { level: String(row.raisedTo) },
        link: '/profile',
      });
    },
  });
}
