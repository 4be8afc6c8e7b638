import { describe, expect, it } from 'vitest';
import { routeByPath } from '../../../src/app/routes.ts';
import { SETTINGS_MENU } from '../../../src/features/settings/menu.ts';

describe('the settings menu', () => {
  it("lists the route table's sections under /setting in its order, with their page headings", () => {
    expect(SETTINGS_MENU.map((card) => [card.path, card.labelKey])).toEqual([
      ['/setting/general', 'page_setting_general'],
      ['/setting/security', 'page_setting_security'],
      ['/setting/payment', 'page_setting_payment'],
      ['/setting/developers', 'page_setting_developers'],
    ]);
  });

  it('hides each section from the roles its route refuses, as the guard would', () => {
    for (const card of SETTINGS_MENU) {
      expect(card.roles).toBe(routeByPath(card.path)?.roles?.join(' '));
    }
    const roles = Object.fromEntries(SETTINGS_MENU.map((card) => [card.path, card.roles]));
    expect(roles).toEqual({
      '/setting/general': undefined,
      '/setting/security': undefined,
      '/setting/payment': 'director financial',
      '/setting/developers': 'director',
    });
  });

  it('tells FINANCE the payment methods are view only: it may open them but none of the pages that change them', () => {
    const viewOnly = Object.fromEntries(SETTINGS_MENU.map((card) => [card.path, card.viewOnlyRoles]));
    expect(viewOnly).toEqual({
      '/setting/general': undefined,
      '/setting/security': undefined,
      '/setting/payment': 'financial',
      '/setting/developers': undefined,
    });
  });
});
