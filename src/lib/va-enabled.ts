/**
 * Whether virtual accounts count as enabled for an account, and the level opening one needs: one rule for the API
 * (which refuses) and the screens (which explain), so they never disagree (SERVER_SHARED in tools/check-layers.ts).
 */

/** The KYC level opening a VA needs (SPEC section 9: level 2 is the threshold; VA fees start there). */
export const VA_MIN_KYC_LEVEL = 2;

export interface VaFlags {
  readonly kycLevel: number;
  readonly walletEnable: boolean;
  readonly vaEnable: boolean;
}

/**
 * SPEC section 4: "VA counts as enabled when KYC level is below level 1 or the wallet is not enabled; otherwise it
 * follows the va_enable flag."
 */
export function vaCountsEnabled({ kycLevel, walletEnable, vaEnable }: VaFlags): boolean {
  return kycLevel < 1 || !walletEnable || vaEnable;
}
