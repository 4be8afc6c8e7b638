import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { users } from '../../../server/db/schema/auth.ts';
import { contactOf } from '../../../server/people/crm.ts';
import { verificationOf } from '../../../server/people/kyc/overview.ts';
import { refereesOf, referralStats } from '../../../server/people/referral.ts';
import { listTeam } from '../../../server/people/team-members.ts';
import { seedPeople } from '../../../server/seed/people.ts';
import { runSeedSteps, type SeedContext } from '../../../server/seed/run.ts';
import { type DemoUsers, seedUsers } from '../../../server/seed/users.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';

const NOW = new Date('2026-03-15T10:00:00.000Z');

describe('seedPeople (PRODUCT.md section 6)', () => {
  let handle: DatabaseHandle;
  let demo: DemoUsers;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const steps = [
      async (db: DatabaseHandle['db'], ctx: SeedContext) => {
        ctx.users = await seedUsers(db);
      },
      seedPeople,
    ];
    const ctx = await runSeedSteps(handle.db, steps, { now: NOW });
    if (ctx?.users == null) throw new Error('the seed did not run');
    demo = ctx.users;
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => handle.close());

  const account = async (id: number) => {
    const [row] = await handle.db.select().from(users).where(eq(users.id, id));
    if (row === undefined) throw new Error(`user ${id} missing`);
    return row;
  };

  it("gives the director's team one member in every status", async () => {
    const team = await listTeam(handle.db, demo.director.id, { page: 1, limit: 100 }, NOW);
    expect(new Set(team.items.map((member) => member.status))).toEqual(
      new Set(['ACTIVE', 'INVITED', 'EXPIRED', 'PENDING']),
    );
  });

  it('shows verifications approved, pending and rejected', async () => {
    const director = await verificationOf(handle.db, await account(demo.director.id));
    expect(director).toMatchObject({ account_level: 3, kyc_status: 'APPROVED', kyb_status: 'PENDING' });
    expect((await verificationOf(handle.db, await account(demo.vip.id))).kyc_status).toBe('APPROVED');
    const newbie = await verificationOf(handle.db, await account(demo.newbie.id));
    expect(newbie.kyc_status).toBe('REJECTED');
    expect(newbie.submissions[0]?.rejection_reason).toMatch(/blurred/);
  });

  it('assigns the account manager to the director and VIP, the desk to everyone', async () => {
    expect(await contactOf(handle.db, demo.director.id, 'SALE', 'vi')).toMatchObject({ title: 'Quản lý tài khoản' });
    expect(await contactOf(handle.db, demo.newbie.id, 'SALE', 'en')).toBeNull();
    expect(await contactOf(handle.db, demo.newbie.id, 'SUPPORT', 'en')).toMatchObject({ title: 'Support desk' });
  });

  it('credits the director with referees at every stage and paid and pending rewards', async () => {
    const director = await account(demo.director.id);
    const stats = await referralStats(handle.db, director, 'http://127.0.0.1:4321');
    const referees = await refereesOf(handle.db, { account: director, page: 1, limit: 20 });
    expect(new Set(referees.items.map((referee) => referee.status))).toEqual(
      new Set(['REGISTERED', 'VERIFIED', 'ACTIVE']),
    );
    expect(stats).toMatchObject({
      active_customers: 1,
      total_earnings: { amount: '25', currency: 'USD' },
      pending_earnings: { amount: '7.5', currency: 'USD' },
    });
  });
});
