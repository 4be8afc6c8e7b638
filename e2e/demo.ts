/** Facts of the demo data the browser tests rely on; playwright.config.ts passes them to the server. */

/** `vip@demo.test`'s authenticator secret (DEMO_TOTP_SECRET), so tests can compute its codes. */
export const VIP_TOTP_SECRET = 'E2ETESTVIPSECRET234567AB';
