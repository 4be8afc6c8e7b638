/**
 * Answering a pending action: the answer must fit the request's kind (a message for INFORMATION, documents
 * of the account for DOCUMENT, a yes or no for CONFIRMATION). A message may accompany any kind as a note;
 * documents or a confirmation given to a kind that does not ask for them are not stored.
 */
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { type PendingActionRow, pendingActions } from '../db/schema/pending-actions.ts';
import { ApiError } from '../errors/api-error.ts';
import { documentsOf } from '../people/kyc/documents.ts';
import { findOwnPendingAction } from './store.ts';

export interface Answer {
  readonly message?: string | undefined;
  readonly documentIds?: readonly number[] | undefined;
  readonly confirmed?: boolean | undefined;
}

export interface Respondent {
  readonly accountId: number;
  readonly userId: number;
}

interface StoredAnswer {
  readonly answerMessage: string | null;
  readonly answerDocumentIds: number[];
  readonly answerConfirmed: boolean | null;
}

async function answerFor(db: Executor, accountId: number, kind: PendingActionRow['kind'], answer: Answer) {
  const stored: StoredAnswer = { answerMessage: answer.message ?? null, answerDocumentIds: [], answerConfirmed: null };
  if (kind === 'INFORMATION') {
    if (answer.message === undefined) throw new ApiError('ANSWER_REQUIRED');
    return stored;
  }
  if (kind === 'DOCUMENT') {
    if (answer.documentIds === undefined) throw new ApiError('ANSWER_REQUIRED');
    await documentsOf(db, accountId, answer.documentIds);
    return { ...stored, answerDocumentIds: [...new Set(answer.documentIds)] };
  }
  if (answer.confirmed === undefined) throw new ApiError('ANSWER_REQUIRED');
  return { ...stored, answerConfirmed: answer.confirmed };
}

function refuseClosed(row: PendingActionRow): never {
  throw new ApiError(row.requestStatus === 'cancel' ? 'REQUEST_CANCELLED' : 'REQUEST_ALREADY_COMPLETED');
}

/** Store the answer and complete the request; a request answered or cancelled meanwhile is refused. */
export function respondToRequest(
  db: Database,
  who: Respondent,
  requestId: number,
  answer: Answer,
  at: Date,
): Promise<PendingActionRow> {
  return db.transaction(async (tx) => {
    const row = await findOwnPendingAction(tx, who.accountId, requestId);
    if (row.requestStatus !== 'pending') refuseClosed(row);
    const stored = await answerFor(tx, who.accountId, row.kind, answer);
    // The status condition makes two answers racing each other complete the request once.
    const [updated] = await tx
      .update(pendingActions)
      .set({ ...stored, requestStatus: 'completed', completedAt: at, answeredAt: at, answeredBy: who.userId })
      .where(and(eq(pendingActions.id, row.id), eq(pendingActions.requestStatus, 'pending')))
      .returning();
    return updated ?? refuseClosed(await findOwnPendingAction(tx, who.accountId, requestId));
  });
}
