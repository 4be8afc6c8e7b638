import { describe, expect, it } from 'vitest';
import { saveAccountLanguage } from '../../src/app/account-language.ts';
import type { ProfileType } from '../../src/contract/calls/accounts.ts';
import type { LanguageType } from '../../src/contract/calls/reference.ts';
import type { ApiFailure } from '../../src/lib/http/errors.ts';
import { $profile } from '../../src/stores/profile.ts';

const language = (id: number, code: string, status: LanguageType['status'] = 'ACTIVE'): LanguageType => ({
  id,
  name: code,
  code,
  locale: code === 'vi' ? 'vi-VN' : 'en-US',
  flag: '',
  status,
});

function fakeApi(languages: LanguageType[], refusal?: ApiFailure) {
  const chosen: number[] = [];
  return {
    chosen,
    api: {
      listLanguages: async () => ({ status: true as const, data: languages }),
      updateLanguage: async ({ body }: { body: { language: { id: number } } }) => {
        chosen.push(body.language.id);
        if (refusal) return refusal;
        const picked = languages.find((item) => item.id === body.language.id) as LanguageType;
        return {
          status: true as const,
          data: {
            role: 'director',
            full_name: 'Jamie',
            email: 'jamie@example.test',
            language: picked,
            tier: { name: 'Standard', value: 'STANDARD', icon: '/icons/tier-standard.svg' },
            ky_verification_status: { account_level: 0, name: 'Unverified' },
            two_factor_enable_for: [],
          } as unknown as ProfileType,
        };
      },
    },
  };
}

describe("saving the account's language", () => {
  it('sends the id of the ACTIVE language of that code and shares the answered profile', async () => {
    const { api, chosen } = fakeApi([language(1, 'en'), language(2, 'vi')]);
    expect(await saveAccountLanguage('vi', api as never)).toBeUndefined();
    expect(chosen).toEqual([2]);
    expect($profile.get()?.languageCode).toBe('vi');
  });

  it('refuses a language the server does not offer, sending nothing', async () => {
    const { api, chosen } = fakeApi([language(1, 'en'), language(2, 'vi', 'INACTIVE')]);
    expect((await saveAccountLanguage('vi', api as never))?.code).toBe('LANGUAGE_NOT_AVAILABLE');
    expect(chosen).toEqual([]);
  });

  it("answers the server's refusal", async () => {
    const refusal: ApiFailure = { status: false, code: 'LANGUAGE_NOT_AVAILABLE', message: 'No.' };
    const { api } = fakeApi([language(1, 'en'), language(2, 'vi')], refusal);
    expect(await saveAccountLanguage('vi', api as never)).toBe(refusal);
  });
});
