/**
 * Which wallets a user sees (PRODUCT.md section 4): MAIN for the roles that may see it, VA when virtual accounts
 * are enabled. Free of stores and of the HTTP client, so Home's head script decides as the wallets store does
 * (src/features/home/early-paint.ts).
 */
export const WALLET_KINDS = ['MAIN', 'VA'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** PRODUCT.md section 4: the roles (cookie and profile values) that see the MAIN wallet; a SELLER sees VA/QR only. */
export const MAIN_WALLET_ROLES = ['director', 'financial'] as const;

/** The key under which a wallet's figure painted before hydration is noted (src/lib/early-paint.ts). */
export function walletFigureKey(kind: WalletKind): string {
  return `wallet:${kind}`;
}

/** The wallets a profile may see. */
export function walletKindsFor(profile: { readonly role: string; readonly vaEnable: boolean }): WalletKind[] {
  const main = (MAIN_WALLET_ROLES as readonly string[]).includes(profile.role);
  return WALLET_KINDS.filter((kind) => (kind === 'MAIN' ? main : profile.vaEnable));
}
