import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADOPT_PROFILE_LANGUAGE,
  adoptProfileLanguageAtSignIn,
  FOLLOWED_LANGUAGE_KEY,
  languageToFollow,
} from '../../src/app/profile-language.ts';

afterEach(() => vi.unstubAllGlobals());

describe('languageToFollow', () => {
  it("keeps the page's language on the first profile of a session restored without signing in", () => {
    expect(languageToFollow('vi', null, 'en')).toBeNull();
  });

  it("takes the account's language on the first profile after a sign-in on a device that chose none", () => {
    expect(languageToFollow('vi', ADOPT_PROFILE_LANGUAGE, 'en')).toBe('vi');
    expect(languageToFollow('en', ADOPT_PROFILE_LANGUAGE, 'en')).toBeNull();
  });

  it('switches once when the profile language changed', () => {
    expect(languageToFollow('vi', 'en', 'en')).toBe('vi');
    expect(languageToFollow('en', 'vi', 'vi')).toBe('en');
  });

  it('does nothing when already followed, already shown or unknown', () => {
    expect(languageToFollow('vi', 'vi', 'en')).toBeNull();
    expect(languageToFollow('vi', 'en', 'vi')).toBeNull();
    expect(languageToFollow('fr', 'en', 'en')).toBeNull();
  });
});

describe('a sign-in', () => {
  function stubStorage(): Map<string, string> {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    });
    return items;
  }

  it("takes the account's language on a device that never chose one", () => {
    const items = stubStorage();
    items.set(FOLLOWED_LANGUAGE_KEY, 'en');
    adoptProfileLanguageAtSignIn('access_token=x; role=director');
    expect(items.get(FOLLOWED_LANGUAGE_KEY)).toBe(ADOPT_PROFILE_LANGUAGE);
  });

  it('keeps the language this device chose (its cookie)', () => {
    const items = stubStorage();
    adoptProfileLanguageAtSignIn('nf_lang=en; role=director');
    expect(items.has(FOLLOWED_LANGUAGE_KEY)).toBe(false);
  });
});
