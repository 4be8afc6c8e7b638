/**
 * The outbox: every email and SMS the server sends is a row here. A delivery worker would read it in
 * production; the demo shows it at /__dev/outbox (server/dev/outbox.ts).
 */
import { desc } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { outbox } from '../db/schema/auth.ts';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  readonly to: string;
  readonly channel: Channel;
  readonly subject: string;
  readonly body: string;
  /** The one-time code the message carries, kept apart so the demo can show it plainly. */
  readonly code?: string | null;
  readonly link?: string | null;
}

export interface SentMessage extends Required<OutgoingMessage> {
  readonly created_at: string;
}

export async function sendMessage(db: Executor, message: OutgoingMessage, now: Date): Promise<void> {
  const { to, channel, subject, body, code = null, link = null } = message;
  await db.insert(outbox).values({ recipient: to, channel, subject, body, code, link, createdAt: now });
}

/** The latest messages, newest first. */
export async function latestMessages(db: Executor, limit = 100): Promise<SentMessage[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  return rows.map((row) => ({
    to: row.recipient,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    code: row.code,
    link: row.link,
    created_at: row.createdAt.toISOString(),
  }));
}
