import { afterEach, describe, expect, it } from 'vitest';
import type { VaSettingsType } from '../../../src/contract/calls/va.ts';
import {
  feeText,
  isVip,
  levelLabel,
  levelName,
  limitText,
  nextLevelOf,
  tierLimits,
  tierName,
  unlockText,
} from '../../../src/features/profile/presentation.ts';
import { setLocale } from '../../../src/lib/i18n.ts';

afterEach(() => setLocale('en', { reload: false }));

const VIP = 4;

/** The settings as GET /settings/virtual-accounts answers them (the reference server's figures). */
function settings(current: Partial<VaSettingsType['current']> = {}): VaSettingsType {
  return {
    limits: {
      STANDARD: { amount: '100000000', currency: 'VND' },
      SILVER: { amount: '500000000', currency: 'VND' },
      GOLD: { amount: '2000000000', currency: 'VND' },
      DIAMOND: { amount: '10000000000', currency: 'VND' },
    },
    fees: {
      '2': { type: 'PERCENT', value: '1' },
      '3': { type: 'PERCENT', value: '0.8' },
      '4': { type: 'PERCENT', value: '0.5' },
    },
    ranges_of_rate: [],
    current: {
      tier: 'STANDARD',
      account_level: 0,
      limit: { amount: '100000000', currency: 'VND' },
      fee: null,
      ...current,
    },
    qr_valid_seconds: 1800,
  };
}

describe('the account level', () => {
  it('shows levels by number and the VIP level as VIP (SPEC section 1)', () => {
    expect(levelLabel(0, VIP)).toBe('Level 0');
    expect(levelLabel(3, VIP)).toBe('Level 3');
    expect(levelLabel(4, VIP)).toBe('VIP');
    expect(isVip(4, VIP)).toBe(true);
    expect(isVip(3, VIP)).toBe(false);
  });

  it('names the levels below VIP in the page language', () => {
    expect(levelName(2, VIP)).toBe('Verified');
    expect(levelName(4, VIP)).toBeNull();
    setLocale('vi', { reload: false });
    expect(levelLabel(2, VIP)).toBe('Cấp 2');
    expect(levelName(0, VIP)).toBe('Chưa xác minh');
    expect(levelLabel(4, VIP)).toBe('VIP');
  });

  it('follows the VIP level the constants name', () => {
    expect(levelLabel(3, 3)).toBe('VIP');
  });
});

describe('the tier', () => {
  it('is named in the page language, whatever the server calls it', () => {
    expect(tierName('GOLD')).toBe('Gold');
    setLocale('vi', { reload: false });
    expect(tierName('DIAMOND')).toBe('Kim cương');
  });

  it("lists every tier's monthly limit from the settings, the caller's marked", () => {
    const rows = tierLimits(settings({ tier: 'GOLD' }));
    expect(rows.map((row) => [row.tier, row.limit.amount, row.current])).toEqual([
      ['STANDARD', '100000000', false],
      ['SILVER', '500000000', false],
      ['GOLD', '2000000000', true],
      ['DIAMOND', '10000000000', false],
    ]);
  });
});

describe('fees and limits in words', () => {
  it('writes a percentage and a limit in the locale, every digit exact', () => {
    expect(feeText({ type: 'PERCENT', value: '0.8' }, 'en')).toBe('0.8%');
    expect(feeText({ type: 'PERCENT', value: '0.8' }, 'vi')).toBe('0,8%');
    expect(feeText({ type: 'FIXED', value: '2.5', currency: 'USD' }, 'en')).toBe('$2.50');
    expect(limitText({ amount: '10000000000', currency: 'VND' }, 'en')).toBe('₫10,000,000,000');
    expect(limitText({ amount: '10000000000', currency: 'VND' }, 'vi')).toBe('10.000.000.000\u00a0₫');
  });
});

