/** Status timelines of cards and card transactions (table card_status_events), oldest first. */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cardStatusEvents } from '../db/schema/cards.ts';

export type TimelineSubject = { readonly cardId: number } | { readonly transactionId: number };

export interface TimelineStep<Status extends string = string> {
  status: Status;
  at: string;
  note: string | null;
}

export async function recordStatus(
  db: Executor,
  subject: TimelineSubject,
  status: string,
  at: Date,
  note: string | null = null,
): Promise<void> {
  await db.insert(cardStatusEvents).values({ ...subject, status, at, note });
}

function subjectFilter(subject: TimelineSubject) {
  return 'cardId' in subject
    ? eq(cardStatusEvents.cardId, subject.cardId)
    : eq(cardStatusEvents.transactionId, subject.transactionId);
}

/** The recorded steps; the caller's status enum types them (only its statuses are ever recorded). */
export async function timelineOf<Status extends string>(
  db: Executor,
  subject: TimelineSubject,
): Promise<TimelineStep<Status>[]> {
  const rows = await db
    .select()
    .from(cardStatusEvents)
    .where(subjectFilter(subject))
    .orderBy(asc(cardStatusEvents.at), asc(cardStatusEvents.id));
  return rows.map((row) => ({ status: row.status as Status, at: row.at.toISOString(), note: row.note }));
}
