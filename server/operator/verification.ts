/** KYC and KYB submissions as operator kinds (server/people/kyc/decide.ts does the deciding). */
import { and, eq } from 'drizzle-orm';
import { type KycSubmissionRow, kycSubmissions } from '../db/schema/people.ts';
import { notify } from '../notifications/store.ts';
import { approveKyb, approveKyc, rejectKyb, rejectKyc } from '../people/kyc/decide.ts';
import { reviewQueue, toOperatorItem } from '../people/kyc/overview.ts';
import { customerRow, type OperatorKind, reviewKind } from './review.ts';

type Kind = KycSubmissionRow['kind'];

const DECIDERS = {
  KYC: { approve: approveKyc, reject: rejectKyc },
  KYB: { approve: approveKyb, reject: rejectKyb },
} as const;

export function verificationKind(kind: Kind): OperatorKind {
  return reviewKind<KycSubmissionRow>({
    list: (db, status, page) => reviewQueue(db, kind, { status, ...page }),
    load: async (db, id) => {
      const [row] = await db
        .select()
        .from(kycSubmissions)
        .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.kind, kind)));
      return row;
    },
    statusOf: (row) => row.status,
    toItem: async (db, row) => toOperatorItem(row, await customerRow(db, row.accountId)),
    approve: (db, id, now) => DECIDERS[kind].approve(db, id, now),
    reject: (db, id, reason, now) => DECIDERS[kind].reject(db, id, reason, now),
    announce: async (db, row, { bus }) => {
      const approved = row.status === 'APPROVED';
      await notify(db, bus, {
        userId: row.accountId,
        group: 'important',
        kind: `${kind}_${approved ? 'APPROVED' : 'REJECTED'}`,
        params: approved ? {} : { reason: row.rejectionReason ?? '' },
        link: '/profile',
      });
    },
  });
}
