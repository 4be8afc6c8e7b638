import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/auth/password.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { teamMembers, users } from '../../../server/db/schema/auth.ts';
import { ledgerAccounts } from '../../../server/db/schema/ledger.ts';
import { notifications } from '../../../server/db/schema/notifications.ts';
import { featureFlags } from '../../../server/db/schema/va.ts';
import { DEMO_PASSWORD, type DemoUsers, SMOKE_EMAIL, seedSmokeAccount, seedUsers } from '../../../server/seed/users.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';

describe('seedUsers (PRODUCT.md section 6)', () => {
  let handle: DatabaseHandle;
  let demo: DemoUsers;
  beforeAll(async () => {
    handle = await createTestDatabase();
    demo = await seedUsers(handle.db);
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => handle.close());

  const row = async (id: number) => {
    const [user] = await handle.db.select().from(users).where(eq(users.id, id));
    if (user === undefined) throw new Error(`user ${id} missing`);
    return user;
  };

  it('creates the five demo people with the demo password', async () => {
    const emails = [demo.director, demo.finance, demo.seller, demo.newbie, demo.vip].map((user) => user.email);
    expect(emails).toEqual([
      'director@demo.test',
      'finance@demo.test',
      'seller@demo.test',
      'newbie@demo.test',
      'vip@demo.test',
    ]);
    expect(await verifyPassword(DEMO_PASSWORD, (await row(demo.newbie.id)).passwordHash)).toBe(true);
  });

  it('makes the director a GOLD business at KYC level 3 with VA and VC on and no 2FA', async () => {
    expect(await row(demo.director.id)).toMatchObject({
      accountType: 'BUSINESS',
      tier: 'GOLD',
      kycLevel: 3,
      vaEnable: true,
      vcEnable: true,
      twoFactorStatus: 'INACTIVE',
    });
  });

  it('puts finance and seller in the director team, active', async () => {
    const team = await handle.db.select().from(teamMembers).where(eq(teamMembers.directorId, demo.director.id));
    expect(team.map(({ memberUserId, role, status }) => ({ memberUserId, role, status }))).toEqual([
      { memberUserId: demo.finance.id, role: 'FINANCE', status: 'ACTIVE' },
      { memberUserId: demo.seller.id, role: 'SELLER', status: 'ACTIVE' },
    ]);
    expect((await row(demo.finance.id)).memberOnly).toBe(true);
  });

  it('makes the newcomer a STANDARD individual at level 0 and the VIP a DIAMOND at level 4 with an authenticator', async () => {
    expect(await row(demo.newbie.id)).toMatchObject({ accountType: 'INDIVIDUAL', tier: 'STANDARD', kycLevel: 0 });
    expect(await row(demo.vip.id)).toMatchObject({
      tier: 'DIAMOND',
      kycLevel: 4,
      twoFactorStatus: 'ACTIVE',
      twoFactorMethod: 'AUTHENTICATOR_APP',
      twoFactorEnableFor: ['LOGIN', 'WITHDRAWAL'],
      totpSecret: demo.vipTotpSecret,
    });
    expect(demo.vipTotpSecret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('gives the smoke pass its own director: GOLD business at KYC 3, wallets, the QR flag and a notification', async () => {
    const smoke = await seedSmokeAccount(handle.db, new Date('2026-03-15T10:00:00.000Z'));
    expect(smoke.email).toBe(SMOKE_EMAIL);
    expect(smoke.email).toBe('smoke@demo.test');
    expect(smoke.id).toBeGreaterThan(demo.vip.id);
    const smokeRow = await row(smoke.id);
    expect(profile(smokeRow)).toEqual(profile(await row(demo.director.id)));
    expect(profile(smokeRow)).toMatchObject({ accountType: 'BUSINESS', tier: 'GOLD', kycLevel: 3 });
    expect(await verifyPassword(DEMO_PASSWORD, smokeRow.passwordHash)).toBe(true);
    const wallets = await handle.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerId, smoke.id));
    expect(wallets.map((wallet) => wallet.kind)).toEqual(expect.arrayContaining(['MAIN', 'VA']));
    const flags = await handle.db.select().from(featureFlags).where(eq(featureFlags.ownerId, smoke.id));
    expect(flags.map((flag) => flag.flag)).toEqual(['WHITELIST_CREATEQR_FE']);
    const notes = await handle.db.select().from(notifications).where(eq(notifications.userId, smoke.id));
    expect(notes.map((note) => note.kind)).toEqual(['WELCOME']);
  });
});

/** The profile fields a smoke account must share with the demo director for the same calls to be answered. */
function profile(user: typeof users.$inferSelect) {
  const { accountType, tier, kycLevel, vaEnable, vcEnable, twoFactorStatus, country, language, memberOnly } = user;
  return { accountType, tier, kycLevel, vaEnable, vcEnable, twoFactorStatus, country, language, memberOnly };
}
