/** Wording of the codes the server sends, per purpose and language. */
import type { Locale } from '../../src/lib/locale.ts';
import { fillMessage } from '../errors/render.ts';
import { OTP_TTL_MS, type OtpPurpose } from './otp.ts';

type Wording = Readonly<Record<Locale, string>>;

const SUBJECTS: Readonly<Record<'verify_email' | 'verify_phone' | 'reset_password' | 'login' | 'w_token', Wording>> = {
  verify_email: { en: 'Verify your email for CamPay', vi: 'Xác minh email CamPay của bạn' },
  verify_phone: { en: 'CamPay phone verification', vi: 'Xác minh số điện thoại CamPay' },
  reset_password: { en: 'Reset your CamPay password', vi: 'Đặt lại mật khẩu CamPay' },
  login: { en: 'Your CamPay sign-in code', vi: 'Mã đăng nhập CamPay của bạn' },
  w_token: { en: 'Your CamPay security code', vi: 'Mã bảo mật CamPay của bạn' },
};

const BODY: Wording = {
  en: 'CamPay: your code is {code}. It expires in {minutes} minutes. If you did not ask for it, ignore this message and never share the code.',
  vi: 'CamPay: mã của bạn là {code}. Mã hết hạn sau {minutes} phút. Nếu bạn không yêu cầu, hãy bỏ qua tin nhắn này và không chia sẻ mã cho bất kỳ ai.',
};

export function otpMessage(purpose: OtpPurpose, lang: Locale, code: string): { subject: string; body: string } {
  // A settings change is confirmed like any other guarded action: a security code.
  const security = purpose.startsWith('w_token:') || purpose === 'two_factor_settings';
  const kind = security ? 'w_token' : (purpose as keyof typeof SUBJECTS);
  return {
    subject: SUBJECTS[kind][lang],
    body: fillMessage(BODY[lang], { code, minutes: OTP_TTL_MS / 60_000 }),
  };
}

const PASSWORD_CHANGED: Readonly<Record<'subject' | 'body', Wording>> = {
  subject: { en: 'Your CamPay password was changed', vi: 'Mật khẩu CamPay của bạn đã được thay đổi' },
  body: {
    en: 'Your CamPay password was just changed and every device was signed out. If this was not you, reset your password now and contact support.',
    vi: 'Mật khẩu CamPay của bạn vừa được thay đổi và mọi thiết bị đã bị đăng xuất. Nếu không phải bạn, hãy đặt lại mật khẩu ngay và liên hệ bộ phận hỗ trợ.',
  },
};

export function passwordChangedMessage(lang: Locale): { subject: string; body: string } {
  return { subject: PASSWORD_CHANGED.subject[lang], body: PASSWORD_CHANGED.body[lang] };
}
