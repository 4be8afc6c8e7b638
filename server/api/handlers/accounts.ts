/**
 * Handlers of src/contract/calls/accounts.ts: the profile, its language, profile and password changes
 * (behind w-tokens the pipeline claims) and the CRM contact.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '../../../src/lib/locale.ts';
import { users } from '../../db/schema/auth.ts';
import { ApiError } from '../../errors/api-error.ts';
import { changePassword, updateProfile } from '../../people/account-edit.ts';
import { contactOf } from '../../people/crm.ts';
import { profileOf, sessionPeople } from '../../people/profile.ts';
import { languageById } from '../../reference/languages.ts';
import { callNamed, handle, handlePublic } from '../handler.ts';

const ACCOUNT_TYPES: Readonly<
  Record<Locale, readonly { value: 'INDIVIDUAL' | 'BUSINESS'; name: string; description: string }[]>
> = {
  en: [
    { value: 'INDIVIDUAL', name: 'Individual', description: 'For one person receiving and sending their own money.' },
    {
      value: 'BUSINESS',
      name: 'Business',
      description: 'For a company: a team with roles, virtual accounts and cards.',
    },
  ],
  vi: [
    { value: 'INDIVIDUAL', name: 'Cá nhân', description: 'Dành cho một người nhận và chuyển tiền của chính mình.' },
    {
      value: 'BUSINESS',
      name: 'Doanh nghiệp',
      description: 'Dành cho công ty: nhóm có phân quyền, tài khoản ảo và thẻ.',
    },
  ],
};

export const accountsHandlers = [
  handlePublic(callNamed('listAccountTypes'), async ({ lang }) => ({
    status: true,
    data: ACCOUNT_TYPES[lang].map((type) => ({ ...type })),
  })),

  handle(callNamed('getMe'), async ({ db, config, user }) => ({
    status: true,
    data: await profileOf({ db, user, origin: config.publicAppUrl }),
  })),

  handle(callNamed('updateLanguage'), async ({ db, config, user, body }) => {
    const language = languageById(body.language.id);
    if (language === undefined || language.status !== 'ACTIVE') {
      throw new ApiError('LANGUAGE_NOT_AVAILABLE');
    }
    await db
      .update(users)
      .set({ language: language.code as Locale })
      .where(eq(users.id, user.id));
    return { status: true, data: await profileOf({ db, user, origin: config.publicAppUrl }) };
  }),

  handle(callNamed('updateMe'), async ({ db, config, user, body, now }) => {
    const { person } = await sessionPeople(db, user);
    await updateProfile(db, person, body, now);
    return { status: true, data: await profileOf({ db, user, origin: config.publicAppUrl }) };
  }),

  handle(callNamed('changePassword'), async ({ db, user, body, lang, now }) => {
    const { person } = await sessionPeople(db, user);
    const change = {
      person,
      currentPassword: body.current_password,
      newPassword: body.new_password,
      keepSessionId: user.sessionId,
      lang,
    };
    await db.transaction((tx) => changePassword(tx, change, now));
    return { status: true, data: { changed_pw_at: now.toISOString() } };
  }),

  handle(callNamed('getCrmContact'), async ({ db, user, query, lang }) => ({
    status: true,
    data: await contactOf(db, user.accountId, query.type, lang),
  })),
];
