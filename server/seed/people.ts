/**
 * Demo data of the people domain (PRODUCT.md section 6), one of every status the UI shows: the director's
 * team gets an open invitation, an expired one and a member resetting their password; verifications
 * APPROVED (director and VIP), PENDING (the director's KYB, for the operator) and REJECTED (the newbie);
 * an account manager and the support desk; referred customers at each stage with paid and pending rewards.
 */
import { eq } from 'drizzle-orm';
import { digest, randomToken } from '../auth/random.ts';
import { createUser, type NewUser } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { teamMembers, users } from '../db/schema/auth.ts';
import { crmAssignments, crmContacts, kycDocuments, kycSubmissions, referralRewards } from '../db/schema/people.ts';
import { openStandardWallets } from '../ledger/accounts.ts';
import { BUSINESS_REQUIREMENTS, IDENTITY_REQUIREMENTS } from '../people/kyc/levels.ts';
import type { SeedContext } from './run.ts';
import { DEMO_PASSWORD, type DemoUser, type DemoUsers, demoPhoneProven } from './users.ts';

const DAY_MS = 24 * 3_600_000;
/** The smallest bytes that pass the upload's PNG signature check: a placeholder scan. */
const PLACEHOLDER_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** A link nobody holds: the director's resend button mails a fresh one to the outbox. */
function unusedLink(now: Date, validForDays: number) {
  return { invitationTokenHash: digest(randomToken()), invitationExpiresAt: daysFrom(now, validForDays) };
}

async function seedTeam(db: Database, director: DemoUser, now: Date): Promise<void> {
  const resetting = await createUser(db, {
    email: 'accountant@demo.test',
    password: DEMO_PASSWORD,
    fullName: 'Trần Mỹ Linh',
    accountType: 'INDIVIDUAL',
    memberOnly: true,
    language: 'vi',
  });
  const team = { directorId: director.id };
  await db.insert(teamMembers).values([
    {
      ...team,
      email: 'new.seller@demo.test',
      fullName: 'Đặng Hải Nam',
      role: 'SELLER',
      status: 'INVITED',
      invitedAt: daysFrom(now, -2),
      ...unusedLink(now, 5),
    },
    {
      ...team,
      email: 'late.finance@demo.test',
      fullName: 'Bùi Thị Thu',
      role: 'FINANCE',
      status: 'INVITED',
      invitedAt: daysFrom(now, -10),
      ...unusedLink(now, -3),
    },
    {
      ...team,
      memberUserId: resetting.id,
      email: resetting.email,
      fullName: resetting.fullName,
      role: 'FINANCE',
      status: 'PENDING',
      invitedAt: daysFrom(now, -40),
      lastSignInAt: daysFrom(now, -3),
      ...unusedLink(now, 1),
    },
  ]);
}

type Scan = readonly [documentType: string, side: 'front' | 'back' | 'selfie'];

async function placeholderScans(db: Database, accountId: number, scans: readonly Scan[], at: Date) {
  const rows = await db
    .insert(kycDocuments)
    .values(
      scans.map(([documentType, side]) => ({
        accountId,
        uploadedBy: accountId,
        documentType,
        side,
        fileName: `${documentType.toLowerCase()}-${side}.png`,
        contentType: 'image/png' as const,
        sizeBytes: PLACEHOLDER_PNG.byteLength,
        content: PLACEHOLDER_PNG,
        uploadedAt: at,
      })),
    )
    .returning({ id: kycDocuments.id });
  return rows.map((row) => row.id);
}

const IDENTITY_SCANS: readonly Scan[] = [
  ['IDENTITY_CARD', 'front'],
  ['IDENTITY_CARD', 'back'],
  ['IDENTITY_CARD', 'selfie'],
  ['PROOF_OF_ADDRESS', 'front'],
];

type Review = { readonly status: 'PENDING' | 'APPROVED' } | { readonly status: 'REJECTED'; readonly reason: string };

function reviewColumns(review: Review, at: Date) {
  if (review.status === 'PENDING') return { status: review.status };
  return { status: review.status, reviewedAt: at, rejectionReason: 'reason' in review ? review.reason : null };
}

async function seedKyc(db: Database, accountId: number, review: Review, submittedAt: Date): Promise<void> {
  const [person] = await db.select().from(users).where(eq(users.id, accountId));
  const documentIds = await placeholderScans(db, accountId, IDENTITY_SCANS, submittedAt);
  const details = {
    country_of_residence: 'VN',
    personal: { full_name: person?.fullName ?? '', date_of_birth: '1988-08-18', nationality: 'VN' },
    identity: { document_type: 'IDENTITY_CARD', document_number: '079088001234', expires_on: '2033-08-18' },
    address: { line1: '12 Lê Lợi', city: 'Hồ Chí Minh', country: 'VN' },
  };
  await db.insert(kycSubmissions).values({
    accountId,
    submittedBy: accountId,
    kind: 'KYC',
    details,
    documentIds,
    covers: [...IDENTITY_REQUIREMENTS, 'PROOF_OF_ADDRESS'],
    submittedAt,
    ...reviewColumns(review, daysFrom(submittedAt, 2)),
  });
}

