/**
 * Crawlers by user agent (SPEC section 2: bots are not shown the error page). Headless browsers
 * used by tests are deliberately not bots.
 */
const BOT_PATTERN =
  /bot\b|crawler|spider|crawling|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|lighthouse/i;

/** Whether a user agent belongs to a crawler or link previewer. */
export function isBot(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && BOT_PATTERN.test(userAgent ?? '');
}
