import type { CatalogueEntry } from '../catalogue.ts';

/** Sign-in, sign-up, one-time codes and two-factor settings. */
export const AUTH_ERRORS = {
  INVALID_CREDENTIALS: {
    status: 401,
    en: 'The email or password is incorrect.',
    vi: 'Email hoặc mật khẩu không đúng.',
  },
  /** 422, not 401: a signed-in user who mistypes their current password must not be signed out. */
  CURRENT_PASSWORD_WRONG: {
    status: 422,
    en: 'Your current password is incorrect.',
    vi: 'Mật khẩu hiện tại không đúng.',
  },
  ACCOUNT_DISABLED: {
    status: 403,
    en: 'This account is disabled. Please contact support.',
    vi: 'Tài khoản này đã bị vô hiệu hóa. Vui lòng liên hệ bộ phận hỗ trợ.',
  },
  INVITATION_PENDING: {
    status: 403,
    en: 'Your team invitation has not been accepted yet.',
    vi: 'Lời mời tham gia nhóm của bạn chưa được chấp nhận.',
  },
  INVALID_OTP: {
    status: 422,
    en: 'The verification code is incorrect.',
    vi: 'Mã xác thực không đúng.',
  },
  OTP_EXPIRED: {
    status: 422,
    en: 'The verification code has expired. Please request a new one.',
    vi: 'Mã xác thực đã hết hạn. Vui lòng yêu cầu mã mới.',
  },
  OTP_TOO_MANY_ATTEMPTS: {
    status: 422,
    en: 'Too many incorrect codes. Please request a new one.',
    vi: 'Nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới.',
  },
  OTP_RESEND_TOO_SOON: {
    status: 429,
    en: 'Please wait {seconds} seconds before requesting a new code.',
    vi: 'Vui lòng đợi {seconds} giây trước khi yêu cầu mã mới.',
  },
  EMAIL_TAKEN: {
    status: 409,
    en: 'An account with this email already exists.',
    vi: 'Email này đã được dùng cho một tài khoản khác.',
  },
  EMAIL_NOT_VERIFIED: {
    status: 422,
    en: 'Please verify your email address first.',
    vi: 'Vui lòng xác minh địa chỉ email trước.',
  },
  WEAK_PASSWORD: {
    status: 422,
    en: 'Please choose a stronger password.',
    vi: 'Vui lòng chọn mật khẩu mạnh hơn.',
  },
  PHONE_NOT_VERIFIED: {
    status: 422,
    en: 'Please verify your phone number first.',
    vi: 'Vui lòng xác minh số điện thoại trước.',
  },
  PHONE_TAKEN: {
    status: 409,
    en: 'This phone number is already used by another account.',
    vi: 'Số điện thoại này đã được dùng cho một tài khoản khác.',
  },
  PASSWORD_REUSED: {
    status: 422,
    en: 'Choose a password different from your current one.',
    vi: 'Hãy chọn mật khẩu khác với mật khẩu hiện tại.',
  },
  CHALLENGE_NOT_FOUND: {
    status: 422,
    en: 'Please request a verification code first.',
    vi: 'Vui lòng yêu cầu mã xác thực trước.',
  },
  AUTHENTICATOR_NOT_STARTED: {
    status: 422,
    en: 'Start the authenticator app setup again.',
    vi: 'Hãy bắt đầu lại việc thiết lập ứng dụng xác thực.',
  },
  AUTHENTICATOR_NOT_ENROLLED: {
    status: 422,
    en: 'Set up an authenticator app before choosing it.',
    vi: 'Hãy thiết lập ứng dụng xác thực trước khi chọn phương thức này.',
  },
  TWO_FACTOR_NOT_ACTIVE: {
    status: 422,
    en: 'Turn on two-factor authentication first.',
    vi: 'Hãy bật xác thực hai lớp trước.',
  },
} as const satisfies Record<string, CatalogueEntry>;
