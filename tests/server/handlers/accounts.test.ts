import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authenticateAccessToken } from '../../../server/auth/authenticate.ts';
import { sendOtp } from '../../../server/auth/send-otp.ts';
import type { UserRow } from '../../../server/auth/users.ts';
import { issueWToken } from '../../../server/auth/w-tokens.ts';
import { users } from '../../../server/db/schema/auth.ts';
import { crmAssignments, crmContacts } from '../../../server/db/schema/people.ts';
import type { ProfileType } from '../../../src/contract/calls/accounts.ts';
import type { WTokenPurpose } from '../../../src/contract/define.ts';
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

  async function wToken(person: UserRow, purpose: WTokenPurpose): Promise<string> {
    return (await issueWToken(context.api.handle.db, person.id, purpose, context.api.clock.now())).token;
  }

  function put(path: string, token: string, body: unknown, headers: Record<string, string> = {}) {
    return context.api.call('PUT', `/api/v1${path}`, { token, body, headers });
  }

  async function codeForPhone(callingCode: string, phoneNumber: string): Promise<string> {
    const to = `${callingCode}${phoneNumber}`;
    const db = context.api.handle.db;
    const delivery = { purpose: 'verify_phone', channel: 'sms', to, lang: 'en', ip: context.api.ip } as const;
    return (await sendOtp(db, delivery, context.api.clock.now())).code;
  }

  describe('PUT /accounts/me', () => {
    const edit = { full_name: 'Đỗ Thanh Tâm', country: 'VN', calling_code: '+84', phone_number: '911000111' };

    it('saves the name and a new phone number proven by its code, once per w-token', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      const w = await wToken(person, 'update_profile');
      const phone_code = await codeForPhone('+84', '911000111');
      const response = await put('/accounts/me', token, { ...edit, phone_code }, { 'w-token': w });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: ProfileType };
      expect(body.data).toMatchObject({ full_name: 'Đỗ Thanh Tâm', calling_code: '+84', phone_number: '911000111' });
      const again = await put('/accounts/me', token, edit, { 'w-token': w });
      expect(again.status).toBe(403);
    });

    it('asks for the code of a new phone number, and refuses one someone else has', async () => {
      const person = await createPerson(context.api, { callingCode: '+84', phoneNumber: '900000001' });
      await createPerson(context.api, { callingCode: '+84', phoneNumber: '900000002' });
      const token = await sessionOn(context.api, person);
      const unproven = await put(
        '/accounts/me',
        token,
        { ...edit, phone_number: '900000003' },
        {
          'w-token': await wToken(person, 'update_profile'),
        },
      );
      expect(((await unproven.json()) as { code: string }).code).toBe('PHONE_NOT_VERIFIED');
      const taken = await put(
        '/accounts/me',
        token,
        { ...edit, phone_number: '900000002', phone_code: '123456' },
        {
          'w-token': await wToken(person, 'update_profile'),
        },
      );
      expect(((await taken.json()) as { code: string }).code).toBe('PHONE_TAKEN');
    });

    it('proves the number typed at sign-up by its code, so SMS may become the second factor', async () => {
      const person = await createPerson(context.api, { callingCode: '+84', phoneNumber: '911000111' });
      const token = await sessionOn(context.api, person);
      const phoneVerified = async () => {
        const response = await context.api.call('GET', '/api/v1/two-factor/settings', { token });
        return ((await response.json()) as { data: { phone_verified: boolean } }).data.phone_verified;
      };
      expect(await phoneVerified()).toBe(false);
      // The same number without a code changes the name only; a wrong code proves nothing.
      expect(
        (await put('/accounts/me', token, edit, { 'w-token': await wToken(person, 'update_profile') })).status,
      ).toBe(200);
      expect(await phoneVerified()).toBe(false);
      const phone_code = await codeForPhone('+84', '911000111');
      const wrong = phone_code === '000000' ? '111111' : '000000';
      const refused = await put(
        '/accounts/me',
        token,
        { ...edit, phone_code: wrong },
        { 'w-token': await wToken(person, 'update_profile') },
      );
      expect(((await refused.json()) as { code: string }).code).toBe('INVALID_OTP');
      expect(await phoneVerified()).toBe(false);
      const proven = await put(
        '/accounts/me',
        token,
        { ...edit, phone_code },
        { 'w-token': await wToken(person, 'update_profile') },
      );
      expect(proven.status).toBe(200);
      expect(await phoneVerified()).toBe(true);
    });

    it('refuses without a w-token, or with one issued for another purpose', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      expect((await put('/accounts/me', token, edit)).status).toBe(403);
      const wrong = await put('/accounts/me', token, edit, { 'w-token': await wToken(person, 'change_password') });
      expect(((await wrong.json()) as { code: string }).code).toBe('W_TOKEN_INVALID');
    });

    it('refuses a name that is too short with a field error', async () => {
      const person = await createPerson(context.api);
      const response = await put(
        '/accounts/me',
        await sessionOn(context.api, person),
        { ...edit, full_name: 'A' },
        {
          'w-token': await wToken(person, 'update_profile'),
        },
      );
      expect(response.status).toBe(422);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['full_name']);
    });
  });

  describe('PUT /accounts/me/change-password', () => {
    const change = { current_password: 'Correct-horse-42', new_password: 'Brand-new-pass-77' };

    it('changes the password and signs out every other session, keeping this one', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      const other = await sessionOn(context.api, person);
      const response = await put('/accounts/me/change-password', token, change, {
        'w-token': await wToken(person, 'change_password'),
      });
      expect(response.status).toBe(200);
      const db = context.api.handle.db;
      const now = context.api.clock.now();
      await expect(authenticateAccessToken(db, other, now)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
      await expect(authenticateAccessToken(db, token, now)).resolves.toMatchObject({ id: person.id });
      const [row] = await db.select().from(users).where(eq(users.id, person.id));
      expect(row?.changedPwAt?.toISOString()).toBe(now.toISOString());
    });

    it('refuses a wrong current password, and keeps the w-token usable for the retry', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      const w = await wToken(person, 'change_password');
      const wrong = await put(
        '/accounts/me/change-password',
        token,
        { ...change, current_password: 'nope' },
        {
          'w-token': w,
        },
      );
      expect(wrong.status).toBe(422);
      expect(((await wrong.json()) as { code: string }).code).toBe('CURRENT_PASSWORD_WRONG');
      const reused = await put(
        '/accounts/me/change-password',
        token,
        { ...change, new_password: change.current_password },
        {
          'w-token': w,
        },
      );
      expect(((await reused.json()) as { code: string }).code).toBe('PASSWORD_REUSED');
      expect((await put('/accounts/me/change-password', token, change, { 'w-token': w })).status).toBe(200);
    });
  });

  describe('GET /accounts/crm', () => {
    it("answers the account's manager, the support desk, and null when no manager is assigned", async () => {
      const db = context.api.handle.db;
      const [manager, desk] = await db
        .insert(crmContacts)
        .values([
          {
            contactType: 'SALE',
            fullName: 'Hoàng Lan',
            titleEn: 'Account manager',
            titleVi: 'Quản lý tài khoản',
            email: 'lan@campay.test',
          },
          {
            contactType: 'SUPPORT',
            fullName: 'CamPay Support',
            titleEn: 'Support desk',
            titleVi: 'Bộ phận hỗ trợ',
            email: 'support@campay.test',
          },
        ])
        .returning();
      const { director, sellerToken } = await team(context.api);
      await db
        .insert(crmAssignments)
        .values({ accountId: director.id, contactType: 'SALE', contactId: manager?.id ?? 0 });
      const crm = async (token: string, type = 'SALE') => {
        const response = await context.api.call('GET', `/api/v1/accounts/crm?type=${type}`, { token, lang: 'vi' });
        return ((await response.json()) as { data: { id: number; title: string } | null }).data;
      };
      expect(await crm(sellerToken)).toMatchObject({ id: manager?.id, title: 'Quản lý tài khoản' });
      expect(await crm(sellerToken, 'SUPPORT')).toMatchObject({ id: desk?.id });
      expect(await crm(await sessionOn(context.api, await createPerson(context.api)))).toBeNull();
    });
  });
});
