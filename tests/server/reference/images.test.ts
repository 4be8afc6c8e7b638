import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../server/reference/countries.ts';
import { monogramSvg, monogramText, referenceImages } from '../../../server/reference/images.ts';
import { PLATFORMS } from '../../../server/reference/platforms.ts';
import { PROVIDERS } from '../../../server/reference/providers.ts';
import { TRANSFER_METHODS } from '../../../server/reference/transfer-methods.ts';
import { VA_BANKS } from '../../../server/reference/va-banks.ts';
import { VN_BANKS } from '../../../server/reference/vn-banks.ts';
import { writeReferenceImages } from '../../../tools/static-host/integration.ts';

const everyImageUrl = new Set([
  ...COUNTRIES.map((country) => country.flag_image),
  ...VN_BANKS.map((bank) => bank.logo),
  ...VA_BANKS.map((bank) => bank.logo),
  ...PROVIDERS.map((provider) => provider.logo),
  ...PLATFORMS.map((platform) => platform.logo),
  ...TRANSFER_METHODS.map((method) => method.icon),
]);

describe('reference images', () => {
  const images = referenceImages();
  const byPath = new Map(images.map((image) => [image.path, image.svg]));

  it('provide exactly one SVG file for every image URL the reference data answers', () => {
    expect(images).toHaveLength(everyImageUrl.size);
    expect(new Set(byPath.keys())).toEqual(everyImageUrl);
    for (const svg of byPath.values()) expect(svg).toMatch(/^<svg [^>]*viewBox="[\d .]+"/);
  });

  it('use the real flag of every country and a monogram where no flag exists', () => {
    const flagOf = (iso2: string) => byPath.get(`/images/flags/${iso2}.svg`);
    expect(flagOf('vn')).toContain('#da251d');
    expect(COUNTRIES.every((country) => flagOf(country.iso_code2.toLowerCase())?.includes('flag-icons'))).toBe(true);
    const withoutFlags = referenceImages(() => null);
    expect(withoutFlags.find((image) => image.path === '/images/flags/vn.svg')?.svg).toContain('>VN</text>');
  });

  it('letter banks by their code and others by the initials of their name, in a stable colour', () => {
    expect(monogramText('VCB')).toBe('VCB');
    expect(monogramText('KBHCM')).toBe('KBHCM');
    expect(monogramText('Google AdSense')).toBe('GA');
    expect(monogramText('Shopee')).toBe('SH');
    expect(monogramSvg('Shopee')).toBe(monogramSvg('Shopee'));
    expect(monogramSvg('A&B "Co"')).toContain('aria-label="A&#38;B &#34;Co&#34;"');
    expect(byPath.get('/images/banks/vcb.svg')).toContain('>VCB</text>');
  });

  describe('written by the build', () => {
    const dist = mkdtempSync(join(tmpdir(), 'images-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it('land under dist at their URL paths', () => {
      expect(writeReferenceImages(dist)).toBe(everyImageUrl.size);
      expect(readFileSync(join(dist, 'images/platforms/shopee.svg'), 'utf8')).toBe(monogramSvg('Shopee'));
      expect(readFileSync(join(dist, 'images/flags/vn.svg'), 'utf8')).toContain('flag-icons-vn');
    });
  });
});
