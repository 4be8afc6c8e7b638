/**
 * The VA screens' plain decisions (src/features/va/rules.ts): the gate of /va, the limit of a tier and the fee of a
 * level, who manages VAs, the platform order of the pickers and the changes a bulk update sends.
 */
import { describe, expect, it } from 'vitest';
import type { VaSettingsType, VirtualAccountType } from '../../../src/contract/calls/va.ts';
import {
  bulkChanges,
  bulkItems,
  canManageVa,
  feeForLevel,
  limitForTier,
  platformUse,
  sortPlatforms,
  vaGate,
} from '../../../src/features/va/rules.ts';

const SETTINGS: Pick<VaSettingsType, 'limits' | 'fees'> = {
  limits: {
    STANDARD: { amount: '100000000', currency: 'VND' },
    SILVER: { amount: '500000000', currency: 'VND' },
    GOLD: { amount: '2000000000', currency: 'VND' },
    DIAMOND: { amount: '10000000000', currency: 'VND' },
  },
  fees: {
    '2': { type: 'PERCENT', value: '1' },
    '3': { type: 'FIXED', value: '5000', currency: 'VND' },
    '4': { type: 'PERCENT', value: '0.5' },
  },
};

describe('vaGate: why /va is closed and what to do', () => {
  it('asks to finish verification below level 2, whatever the flags (the API refuses the level first)', () => {
    for (const kycLevel of [0, 1]) {
      for (const walletEnable of [true, false]) {
        for (const vaEnable of [true, false]) expect(vaGate({ kycLevel, walletEnable, vaEnable })).toBe('verify');
      }
    }
  });
  it('sends to support from level 2 when the wallet is on and the VA flag off', () => {
    expect(vaGate({ kycLevel: 2, walletEnable: true, vaEnable: false })).toBe('support');
    expect(vaGate({ kycLevel: 4, walletEnable: true, vaEnable: false })).toBe('support');
  });
  it('opens from level 2 when the rule counts VA as enabled', () => {
    expect(vaGate({ kycLevel: 2, walletEnable: true, vaEnable: true })).toBe('open');
    expect(vaGate({ kycLevel: 3, walletEnable: false, vaEnable: false })).toBe('open');
    expect(vaGate({ kycLevel: 4, walletEnable: false, vaEnable: true })).toBe('open');
  });
});

describe('the limit of a tier and the fee of a level', () => {
  it('picks the tier’s monthly limit', () => {
    expect(limitForTier(SETTINGS, 'STANDARD')).toEqual({ amount: '100000000', currency: 'VND' });
    expect(limitForTier(SETTINGS, 'GOLD')).toEqual({ amount: '2000000000', currency: 'VND' });
    expect(limitForTier(SETTINGS, 'DIAMOND')).toEqual({ amount: '10000000000', currency: 'VND' });
    expect(limitForTier(SETTINGS, 'PLATINUM')).toBeNull();
  });
  it('has no fee below level 2, each level’s own from 2 to 4, and level 4’s above', () => {
    expect(feeForLevel(SETTINGS, 0)).toBeNull();
    expect(feeForLevel(SETTINGS, 1)).toBeNull();
    expect(feeForLevel(SETTINGS, 2)).toEqual({ type: 'PERCENT', value: '1' });
    expect(feeForLevel(SETTINGS, 3)).toEqual({ type: 'FIXED', value: '5000', currency: 'VND' });
    expect(feeForLevel(SETTINGS, 4)).toEqual({ type: 'PERCENT', value: '0.5' });
    expect(feeForLevel(SETTINGS, 5)).toEqual({ type: 'PERCENT', value: '0.5' });
  });
});

describe('who manages VAs', () => {
  it('is DIRECTOR and FINANCE, not SELLER', () => {
    expect(canManageVa('director')).toBe(true);
    expect(canManageVa('financial')).toBe(true);
    expect(canManageVa('seller')).toBe(false);
  });
});

const platform = (id: number, name: string) => ({ id, name });
const va = (id: number, platformRef: { id: number; name: string } | null) =>
  ({
    id,
    account_number: `99${id}`,
    bank: { short_name: 'VCB', name: 'Vietcombank', logo: '/x.svg' },
    platform: platformRef,
  }) as Pick<VirtualAccountType, 'id' | 'account_number' | 'bank' | 'platform'>;

describe('the platform order', () => {
  const SHOPEE = platform(1, 'Shopee');
  const LAZADA = platform(2, 'Lazada');
  const TIKI = platform(3, 'Tiki');
  const AMAZON = platform(4, 'Amazon');

  it('counts the platforms of the user’s VAs, VAs without one left out', () => {
    const use = platformUse([va(1, TIKI), va(2, LAZADA), va(3, TIKI), va(4, null)]);
    expect([...use.entries()].sort()).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });
  it('puts the most used first, then by name', () => {
    const use = platformUse([va(1, TIKI), va(2, LAZADA), va(3, TIKI)]);
    expect(sortPlatforms([SHOPEE, LAZADA, TIKI, AMAZON], use).map((p) => p.name)).toEqual([
      'Tiki',
      'Lazada',
      'Amazon',
      'Shopee',
    ]);
  });
  it('is by name when no VA uses any, and leaves its input alone', () => {
    const input = [TIKI, SHOPEE, AMAZON];
    expect(sortPlatforms(input, new Map()).map((p) => p.name)).toEqual(['Amazon', 'Shopee', 'Tiki']);
    expect(input.map((p) => p.name)).toEqual(['Tiki', 'Shopee', 'Amazon']);
  });
});

describe('the bulk review', () => {
  const SHOPEE = platform(1, 'Shopee');
  const TIKI = platform(3, 'Tiki');
  const vas = [va(10, null), va(11, null), va(12, null)];

  it('lists each chosen VA with its platform, in the list’s order, and sends exactly those', () => {
    const choices = new Map([
      [12, 1],
      [10, 3],
    ]);
    const changes = bulkChanges(vas, choices, [SHOPEE, TIKI]);
    expect(changes.map(({ va: row, platform: to }) => [row.id, to.name])).toEqual([
      [10, 'Tiki'],
      [12, 'Shopee'],
    ]);
    expect(bulkItems(changes)).toEqual([
      { id: 10, platform_id: 3 },
      { id: 12, platform_id: 1 },
    ]);
  });
  it('leaves out VAs without a choice and choices of platforms no longer offered', () => {
    const choices = new Map([
      [10, 99],
      [11, 1],
    ]);
    expect(bulkItems(bulkChanges(vas, choices, [SHOPEE]))).toEqual([{ id: 11, platform_id: 1 }]);
    expect(bulkChanges(vas, new Map(), [SHOPEE])).toEqual([]);
  });
});
