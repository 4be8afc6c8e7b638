/**
 * Tables of people, sign-in and the short-lived security state (migration 0002_auth.sql). Everything that
 * must survive a restart or be shared between instances lives here, never in process memory.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

const TWO_FACTOR_METHODS = ['EMAIL', 'AUTHENTICATOR_APP', 'SMS'] as const;
const TWO_FACTOR_SCOPES = ['WITHDRAWAL', 'ADD_BANK', 'LOGIN'] as const;
const TEAM_MEMBER_STATUSES = ['INVITED', 'EXPIRED', 'ACTIVE', 'PENDING'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case (checked), so uniqueness is case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull().default(''),
    accountType: text('account_type', { enum: ['INDIVIDUAL', 'BUSINESS'] }).notNull(),
    tier: text('tier', { enum: ['STANDARD', 'SILVER', 'GOLD', 'DIAMOND'] })
      .notNull()
      .default('STANDARD'),
    kycLevel: smallint('kyc_level').notNull().default(0),
    language: text('language', { enum: ['en', 'vi'] })
      .notNull()
      .default('en'),
    vaEnable: boolean('va_enable').notNull().default(false),
    vcEnable: boolean('vc_enable').notNull().default(false),
    walletEnable: boolean('wallet_enable').notNull().default(true),
    twoFactorMethod: text('two_factor_method', { enum: TWO_FACTOR_METHODS }),
    twoFactorStatus: text('two_factor_status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('INACTIVE'),
    twoFactorEnableFor: text('two_factor_enable_for', { enum: TWO_FACTOR_SCOPES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Base32 authenticator secret, set once enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    /** Last accepted TOTP time step: a code is accepted once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    callingCode: text('calling_code'),
    phoneNumber: text('phone_number'),
    /** The number was proven by a texted code (migration 0115); null for one only typed, as at sign-up. */
    phoneVerifiedAt: at('phone_verified_at'),
    country: text('country').notNull().default('VN'),
    referralCode: text('referral_code').notNull().unique(),
    referredBy: integer('referred_by').references((): AnyPgColumn => users.id),
    userKind: text('user_kind', { enum: ['NORMAL', 'SALE'] })
      .notNull()
      .default('NORMAL'),
    /** Created by accepting a team invitation: signs in to the director's account only. */
    memberOnly: boolean('member_only').notNull().default(false),
    disabledAt: at('disabled_at'),
    createdAt: createdAt(),
    changedPwAt: at('changed_pw_at'),
  },
  (table) => [
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_kyc_level_range', sql`${table.kycLevel} between 0 and 4`),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    directorId: integer('director_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until the invitation is accepted and the member's user exists. */
    memberUserId: integer('member_user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull().default(''),
    role: text('role', { enum: ['DIRECTOR', 'FINANCE', 'SELLER'] }).notNull(),
    status: text('status', { enum: TEAM_MEMBER_STATUSES }).notNull(),
    invitationTokenHash: text('invitation_token_hash').unique(),
    invitationExpiresAt: at('invitation_expires_at'),
    invitedAt: at('invited_at').notNull().defaultNow(),
    lastSignInAt: at('last_sign_in_at'),
  },
  (table) => [
    unique('team_members_director_email').on(table.directorId, table.email),
    index('team_members_member_user').on(table.memberUserId),
  ],
);

/** One sign-in: the family of its rotating refresh tokens. Revoking it ends every token of the family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['DIRECTOR', 'FINANCE', 'SELLER'] }).notNull(),
    userAgent: text('user_agent'),
    /** The address it signed in from (migration 0111); null when the server could not tell. */
    ip: text('ip'),
    createdAt: createdAt(),
    /** The sign-in, then every refresh. */
    lastActiveAt: at('last_active_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** The devices a person has signed in with, by device key (migration 0111, server/auth/sign-in-devices.ts). */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceKey: text('device_key').notNull(),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceKey] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    rotatedFrom: uuid('rotated_from'),
    /** Set when exchanged for a new pair; presenting it again after the grace is reuse and revokes the session. */
    usedAt: at('used_at'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_session').on(table.sessionId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    /** Lower-case email or `+<calling code><number>`. */
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    resendAt: at('resend_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('otp_codes_destination').on(table.purpose, table.destination, table.createdAt)],
);

export const wTokens = pgTable(
  'w_tokens',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('w_tokens_user').on(table.userId)],
);

/**
 * Two-factor recovery codes (migration 0110): a digest per code, spent once (`used_at`). Replaced as a set,
 * deleted when 2FA is turned off.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [unique('recovery_codes_user_hash').on(table.userId, table.codeHash)],
);

/** Emails proven by a code; registration accepts them for 30 minutes. */
export const verifiedEmails = pgTable('verified_emails', {
  email: text('email').primaryKey(),
  verifiedAt: at('verified_at').notNull(),
});

/** Fixed-window counters: one row per key and window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** A money-moving request's key, its fingerprint and, once finished, its response (kept ≥ 24 h). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The account whose money the key's request moves (migration 0092): one key, one intent, per account. */
    ownerId: integer('owner_id').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.key] })],
);

/** Messages the server "sends" (email, SMS): the development outbox reads them. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  code: text('code'),
  link: text('link'),
  createdAt: createdAt(),
});

/** Secrets generated once and shared by every instance (the access-token signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
