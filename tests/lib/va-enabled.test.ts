/** SPEC section 4's VA-enabled rule (src/lib/va-enabled.ts), the one the API and the VA screens both apply. */
import { describe, expect, it } from 'vitest';
import { VA_MIN_KYC_LEVEL as SERVER_MIN_LEVEL } from '../../server/va/settings.ts';
import { VA_MIN_KYC_LEVEL, vaCountsEnabled } from '../../src/lib/va-enabled.ts';

describe('vaCountsEnabled: the full truth table', () => {
  // [kycLevel, walletEnable, vaEnable, enabled]
  const table: [number, boolean, boolean, boolean][] = [
    // Below level 1: enabled whatever the flags say.
    [0, true, true, true],
    [0, true, false, true],
    [0, false, true, true],
    [0, false, false, true],
    // Level 1 and up: a wallet that is off counts as enabled; otherwise the va_enable flag decides.
    [1, true, true, true],
    [1, true, false, false],
    [1, false, true, true],
    [1, false, false, true],
    [2, true, true, true],
    [2, true, false, false],
    [2, false, true, true],
    [2, false, false, true],
    [4, true, true, true],
    [4, true, false, false],
    [4, false, true, true],
    [4, false, false, true],
  ];
  it.each(table)('KYC %i, wallet %s, va_enable %s → %s', (kycLevel, walletEnable, vaEnable, enabled) => {
    expect(vaCountsEnabled({ kycLevel, walletEnable, vaEnable })).toBe(enabled);
  });
});

describe('the minimum level', () => {
  it('is level 2, and the server names the same one', () => {
    expect(VA_MIN_KYC_LEVEL).toBe(2);
    expect(SERVER_MIN_LEVEL).toBe(VA_MIN_KYC_LEVEL);
  });
});
