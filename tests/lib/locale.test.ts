import { describe, expect, it } from 'vitest';
import {
  localizedPath,
  parseAcceptLanguage,
  resolveLocale,
  splitLocalePrefix,
  toLocale,
} from '../../src/lib/locale.ts';

describe('locale resolution order', () => {
  it('prefers the saved cookie', () => {
    expect(resolveLocale('vi', ['en-US'])).toBe('vi');
    expect(resolveLocale('en', ['vi-VN'])).toBe('en');
  });

  it('then the first supported browser language', () => {
    expect(resolveLocale(null, ['fr-FR', 'vi-VN', 'en'])).toBe('vi');
    expect(resolveLocale('xx', ['vi'])).toBe('vi');
  });

  it('then falls back to English', () => {
    expect(resolveLocale(undefined, [])).toBe('en');
    expect(resolveLocale(null, ['fr', 'de'])).toBe('en');
  });

  it('narrows tags by their primary subtag', () => {
    expect(toLocale('vi-VN')).toBe('vi');
    expect(toLocale('EN_us')).toBe('en');
    expect(toLocale('fr')).toBeNull();
  });

  it('orders Accept-Language by quality and drops q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, vi-VN, en;q=0.8')).toEqual(['vi-VN', 'en', 'fr']);
    expect(parseAcceptLanguage('vi;q=0, en')).toEqual(['en']);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(resolveLocale(null, parseAcceptLanguage('fr;q=0.9, vi;q=0.8'))).toBe('vi');
  });

  it('maps pages to their language copies and back', () => {
    expect(localizedPath('/withdraw', 'vi')).toBe('/_vi/withdraw');
    expect(localizedPath('/', 'vi')).toBe('/_vi');
    expect(localizedPath('/withdraw', 'en')).toBe('/withdraw');
    expect(splitLocalePrefix('/_vi/withdraw')).toEqual({ locale: 'vi', path: '/withdraw' });
    expect(splitLocalePrefix('/_vi')).toEqual({ locale: 'vi', path: '/' });
    expect(splitLocalePrefix('/_video')).toEqual({ locale: null, path: '/_video' });
  });
});
