/**
 * Partner banks where customers open virtual accounts, who may open one at each (PRODUCT.md section 4:
 * tier and KYC level decide) and which platforms each bank's VAs may be used for. A VA names its bank
 * by `short_name`, so short names and ids are fixed.
 */
import type { VaBankType } from '../../src/contract/calls/reference.ts';
import type { users } from '../db/schema/auth.ts';
import { assetPath } from './assets.ts';
import { PLATFORMS, type PlatformEntry, platformsWithCodes } from './platforms.ts';

type Tier = typeof users.$inferSelect.tier;

export interface VaBankEntry extends VaBankType {
  readonly minKycLevel: number;
  readonly tiers: readonly Tier[];
  readonly platforms: readonly PlatformEntry[];
}

const EVERY_TIER: readonly Tier[] = ['STANDARD', 'SILVER', 'GOLD', 'DIAMOND'];
const DOMESTIC = ['SHOPEE', 'LAZADA', 'TIKTOK_SHOP', 'TIKI', 'SENDO', 'OTHER'];
const INTERNATIONAL = ['AMAZON', 'EBAY', 'ETSY', 'SHOPIFY', 'WALMART', 'ALIBABA', 'STRIPE', 'PAYPAL', 'OTHER'];
const CREATORS = ['GOOGLE_ADSENSE', 'YOUTUBE', 'UPWORK', 'FIVERR'];

export const VA_BANKS: readonly VaBankEntry[] = [
  {
    id: 1,
    short_name: 'BIDV',
    name: 'Joint Stock Commercial Bank for Investment and Development of Vietnam',
    logo: assetPath('banks', 'BIDV'),
    currencies: ['VND'],
    minKycLevel: 2,
    tiers: EVERY_TIER,
    platforms: PLATFORMS,
  },
  {
    id: 2,
    short_name: 'MSB',
    name: 'Vietnam Maritime Commercial Joint Stock Bank',
    logo: assetPath('banks', 'MSB'),
    currencies: ['VND'],
    minKycLevel: 2,
    tiers: EVERY_TIER,
    platforms: platformsWithCodes(DOMESTIC),
  },
  {
    id: 3,
    short_name: 'KLB',
    name: 'Kien Long Commercial Joint Stock Bank',
    logo: assetPath('banks', 'KLB'),
    currencies: ['VND'],
    minKycLevel: 3,
    tiers: ['SILVER', 'GOLD', 'DIAMOND'],
    platforms: platformsWithCodes([...DOMESTIC, ...CREATORS]),
  },
  {
    id: 4,
    short_name: 'WOORI',
    name: 'Woori Bank Vietnam Limited',
    logo: assetPath('banks', 'WVN'),
    currencies: ['VND', 'USD'],
    minKycLevel: 4,
    tiers: ['DIAMOND'],
    platforms: platformsWithCodes([...INTERNATIONAL, ...CREATORS]),
  },
];

export function vaBankById(id: number): VaBankEntry | undefined {
  return VA_BANKS.find((bank) => bank.id === id);
}

export function vaBankByShortName(shortName: string): VaBankEntry | undefined {
  return VA_BANKS.find((bank) => bank.short_name === shortName);
}

/** What decides where a customer may open VAs. */
export interface VaEligibility {
  readonly vaEnable: boolean;
  readonly kycLevel: number;
  readonly tier: Tier;
}

/** The banks this customer may open VAs at: none while VA is not enabled for them. */
export function availableVaBanks(customer: VaEligibility): VaBankEntry[] {
  if (!customer.vaEnable) return [];
  return VA_BANKS.filter((bank) => customer.kycLevel >= bank.minKycLevel && bank.tiers.includes(customer.tier));
}
