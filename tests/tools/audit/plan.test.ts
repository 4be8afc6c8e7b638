import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/app/routes.ts';
import { MONEY_PAGES, MONEY_TEXT, planVisits, roleFor } from '../../../tools/audit/plan.ts';

describe('the visits', () => {
  it('cover every route of the route table, each money page in the table being a route', () => {
    const visits = planVisits([], {});
    expect(visits.map((visit) => visit.route)).toEqual(ROUTES.map((route) => route.path));
    for (const route of Object.keys(MONEY_PAGES)) expect(ROUTES.map((entry) => entry.path)).toContain(route);
  });

  it('see guest and public pages signed out, app pages as the director or the role allowed', () => {
    expect(roleFor({ access: 'guest' })).toBeNull();
    expect(roleFor({ access: 'public' })).toBeNull();
    expect(roleFor({ access: 'authenticated' })).toBe('director');
    expect(roleFor({ access: 'authenticated', roles: ['financial', 'director'] })).toBe('director');
    expect(roleFor({ access: 'authenticated', roles: ['seller'] })).toBe('seller');
  });

  it('fill dynamic segments with the ids found, and limit to the routes asked for', () => {
    const visits = planVisits(['/transactions/:id', '/forgot/:token'], {
      '/transactions/:id': { value: '42', note: 'the newest transaction' },
    });
    expect(visits.map((visit) => [visit.path, visit.note])).toEqual([
      ['/forgot/audit-reset-token', 'a made-up reset token'],
      ['/transactions/42', 'the newest transaction'],
    ]);
    expect(() => planVisits(['/nowhere'], {})).toThrow('/nowhere');
  });

  it('recognise an amount with its currency in either language, not a bare number or a date', () => {
    for (const text of ['₫1,234,567', '1.234.567 ₫', '$12.00', '12,00 US$', '-₫50,000', '100 USDT'])
      expect(MONEY_TEXT.test(text), text).toBe(true);
    for (const text of ['27/11/2026 15:50', '1,234', '₫', 'Loading']) expect(MONEY_TEXT.test(text), text).toBe(false);
  });
});
