import type { CatalogueEntry } from '../catalogue.ts';

/** Answers of the request pipeline (server/api/pipeline), common to every call. */
export const PIPELINE_ERRORS = {
  VALIDATION_FAILED: {
    status: 422,
    en: 'Some fields need your attention.',
    vi: 'Một số trường thông tin cần được kiểm tra lại.',
  },
  UNAUTHENTICATED: { status: 401, en: 'Please sign in to continue.', vi: 'Vui lòng đăng nhập để tiếp tục.' },
  TOKEN_EXPIRED: {
    status: 401,
    en: 'Your sign-in has expired. Please sign in again.',
    vi: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  },
  SESSION_EXPIRED: {
    status: 401,
    en: 'Your session has ended. Please sign in again.',
    vi: 'Phiên làm việc đã kết thúc. Vui lòng đăng nhập lại.',
  },
  SIGNATURE_INVALID: {
    status: 401,
    en: 'The request could not be verified. Please reload the page and try again.',
    vi: 'Không thể xác minh yêu cầu. Vui lòng tải lại trang và thử lại.',
  },
  TIMESTAMP_STALE: {
    status: 401,
    en: "The request was sent too long ago or your device's clock is wrong. Check the time and try again.",
    vi: 'Yêu cầu đã quá hạn hoặc đồng hồ thiết bị của bạn bị sai. Hãy kiểm tra giờ và thử lại.',
  },
  FORBIDDEN: {
    status: 403,
    en: 'You do not have permission to do this.',
    vi: 'Bạn không có quyền thực hiện thao tác này.',
  },
  W_TOKEN_REQUIRED: {
    status: 403,
    en: 'Please confirm this action with your verification code first.',
    vi: 'Vui lòng xác nhận thao tác này bằng mã xác thực trước.',
  },
  W_TOKEN_INVALID: {
    status: 403,
    en: 'Your verification has expired or was already used. Please verify again.',
    vi: 'Xác minh đã hết hạn hoặc đã được sử dụng. Vui lòng xác minh lại.',
  },
  NOT_FOUND: { status: 404, en: 'Not found.', vi: 'Không tìm thấy.' },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    en: 'This request needs an Idempotency-Key header (1 to 255 visible characters).',
    vi: 'Yêu cầu này cần tiêu đề Idempotency-Key (1 đến 255 ký tự hiển thị).',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    en: 'This request is already being processed. Please wait a moment.',
    vi: 'Yêu cầu này đang được xử lý. Vui lòng đợi trong giây lát.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    en: 'This idempotency key was already used for a different request.',
    vi: 'Khóa idempotency này đã được dùng cho một yêu cầu khác.',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many attempts. Please try again in {seconds} seconds.',
    vi: 'Quá nhiều lần thử. Vui lòng thử lại sau {seconds} giây.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, en: 'The request is too large.', vi: 'Yêu cầu quá lớn.' },
  /** Bytes Node's HTTP parser refuses before any route runs (server/api/client-error.ts). */
  MALFORMED_REQUEST: {
    status: 400,
    en: 'The request could not be read. Please try again.',
    vi: 'Không đọc được yêu cầu. Vui lòng thử lại.',
  },
  HEADERS_TOO_LARGE: { status: 431, en: 'The request headers are too large.', vi: 'Phần đầu của yêu cầu quá lớn.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    en: 'Send this request as {media_type}.',
    vi: 'Hãy gửi yêu cầu này dưới dạng {media_type}.',
  },
  NOT_IMPLEMENTED: {
    status: 501,
    en: 'This feature is not available yet.',
    vi: 'Tính năng này chưa được hỗ trợ.',
  },
  INTERNAL: {
    status: 500,
    en: 'Something went wrong on our side. Please try again.',
    vi: 'Đã xảy ra lỗi từ phía chúng tôi. Vui lòng thử lại.',
  },
} as const satisfies Record<string, CatalogueEntry>;
