/**
 * People beyond sign-in, column for column as server/db/migrations/0010_people.sql creates them (checks and
 * partial indexes live in the SQL): verification documents and submissions, authenticator enrolments, CRM
 * contacts and referral rewards.
 */
import { customType, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CrmContactType } from '../../../src/contract/calls/accounts.ts';
import { DraftStep } from '../../../src/contract/calls/kyc.ts';

type DraftStepType = (typeof DraftStep.options)[number];

import { users } from './auth.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const owner = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const CONTACT_TYPES = ['SALE', 'SUPPORT'] as const;
const REVIEW_STATUSES = ['PENDING', 'REJECTED', 'APPROVED'] as const;

export const kycDocuments = pgTable('kyc_documents', {
  id: serial('id').primaryKey(),
  accountId: owner('account_id'),
  uploadedBy: owner('uploaded_by'),
  documentType: text('document_type').notNull(),
  side: text('side', { enum: ['front', 'back', 'selfie'] }).notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: at('uploaded_at').notNull().defaultNow(),
});
export type KycDocumentRow = typeof kycDocuments.$inferSelect;

export const kycSubmissions = pgTable('kyc_submissions', {
  id: serial('id').primaryKey(),
  accountId: owner('account_id'),
  submittedBy: owner('submitted_by'),
  kind: text('kind', { enum: ['KYC', 'KYB'] }).notNull(),
  status: text('status', { enum: REVIEW_STATUSES }).notNull().default('PENDING'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  documentIds: integer('document_ids').array().notNull(),
  covers: text('covers').array().notNull(),
  submittedAt: at('submitted_at').notNull().defaultNow(),
  reviewedAt: at('reviewed_at'),
  rejectionReason: text('rejection_reason'),
  /** With a rejection: paths of the body to fix (migration 0113). */
  rejectionFields: text('rejection_fields').array().notNull().default([]),
});
export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;

const DRAFT_STEPS = DraftStep.options as [DraftStepType, ...DraftStepType[]];

/** A verification being typed, one per account and kind (migration 0113, server/people/kyc/drafts.ts). */
export const kycDrafts = pgTable(
  'kyc_drafts',
  {
    accountId: owner('account_id'),
    kind: text('kind', { enum: ['KYC', 'KYB'] }).notNull(),
    step: text('step', { enum: DRAFT_STEPS }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    rejectionReason: text('rejection_reason'),
    rejectionFields: text('rejection_fields').array().notNull().default([]),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.kind] })],
);
export type KycDraftRow = typeof kycDrafts.$inferSelect;

export const authenticatorEnrolments = pgTable('authenticator_enrolments', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  /** Set when the app proved it holds the secret while another app is the active factor (migration 0114). */
  confirmedStep: integer('confirmed_step'),
});

export const crmContacts = pgTable('crm_contacts', {
  id: serial('id').primaryKey(),
  contactType: text('contact_type', { enum: CONTACT_TYPES }).notNull(),
  fullName: text('full_name').notNull(),
  titleEn: text('title_en').notNull(),
  titleVi: text('title_vi').notNull(),
  email: text('email').notNull(),
  callingCode: text('calling_code'),
  phoneNumber: text('phone_number'),
  avatar: text('avatar'),
  channels: jsonb('channels').$type<CrmContactType['channels']>().notNull().default([]),
  workingHoursEn: text('working_hours_en'),
  workingHoursVi: text('working_hours_vi'),
});
export type CrmContactRow = typeof crmContacts.$inferSelect;

export const crmAssignments = pgTable(
  'crm_assignments',
  {
    accountId: owner('account_id'),
    contactType: text('contact_type', { enum: CONTACT_TYPES }).notNull(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => crmContacts.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.contactType] })],
);

export const referralRewards = pgTable('referral_rewards', {
  id: serial('id').primaryKey(),
  referrerId: owner('referrer_id'),
  refereeId: owner('referee_id'),
  amount: numeric('amount', { precision: 38, scale: 20 }).notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['EARNED', 'PAID'] }).notNull(),
  earnedAt: at('earned_at').notNull().defaultNow(),
  paidAt: at('paid_at'),
});