describe('what the next level unlocks', () => {
  it('level 1 is a step towards the level whose fee opens virtual accounts', () => {
    const next = nextLevelOf(
      { account_level: 0, next_level: { level: 1, requirements: ['PERSONAL_INFO'] } },
      settings(),
      VIP,
    );
    expect(next).toEqual({
      level: 1,
      vip: false,
      unlocks: [{ kind: 'towards-virtual-accounts', level: 2, fee: { type: 'PERCENT', value: '1' } }],
      requirements: ['PERSONAL_INFO'],
    });
    expect(unlockText(next?.unlocks[0] as never, 'en', 'STANDARD')).toBe(
      'The step before level 2, which opens virtual accounts with a fee of 1%.',
    );
  });

  it('level 2 opens virtual accounts with its fee and the tier limit, as the settings say', () => {
    const next = nextLevelOf(
      { account_level: 1, next_level: { level: 2, requirements: ['IDENTITY_DOCUMENT', 'SELFIE'] } },
      settings({ account_level: 1 }),
      VIP,
    );
    const unlock = next?.unlocks[0];
    expect(unlock).toEqual({
      kind: 'virtual-accounts',
      fee: { type: 'PERCENT', value: '1' },
      limit: { amount: '100000000', currency: 'VND' },
    });
    expect(unlockText(unlock as never, 'en', 'STANDARD')).toContain('a fee of 1%');
    expect(unlockText(unlock as never, 'en', 'STANDARD')).toContain(
      'up to ₫100,000,000 a month at your tier (Standard)',
    );
    expect(next?.requirements).toEqual(['IDENTITY_DOCUMENT', 'SELFIE']);
  });

  it('a level with a lower percentage says the fee falls', () => {
    const next = nextLevelOf(
      { account_level: 2, next_level: { level: 3, requirements: ['PROOF_OF_ADDRESS'] } },
      settings({ account_level: 2 }),
      VIP,
    );
    expect(next?.unlocks).toEqual([
      { kind: 'fee', from: { type: 'PERCENT', value: '1' }, to: { type: 'PERCENT', value: '0.8' }, lower: true },
    ]);
    setLocale('vi', { reload: false });
    expect(unlockText(next?.unlocks[0] as never, 'vi', 'GOLD')).toBe(
      'Phí thấp hơn trên tiền nhận qua tài khoản ảo: 0,8% thay vì 1%.',
    );
  });

  it('reads the figures, never its own: other settings give other unlocks', () => {
    const changed = settings({ account_level: 2 });
    const fees = { ...changed.fees, '3': { type: 'FIXED', value: '5000', currency: 'VND' } } as const;
    const next = nextLevelOf(
      { account_level: 2, next_level: { level: 3, requirements: [] } },
      { ...changed, fees },
      VIP,
    );
    expect(next?.unlocks).toEqual([{ kind: 'fee', from: fees['2'], to: fees['3'], lower: false }]);
    expect(unlockText(next?.unlocks[0] as never, 'en', 'GOLD')).toBe(
      'The fee on money received through virtual accounts becomes ₫5,000 (now 1%).',
    );
  });

  it('VIP is granted: nothing to send, marked as VIP', () => {
    const next = nextLevelOf(
      { account_level: 3, next_level: { level: 4, requirements: [] } },
      settings({ account_level: 3 }),
      VIP,
    );
    expect(next?.vip).toBe(true);
    expect(next?.requirements).toEqual([]);
    expect(next?.unlocks.map((unlock) => unlock.kind)).toEqual(['fee']);
  });

  it('says nothing changes when the fee stays the same, and nothing at the top level', () => {
    const same = settings({ account_level: 2 });
    const flat = { ...same, fees: { ...same.fees, '3': same.fees['2'] } };
    expect(nextLevelOf({ account_level: 2, next_level: { level: 3, requirements: [] } }, flat, VIP)?.unlocks).toEqual(
      [],
    );
    expect(nextLevelOf({ account_level: 4, next_level: null }, settings(), VIP)).toBeNull();
  });
});
