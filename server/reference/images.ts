/**
 * The files behind every image URL the reference data answers (`assetPath`), so none of them is a 404.
 * Flags are the flag-icons package's (MIT). Banks, providers, platforms and transfer methods get a monogram
 * instead of a logo: we hold no licence to their trademarks, and a few hundred bytes of initials in a stable
 * colour tell them apart on a slow phone. The build writes these into `dist/images/`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COUNTRIES } from './countries.ts';
import { PLATFORMS } from './platforms.ts';
import { PROVIDERS } from './providers.ts';
import { TRANSFER_METHODS } from './transfer-methods.ts';
import { VA_BANKS } from './va-banks.ts';
import { VN_BANKS } from './vn-banks.ts';

export interface ImageFile {
  /** Site path, as the reference data answers it: `/images/banks/vcb.svg`. */
  readonly path: string;
  readonly svg: string;
}

/** Reads a country's flag SVG, or null when there is none for that code. */
export type FlagSource = (iso2: string) => string | null;

/** White text passes WCAG AA (4.5:1) on each of these. */
const PALETTE = [
  '#1d4ed8',
  '#047857',
  '#b91c1c',
  '#7c3aed',
  '#c2410c',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
  '#334155',
  '#a16207',
];

function colourOf(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] as string;
}

/** A short upper-case code as it is (`VCB`, `KBHCM`), otherwise the initials of the first two words. */
export function monogramText(label: string): string {
  const compact = label.replace(/[^\p{L}\p{N}]/gu, '');
  if (compact.length <= 5 && compact === compact.toUpperCase()) return compact;
  const words = label.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const initials = words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [...(words[0] ?? '?').slice(0, 2)];
  return initials.join('').toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function monogramSvg(label: string, key = label): string {
  const text = escapeXml(monogramText(label));
  const size = [28, 28, 26, 21, 17][Math.min(text.length, 5) - 1];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="64" height="64" rx="14" fill="${colourOf(key)}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" fill="#fff" font-family="system-ui,sans-serif" ` +
    `font-weight="700" font-size="${size}">${text}</text></svg>\n`
  );
}

const require = createRequire(import.meta.url);

/** flag-icons' 4:3 flags, read from the installed package. */
export const packageFlags: FlagSource = (iso2) => {
  try {
    return readFileSync(require.resolve(`flag-icons/flags/4x3/${iso2.toLowerCase()}.svg`), 'utf8');
  } catch {
    return null;
  }
};

/** Every image the reference data points at, once each. */
export function referenceImages(flags: FlagSource = packageFlags): ImageFile[] {
  const files = new Map<string, string>();
  const add = (path: string, svg: () => string) => {
    if (!files.has(path)) files.set(path, svg());
  };
  for (const country of COUNTRIES) {
    add(country.flag_image, () => flags(country.iso_code2) ?? monogramSvg(country.iso_code2));
  }
  for (const bank of VN_BANKS) add(bank.logo, () => monogramSvg(bank.code));
  for (const bank of VA_BANKS) add(bank.logo, () => monogramSvg(bank.short_name));
  for (const provider of PROVIDERS) add(provider.logo, () => monogramSvg(provider.name));
  for (const platform of PLATFORMS) add(platform.logo, () => monogramSvg(platform.name));
  for (const method of TRANSFER_METHODS) add(method.icon, () => monogramSvg(method.name));
  return [...files].map(([path, svg]) => ({ path, svg }));
}
