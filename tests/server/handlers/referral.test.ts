import { describe, expect, it } from 'vitest';
import { referralRewards } from '../../../server/db/schema/people.ts';
import { maskName } from '../../../server/people/mask.ts';
import type { ReferralStatsType } from '../../../src/contract/calls/referral.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, team, useHandlerApi } from './account-session.ts';

describe('referral handlers', () => {
  const context = useHandlerApi();

  async function stats(token: string, query = '') {
    const response = await context.api.call('GET', `/api/v1/referrals/stats${query}`, { token });
    return { status: response.status, data: ((await response.json()) as { data: ReferralStatsType }).data };
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
    expect(data.referees.items.map((referee) => [referee.id, referee.status])).toEqual([
      [active.id, 'ACTIVE'],
      [verified.id, 'VERIFIED'],
      [registered.id, 'REGISTERED'],
    ]);
    expect(data.referees.items[0]).toMatchObject({
      display_name: 'Ng*** V** A',
      email: expect.stringMatching(/^p\*\*\*@example\.test$/),
      earned: { amount: '10.75', currency: 'USD' },
    });
    const second = await stats(sellerToken, '?page=2&limit=2');
    expect(second.data.referees).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.data.referees.items.map((referee) => referee.id)).toEqual([registered.id]);
  });

  it('answers zeros for an account nobody joined through', async () => {
    const { data } = await stats(await sessionOn(context.api, await createPerson(context.api)));
    expect(data).toMatchObject({
      referred_customers: 0,
      active_customers: 0,
      total_earnings: { amount: '0' },
      referees: { items: [], total: 0 },
    });
  });

  it('refuses a page size over the limit', async () => {
    const { status } = await stats(await sessionOn(context.api, await createPerson(context.api)), '?limit=500');
    expect(status).toBe(422);
  });

  it('masks names word by word, the last reduced to its initial', () => {
    expect(maskName('Nguyễn Văn An')).toBe('Ng*** V** A');
    expect(maskName('Jamie')).toBe('J');
    expect(maskName('  ')).toBe('');
  });
});
