/**
 * Handlers of the profile reads and the language choice (src/contract/calls/accounts.ts). The other account
 * calls (profile and password changes behind w-tokens, the CRM contact) are not implemented yet.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '../../../src/app/locale.ts';
import { users } from '../../db/schema/auth.ts';
import { ApiError } from '../../errors/api-error.ts';
import { profileOf } from '../../people/profile.ts';
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

/** The public origin of the request (the referral link must be absolute): the proxy's word, else the host. */
function requestOrigin(headers: Headers): string {
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? '127.0.0.1';
  const local = /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host);
  const proto = headers.get('x-forwarded-proto') ?? (local ? 'http' : 'https');
  return `${proto}://${host}`;
}

export const accountsHandlers = [
  handlePublic(callNamed('listAccountTypes'), async ({ lang }) => ({
    status: true,
    data: ACCOUNT_TYPES[lang].map((type) => ({ ...type })),
  })),

  handle(callNamed('getMe'), async ({ db, user, headers }) => ({
    status: true,
    data: await profileOf({ db, user, origin: requestOrigin(headers) }),
  })),

  handle(callNamed('updateLanguage'), async ({ db, user, headers, body }) => {
    const language = languageById(body.language.id);
    if (language === undefined || language.status !== 'ACTIVE') {
      throw new ApiError('LANGUAGE_NOT_AVAILABLE');
    }
    await db
      .update(users)
      .set({ language: language.code as Locale })
      .where(eq(users.id, user.id));
    return { status: true, data: await profileOf({ db, user, origin: requestOrigin(headers) }) };
  }),
];
