import { describe, expect, it } from 'vitest';
import { referralRewards } from '../../../server/db/schema/people.ts';
import { maskName } from '../../../server/people/mask.ts';
import type { RefereeType, ReferralStatsType } from '../../../src/contract/calls/referral.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, team, useHandlerApi } from './account-session.ts';

describe('referral handlers', () => {
  const context = useHandlerApi();

  async function stats(token: string) {
    const response = await context.api.call('GET', '/api/v1/referrals/stats', { token });
    return { status: response.status, data: ((await response.json()) as { data: ReferralStatsType }).data };
  }

  type RefereePage = { items: RefereeType[]; total: number; page: number; limit: number };

  async function referees(token: string, query = '') {
    const response = await context.api.call('GET', `/api/v1/referrals/referees${query}`, { token });
    return { status: response.status, data: ((await response.json()) as { data: RefereePage }).data };
  }

  it("counts referees by status and sums the account's paid and pending rewards", async () => {
    const { director, sellerToken } = await team(context.api);
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const registered = await createPerson(context.api, { referredBy: director.id, createdAt: at(1) });
    const verified = await createPerson(context.api, { referredBy: director.id, kycLevel: 2, createdAt: at(2) });
    const active = await createPerson(context.api, {
      referredBy: director.id,
      fullName: 'Nguyễn Văn An',
      createdAt: at(3),
    });
    await createPerson(context.api);
    await context.api.handle.db.insert(referralRewards).values([
      { referrerId: director.id, refereeId: active.id, amount: '10.5', currency: 'USD', status: 'PAID', paidAt: at(4) },
      { referrerId: director.id, refereeId: active.id, amount: '0.25', currency: 'USD', status: 'EARNED' },
    ]);

    const { status, data } = await stats(sellerToken);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      referral_code: director.referralCode,
      referred_customers: 3,
      active_customers: 1,
      total_earnings: { amount: '10.5', currency: 'USD' },
      pending_earnings: { amount: '0.25', currency: 'USD' },
    });
    expect(data).not.toHaveProperty('referees');

    const first = await referees(sellerToken);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(first.data.items.map((referee) => [referee.id, referee.status])).toEqual([
      [active.id, 'ACTIVE'],
      [verified.id, 'VERIFIED'],
      [registered.id, 'REGISTERED'],
    ]);
    expect(first.data.items[0]).toMatchObject({
      display_name: 'Ng*** V** A',
      email: expect.stringMatching(/^p\*\*\*@example\.test$/),
      earned: { amount: '10.75', currency: 'USD' },
    });
    expect(first.data.items[1]?.earned).toEqual({ amount: '0', currency: 'USD' });
    const second = await referees(sellerToken, '?page=2&limit=2');
    expect(second.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.data.items.map((referee) => referee.id)).toEqual([registered.id]);
  });

  it("lists only the caller's own account's referees", async () => {
    const { director } = await team(context.api);
    const mine = await createPerson(context.api, { referredBy: director.id });
    const stranger = await createPerson(context.api);
    const theirs = await createPerson(context.api, { referredBy: stranger.id });
    const { data } = await referees(await sessionOn(context.api, stranger));
    expect(data.items.map((referee) => referee.id)).toEqual([theirs.id]);
    expect(data.items.map((referee) => referee.id)).not.toContain(mine.id);
  });

  it('answers zeros for an account nobody joined through', async () => {
    const { data } = await stats(await sessionOn(context.api, await createPerson(context.api)));
    expect(data).toMatchObject({
      referred_customers: 0,
      active_customers: 0,
      total_earnings: { amount: '0' },
    });
    const { data: page } = await referees(await sessionOn(context.api, await createPerson(context.api)));
    expect(page).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a page size over the limit and a page that is not a positive number', async () => {
    const token = await sessionOn(context.api, await createPerson(context.api));
    expect((await referees(token, '?limit=500')).status).toBe(422);
    expect((await referees(token, '?page=0')).status).toBe(422);
  });

  it('refuses both calls without a session', async () => {
    expect((await context.api.call('GET', '/api/v1/referrals/stats')).status).toBe(401);
    expect((await context.api.call('GET', '/api/v1/referrals/referees')).status).toBe(401);
  });

  it('masks names word by word, the last reduced to its initial', () => {
    expect(maskName('Nguyễn Văn An')).toBe('Ng*** V** A');
    expect(maskName('Jamie')).toBe('J');
    expect(maskName('  ')).toBe('');
  });
});
