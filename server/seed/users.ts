/**
 * The demo people of PRODUCT.md section 6, all with the password `Demo-pass-2026`: a director (BUSINESS,
 * GOLD, KYC 3, VA and VC on, no 2FA) with a finance and a seller team member, a newcomer (INDIVIDUAL,
 * STANDARD, KYC 0) and a VIP (DIAMOND, KYC 4) whose sign-in and withdrawals ask for an authenticator code.
 * The VIP's secret is new on every seed and returned so `npm start` can print it. Last comes the smoke pass's
 * own director (tools/api-smoke.ts), so its calls leave nothing on the people other tests and the demo use.
 */

import { generateTotpSecret } from '../auth/totp.ts';
import { createUser, type NewUser } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { teamMembers } from '../db/schema/auth.ts';
import { featureFlags } from '../db/schema/va.ts';
import { openStandardWallets } from '../ledger/accounts.ts';
import { storeNotification } from '../notifications/store.ts';

export const DEMO_PASSWORD = 'Demo-pass-2026';

export interface DemoUser {
  readonly id: number;
  readonly email: string;
}

export interface DemoUsers {
  readonly director: DemoUser;
  readonly finance: DemoUser;
  readonly seller: DemoUser;
  readonly newbie: DemoUser;
  readonly vip: DemoUser;
  readonly vipTotpSecret: string;
}

type Profile = Omit<NewUser, 'password'>;

const VIETNAM = { country: 'VN', callingCode: '+84', language: 'vi' } as const;

const DIRECTOR: Profile = {
  ...VIETNAM,
  email: 'director@demo.test',
  fullName: 'Nguyễn Minh Anh',
  phoneNumber: '912345678',
  accountType: 'BUSINESS',
  tier: 'GOLD',
  kycLevel: 3,
  vaEnable: true,
  vcEnable: true,
};

/**
 * The account tools/api-smoke.ts signs in with: a director like the demo one (GOLD business, KYC 3, VA and VC
 * on, no 2FA, so the same calls are answered) with empty wallets and no history, kept apart from the demo
 * director, whom the e2e tests and the demo use, because the pass leaves things behind (an authenticator
 * enrolment waiting for its code, a refreshed and then ended session).
 */
export const SMOKE_EMAIL = 'smoke@demo.test';

const SMOKE: Profile = {
  ...DIRECTOR,
  email: SMOKE_EMAIL,
  fullName: 'Kiểm Thử Tự Động',
  phoneNumber: '912000111',
};

function teamMember(email: string, fullName: string, phoneNumber: string): Profile {
  return { ...VIETNAM, email, fullName, phoneNumber, accountType: 'INDIVIDUAL', memberOnly: true };
}

const NEWBIE: Profile = {
  email: 'newbie@demo.test',
  fullName: 'Jamie Tran',
  country: 'VN',
  language: 'en',
  accountType: 'INDIVIDUAL',
  tier: 'STANDARD',
  kycLevel: 0,
};

function vip(totpSecret: string): Profile {
  return {
    ...VIETNAM,
    email: 'vip@demo.test',
    fullName: 'Phạm Gia Huy',
    phoneNumber: '987654321',
    accountType: 'INDIVIDUAL',
    tier: 'DIAMOND',
    kycLevel: 4,
    vaEnable: true,
    vcEnable: true,
    userKind: 'NORMAL',
    twoFactorStatus: 'ACTIVE',
    twoFactorMethod: 'AUTHENTICATOR_APP',
    twoFactorEnableFor: ['LOGIN', 'WITHDRAWAL'],
    totpSecret,
  };
}

/** The demo people's numbers count as proven, as if each had once typed the code texted to it. */
export function demoPhoneProven(person: { readonly phoneNumber?: string | null | undefined }): {
  phoneVerifiedAt?: Date;
} {
  return person.phoneNumber ? { phoneVerifiedAt: new Date() } : {};
}

async function seedUser(db: Database, profile: Profile): Promise<DemoUser> {
  const user = await createUser(db, { ...profile, password: DEMO_PASSWORD, ...demoPhoneProven(profile) });
  return { id: user.id, email: user.email };
}

/** The demo people; `totpSecret` fixes the VIP's authenticator secret (a new one when null). */
export async function seedUsers(db: Database, totpSecret: string | null = null): Promise<DemoUsers> {
  const director = await seedUser(db, DIRECTOR);
  const finance = await seedUser(db, teamMember('finance@demo.test', 'Lê Thu Hà', '903111222'));
  const seller = await seedUser(db, teamMember('seller@demo.test', 'Võ Quốc Bảo', '903333444'));
  await db.insert(teamMembers).values([
    {
      directorId: director.id,
      memberUserId: finance.id,
      email: finance.email,
      fullName: 'Lê Thu Hà',
      role: 'FINANCE',
      status: 'ACTIVE',
    },
    {
      directorId: director.id,
      memberUserId: seller.id,
      email: seller.email,
      fullName: 'Võ Quốc Bảo',
      role: 'SELLER',
      status: 'ACTIVE',
    },
  ]);
  const newbie = await seedUser(db, NEWBIE);
  const vipTotpSecret = totpSecret ?? generateTotpSecret();
  return { director, finance, seller, newbie, vip: await seedUser(db, vip(vipTotpSecret)), vipTotpSecret };
}

/**
 * Seed step, the last: the smoke pass's account (SMOKE_EMAIL) with its standard VND wallets, the QR whitelist
 * flag the demo director has (so the QR statistic answers) and a welcome notification (the pass reads the live
 * stream's first event, a replayed notification). Last, so the ids of every other demo row stay as they were.
 */
export async function seedSmokeAccount(db: Database, now: Date): Promise<DemoUser> {
  const smoke = await seedUser(db, SMOKE);
  await openStandardWallets(db, smoke);
  await db.insert(featureFlags).values({ ownerId: smoke.id, flag: 'WHITELIST_CREATEQR_FE' });
  await storeNotification(db, null, { userId: smoke.id, group: 'system', kind: 'WELCOME', at: now });
  return smoke;
}
