/** Wording of the team emails (invitation, password link), per language. The link is the /set-password page. */
import type { Locale } from '../../src/lib/locale.ts';
import { fillMessage } from '../errors/render.ts';

export type LinkKind = 'invitation' | 'reset';

type Wording = Readonly<Record<Locale, string>>;

const SUBJECT: Readonly<Record<LinkKind, Wording>> = {
  invitation: { en: '{director} invited you to their CamPay team', vi: '{director} mời bạn tham gia nhóm CamPay' },
  reset: { en: 'Set a new CamPay password', vi: 'Đặt mật khẩu CamPay mới' },
};

const BODY: Readonly<Record<LinkKind, Wording>> = {
  invitation: {
    en: 'Hello {name}, {director} invited you to work on their CamPay account. Choose your password here: {link} (valid until {expires}).',
    vi: 'Xin chào {name}, {director} đã mời bạn làm việc trên tài khoản CamPay của họ. Hãy đặt mật khẩu tại đây: {link} (hiệu lực đến {expires}).',
  },
  reset: {
    en: 'Hello {name}, {director} reset your CamPay password. Choose a new one here: {link} (valid until {expires}).',
    vi: 'Xin chào {name}, {director} đã đặt lại mật khẩu CamPay của bạn. Hãy chọn mật khẩu mới tại đây: {link} (hiệu lực đến {expires}).',
  },
};

export interface LinkMessageFacts {
  readonly name: string;
  readonly director: string;
  readonly link: string;
  readonly expiresAt: Date;
}

export function teamLinkMessage(kind: LinkKind, lang: Locale, facts: LinkMessageFacts) {
  const { name, director, link, expiresAt } = facts;
  const params = { name, director, link, expires: expiresAt.toISOString() };
  return { subject: fillMessage(SUBJECT[kind][lang], params), body: fillMessage(BODY[kind][lang], params) };
}