async function seedKyb(db: Database, accountId: number, review: Review, submittedAt: Date): Promise<void> {
  const scans: Scan[] = [
    ['BUSINESS_REGISTRATION', 'front'],
    ['ARTICLES_OF_ASSOCIATION', 'front'],
  ];
  const details = {
    country_of_registration: 'VN',
    business: {
      legal_name: 'Công ty TNHH Minh Anh Trading',
      registration_number: '0315552468',
      incorporation_date: '2018-06-12',
      business_type: 'LIMITED_COMPANY',
      industry: 'Wholesale trade',
    },
    address: { line1: '88 Đồng Khởi', city: 'Hồ Chí Minh', country: 'VN' },
  };
  await db.insert(kycSubmissions).values({
    accountId,
    submittedBy: accountId,
    kind: 'KYB',
    details,
    documentIds: await placeholderScans(db, accountId, scans, submittedAt),
    covers: [...BUSINESS_REQUIREMENTS],
    submittedAt,
    ...reviewColumns(review, daysFrom(submittedAt, 3)),
  });
}

async function seedVerifications(db: Database, demo: DemoUsers, now: Date): Promise<void> {
  await seedKyc(db, demo.director.id, { status: 'APPROVED' }, daysFrom(now, -200));
  await seedKyb(db, demo.director.id, { status: 'APPROVED' }, daysFrom(now, -190));
  await seedKyb(db, demo.director.id, { status: 'PENDING' }, daysFrom(now, -1));
  await seedKyc(db, demo.vip.id, { status: 'APPROVED' }, daysFrom(now, -300));
  const blurred = 'The photo of the identity card is blurred. Please upload a sharper one.';
  await seedKyc(db, demo.newbie.id, { status: 'REJECTED', reason: blurred }, daysFrom(now, -5));
}

async function seedContacts(db: Database, demo: DemoUsers): Promise<void> {
  const [manager] = await db
    .insert(crmContacts)
    .values([
      {
        contactType: 'SALE',
        fullName: 'Hoàng Thị Lan',
        titleEn: 'Account manager',
        titleVi: 'Quản lý tài khoản',
        email: 'lan.hoang@campay.test',
        callingCode: '+84',
        phoneNumber: '901234567',
        channels: [
          { kind: 'ZALO', value: '0901234567', url: 'https://zalo.me/0901234567' },
          { kind: 'TELEGRAM', value: '@lan_campay', url: 'https://t.me/lan_campay' },
        ],
        workingHoursEn: 'Monday to Friday, 8:30–17:30 (Vietnam time)',
        workingHoursVi: 'Thứ Hai đến Thứ Sáu, 8:30–17:30 (giờ Việt Nam)',
      },
      {
        contactType: 'SUPPORT',
        fullName: 'CamPay Support',
        titleEn: 'Support desk',
        titleVi: 'Bộ phận hỗ trợ',
        email: 'support@campay.test',
        callingCode: '+84',
        phoneNumber: '1900636363',
        channels: [{ kind: 'EMAIL', value: 'support@campay.test', url: 'mailto:support@campay.test' }],
        workingHoursEn: 'Every day, 7:00–22:00 (Vietnam time)',
        workingHoursVi: 'Hằng ngày, 7:00–22:00 (giờ Việt Nam)',
      },
    ])
    .returning({ id: crmContacts.id });
  if (manager === undefined) throw new Error('CRM contact insert returned no row');
  await db.insert(crmAssignments).values(
    [demo.director, demo.vip].map((account) => ({
      accountId: account.id,
      contactType: 'SALE' as const,
      contactId: manager.id,
    })),
  );
}

async function referee(db: Database, fields: Omit<NewUser, 'password'>): Promise<number> {
  const user = await createUser(db, { ...fields, password: DEMO_PASSWORD, ...demoPhoneProven(fields) });
  await openStandardWallets(db, user);
  return user.id;
}

async function seedReferrals(db: Database, demo: DemoUsers, now: Date): Promise<void> {
  const referrer = demo.director.id;
  await db.update(users).set({ referredBy: referrer }).where(eq(users.id, demo.newbie.id));
  const common = { accountType: 'INDIVIDUAL' as const, referredBy: referrer, language: 'vi' as const };
  await referee(db, {
    ...common,
    email: 'referred.verified@demo.test',
    fullName: 'Phan Thanh Tùng',
    kycLevel: 2,
    createdAt: daysFrom(now, -45),
  });
  const active = await referee(db, {
    ...common,
    email: 'referred.active@demo.test',
    fullName: 'Lý Ngọc Mai',
    kycLevel: 2,
    createdAt: daysFrom(now, -80),
  });
  await db.insert(referralRewards).values([
    {
      referrerId: referrer,
      refereeId: active,
      amount: '25',
      currency: 'USD',
      status: 'PAID',
      earnedAt: daysFrom(now, -60),
      paidAt: daysFrom(now, -30),
    },
    {
      referrerId: referrer,
      refereeId: active,
      amount: '7.5',
      currency: 'USD',
      status: 'EARNED',
      earnedAt: daysFrom(now, -4),
    },
  ]);
}

/** Seed step (needs the users step before it). */
export async function seedPeople(db: Database, ctx: SeedContext): Promise<void> {
  const demo = ctx.users;
  if (!demo) throw new Error('seedPeople needs the demo users: run the users step first');
  await seedTeam(db, demo.director, ctx.now);
  await seedVerifications(db, demo, ctx.now);
  await seedContacts(db, demo);
  await seedReferrals(db, demo, ctx.now);
}
