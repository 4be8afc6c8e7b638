/**
 * The contact an account talks to (GET /accounts/crm): its assigned account manager (SALE), or for SUPPORT
 * the one assigned, else the support desk every account shares.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { CrmContactType } from '../../src/contract/calls/accounts.ts';
import type { Locale } from '../../src/lib/locale.ts';
import type { Executor } from '../db/client.ts';
import { type CrmContactRow, crmAssignments, crmContacts } from '../db/schema/people.ts';

export type ContactType = CrmContactRow['contactType'];

async function assignedContact(db: Executor, accountId: number, type: ContactType): Promise<CrmContactRow | undefined> {
  const [row] = await db
    .select({ contact: crmContacts })
    .from(crmAssignments)
    .innerJoin(crmContacts, eq(crmContacts.id, crmAssignments.contactId))
    .where(and(eq(crmAssignments.accountId, accountId), eq(crmAssignments.contactType, type)));
  return row?.contact;
}

async function supportDesk(db: Executor): Promise<CrmContactRow | undefined> {
  const [desk] = await db
    .select()
    .from(crmContacts)
    .where(eq(crmContacts.contactType, 'SUPPORT'))
    .orderBy(asc(crmContacts.id))
    .limit(1);
  return desk;
}

function toContact(row: CrmContactRow, lang: Locale): CrmContactType {
  return {
    id: row.id,
    full_name: row.fullName,
    title: lang === 'vi' ? row.titleVi : row.titleEn,
    email: row.email,
    calling_code: row.callingCode,
    phone_number: row.phoneNumber,
    avatar: row.avatar,
    channels: row.channels.map((channel) => ({ ...channel })),
    working_hours: lang === 'vi' ? row.workingHoursVi : row.workingHoursEn,
  };
}

export async function contactOf(
  db: Executor,
  accountId: number,
  type: ContactType,
  lang: Locale,
): Promise<CrmContactType | null> {
  const assigned = await assignedContact(db, accountId, type);
  const contact = assigned ?? (type === 'SUPPORT' ? await supportDesk(db) : undefined);
  return contact === undefined ? null : toContact(contact, lang);
}
