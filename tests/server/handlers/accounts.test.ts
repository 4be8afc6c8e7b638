import { describe, expect, it } from 'vitest';
import type { ProfileType } from '../../../src/contract/calls/accounts.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, team, useHandlerApi } from './account-session.ts';

describe('account handlers', () => {
  const context = useHandlerApi();

  async function me(token: string, lang?: string) {
    const response = await context.api.call('GET', '/api/v1/accounts/me', { token, ...(lang ? { lang } : {}) });
    return { status: response.status, body: (await response.json()) as { data: ProfileType; code?: string } };
  }

  describe('GET /accounts/me', () => {
    it('answers the whole profile of a director, from the database', async () => {
      const person = await createPerson(context.api, {
        fullName: 'Trần Thị Mai',
        accountType: 'BUSINESS',
        tier: 'GOLD',
        kycLevel: 3,
        vaEnable: true,
        language: 'vi',
      });
      await createPerson(context.api, { referredBy: person.id });
      const { status, body } = await me(await sessionOn(context.api, person));
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        id: person.id,
        full_name: 'Trần Thị Mai',
        email: person.email,
        account_type: 'BUSINESS',
        tier: { value: 'GOLD' },
        ky_verification_status: { account_level: 3 },
        language: { code: 'vi', locale: 'vi-VN' },
        va_enable: true,
        role: 'director',
        is_delegated: false,
        delegator_name: null,
        referral: { referral_code: person.referralCode, referred_customers: 1 },
      });
      expect(body.data.referral.referral_url).toMatch(/^https?:\/\/.+\/signup\?ref=/);
    });

    it('shows a team member their own identity, their role and the director they act for', async () => {
      const director = await createPerson(context.api, {
        fullName: 'Công ty An Phát',
        accountType: 'BUSINESS',
        tier: 'SILVER',
      });
      const member = await createPerson(context.api, { fullName: 'Lê Văn Bình', memberOnly: true });
      const { body } = await me(await sessionOn(context.api, member, director, 'SELLER'));
      expect(body.data).toMatchObject({
        id: member.id,
        full_name: 'Lê Văn Bình',
        role: 'seller',
        is_delegated: true,
        delegator_name: 'Công ty An Phát',
        account_type: 'BUSINESS',
        tier: { value: 'SILVER' },
      });
    });

    it('refuses a call without a token', async () => {
      const response = await context.api.call('GET', '/api/v1/accounts/me');
      expect(response.status).toBe(401);
    });
  });

  describe('PUT /accounts/me/language', () => {
    it('saves the language, which the next profile read returns', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      const response = await context.api.call('PUT', '/api/v1/accounts/me/language', {
        token,
        body: { language: { id: 2 } },
      });
      expect(response.status).toBe(200);
      expect((await me(token)).body.data.language.code).toBe('vi');
    });

    it('refuses a language that does not exist, in the caller’s language', async () => {
      const { directorToken } = await team(context.api);
      const response = await context.api.call('PUT', '/api/v1/accounts/me/language', {
        token: directorToken,
        lang: 'vi',
        body: { language: { id: 99 } },
      });
      const body = (await response.json()) as { code: string; message: string };
      expect(response.status).toBe(422);
      expect(body.code).toBe('LANGUAGE_NOT_AVAILABLE');
      expect(body.message).toBe('Ngôn ngữ này không khả dụng.');
    });
  });

  describe('GET /accounts/types', () => {
    it('lists both account types, translated', async () => {
      const response = await context.api.call('GET', '/api/v1/accounts/types', { lang: 'vi' });
      const body = (await response.json()) as { data: { value: string; name: string }[] };
      expect(body.data.map((type) => [type.value, type.name])).toEqual([
        ['INDIVIDUAL', 'Cá nhân'],
        ['BUSINESS', 'Doanh nghiệp'],
      ]);
    });
  });
});
