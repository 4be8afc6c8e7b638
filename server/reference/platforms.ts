/**
 * VA platforms: the marketplaces and payment sources a virtual account collects from. A VA names the
 * platform it is used for, so the ids are fixed.
 */
import type { PlatformType } from '../../src/contract/calls/reference.ts';
import { assetPath } from './assets.ts';

/** A platform as stored here; `used_count` depends on the user and is added when listing. */
export type PlatformEntry = Omit<PlatformType, 'used_count'>;

type PlatformRow = readonly [id: number, code: string, name: string, website: string | null];

const ROWS: readonly PlatformRow[] = [
  [1, 'SHOPEE', 'Shopee', 'https://shopee.vn'],
  [2, 'LAZADA', 'Lazada', 'https://www.lazada.vn'],
  [3, 'TIKTOK_SHOP', 'TikTok Shop', 'https://seller-vn.tiktok.com'],
  [4, 'TIKI', 'Tiki', 'https://tiki.vn'],
  [5, 'SENDO', 'Sendo', 'https://www.sendo.vn'],
  [6, 'AMAZON', 'Amazon', 'https://sellercentral.amazon.com'],
  [7, 'EBAY', 'eBay', 'https://www.ebay.com'],
  [8, 'ETSY', 'Etsy', 'https://www.etsy.com'],
  [9, 'SHOPIFY', 'Shopify', 'https://www.shopify.com'],
  [10, 'WALMART', 'Walmart Marketplace', 'https://marketplace.walmart.com'],
  [11, 'ALIBABA', 'Alibaba.com', 'https://www.alibaba.com'],
  [12, 'GOOGLE_ADSENSE', 'Google AdSense', 'https://adsense.google.com'],
  [13, 'YOUTUBE', 'YouTube', 'https://www.youtube.com'],
  [14, 'UPWORK', 'Upwork', 'https://www.upwork.com'],
  [15, 'FIVERR', 'Fiverr', 'https://www.fiverr.com'],
  [16, 'STRIPE', 'Stripe', 'https://stripe.com'],
  [17, 'PAYPAL', 'PayPal', 'https://www.paypal.com'],
  [18, 'OTHER', 'Other', null],
];

export const PLATFORMS: readonly PlatformEntry[] = ROWS.map(([id, code, name, website]) => ({
  id,
  code,
  name,
  logo: assetPath('platforms', code),
  website,
}));

export function platformById(id: number): PlatformEntry | undefined {
  return PLATFORMS.find((platform) => platform.id === id);
}

/** The platforms with these codes, in PLATFORMS order. */
export function platformsWithCodes(codes: readonly string[]): PlatformEntry[] {
  return PLATFORMS.filter((platform) => codes.includes(platform.code));
}

/**
 * The list the user sees: their most used first (PRODUCT.md section 4), then by name, with the catch-all
 * "Other" last since it is the fallback, not a choice people look for.
 */
export function sortedForUser(platforms: readonly PlatformEntry[], usage: ReadonlyMap<number, number>): PlatformType[] {
  const rank = (platform: PlatformEntry) => (platform.code === 'OTHER' ? 1 : 0);
  return platforms
    .map((platform) => ({ ...platform, used_count: usage.get(platform.id) ?? 0 }))
    .sort((a, b) => b.used_count - a.used_count || rank(a) - rank(b) || a.name.localeCompare(b.name, 'en'));
}
