import type { CatalogueEntry } from '../catalogue.ts';

/** Profile, language, team, verification (KYC/KYB), pending requests, developer settings, operator reviews. */
export const ACCOUNT_ERRORS = {
  LANGUAGE_NOT_AVAILABLE: { status: 422, en: 'This language is not available.', vi: 'Ngôn ngữ này không khả dụng.' },
  MEMBER_EXISTS: { status: 409, en: 'This person is already in your team.', vi: 'Người này đã có trong nhóm của bạn.' },
  MEMBER_NOT_FOUND: { status: 404, en: 'This team member was not found.', vi: 'Không tìm thấy thành viên nhóm này.' },
  MEMBER_NOT_ACTIVE: {
    status: 409,
    en: 'This team member has not joined yet.',
    vi: 'Thành viên này chưa tham gia nhóm.',
  },
  TEAM_LIMIT_REACHED: {
    status: 409,
    en: 'Your team has reached its maximum size.',
    vi: 'Nhóm của bạn đã đạt số thành viên tối đa.',
  },
  INVITATION_INVALID: { status: 404, en: 'This invitation link is not valid.', vi: 'Liên kết mời này không hợp lệ.' },
  INVITATION_EXPIRED: {
    status: 410,
    en: 'This invitation has expired. Ask for a new one.',
    vi: 'Lời mời này đã hết hạn. Hãy yêu cầu lời mời mới.',
  },
  INVITATION_ALREADY_ACCEPTED: {
    status: 409,
    en: 'This invitation was already accepted. Please sign in.',
    vi: 'Lời mời này đã được chấp nhận. Vui lòng đăng nhập.',
  },
  ACCOUNT_NOT_BUSINESS: {
    status: 422,
    en: 'Only business accounts can submit business verification.',
    vi: 'Chỉ tài khoản doanh nghiệp mới có thể gửi xác minh doanh nghiệp.',
  },
  KYC_ALREADY_PENDING: {
    status: 409,
    en: 'Your identity verification is already being reviewed.',
    vi: 'Hồ sơ xác minh danh tính của bạn đang được xem xét.',
  },
  KYB_ALREADY_PENDING: {
    status: 409,
    en: 'Your business verification is already being reviewed.',
    vi: 'Hồ sơ xác minh doanh nghiệp của bạn đang được xem xét.',
  },
  KYC_LEVEL_REQUIRED: {
    status: 403,
    en: 'Verify your identity to a higher level to use this feature.',
    vi: 'Hãy nâng cấp mức xác minh danh tính để dùng tính năng này.',
  },
  UNDERAGE: { status: 422, en: 'You must be at least 18 years old.', vi: 'Bạn phải đủ 18 tuổi trở lên.' },
  DOCUMENT_NOT_FOUND: {
    status: 404,
    en: 'This document was not found. Please upload it again.',
    vi: 'Không tìm thấy tài liệu. Vui lòng tải lên lại.',
  },
  DOCUMENT_EXPIRED: { status: 422, en: 'This document has expired.', vi: 'Giấy tờ này đã hết hạn.' },
  DOCUMENT_TYPE_MISMATCH: {
    status: 422,
    en: 'This document is not of the expected type.',
    vi: 'Tài liệu này không đúng loại yêu cầu.',
  },
  TOO_MANY_DOCUMENTS: {
    status: 422,
    en: 'You have uploaded too many documents. Submit or remove some first.',
    vi: 'Bạn đã tải lên quá nhiều tài liệu. Hãy gửi hoặc xóa bớt trước.',
  },
  FILE_TOO_LARGE: { status: 413, en: 'The file is too large.', vi: 'Tệp quá lớn.' },
  FILE_TYPE_NOT_ALLOWED: {
    status: 415,
    en: 'This file type is not accepted. Use JPEG, PNG or PDF.',
    vi: 'Loại tệp này không được chấp nhận. Hãy dùng JPEG, PNG hoặc PDF.',
  },
  REQUEST_NOT_FOUND: { status: 404, en: 'This request was not found.', vi: 'Không tìm thấy yêu cầu này.' },
  REQUEST_ALREADY_COMPLETED: {
    status: 409,
    en: 'This request was already answered.',
    vi: 'Yêu cầu này đã được phản hồi.',
  },
  REQUEST_CANCELLED: { status: 409, en: 'This request was cancelled.', vi: 'Yêu cầu này đã bị hủy.' },
  ANSWER_REQUIRED: { status: 422, en: 'Please answer the request.', vi: 'Vui lòng trả lời yêu cầu.' },
  API_KEY_LIMIT_REACHED: {
    status: 409,
    en: 'You have created the maximum number of API keys.',
    vi: 'Bạn đã tạo số lượng khóa API tối đa.',
  },
  EXPIRY_IN_PAST: { status: 422, en: 'The expiry date must be in the future.', vi: 'Ngày hết hạn phải ở tương lai.' },
  WEBHOOK_LIMIT_REACHED: {
    status: 409,
    en: 'You have created the maximum number of webhooks.',
    vi: 'Bạn đã tạo số lượng webhook tối đa.',
  },
  WEBHOOK_URL_NOT_ALLOWED: {
    status: 422,
    en: 'Use a public https:// address for webhooks.',
    vi: 'Hãy dùng một địa chỉ https:// công khai cho webhook.',
  },
  API_KEY_INVALID: {
    status: 401,
    en: 'The API key is missing, revoked or expired.',
    vi: 'Khóa API bị thiếu, đã bị thu hồi hoặc đã hết hạn.',
  },
  API_KEY_SCOPE_MISSING: {
    status: 403,
    en: 'This API key does not have the scope {scope} this call needs.',
    vi: 'Khóa API này không có quyền {scope} mà lệnh gọi này cần.',
  },
  API_KEY_NOT_ACCEPTED: {
    status: 403,
    en: 'This call cannot be made with an API key; it needs a signed-in session.',
    vi: 'Không thể thực hiện lệnh gọi này bằng khóa API; cần một phiên đăng nhập.',
  },
  ADMIN_KEY_INVALID: {
    status: 401,
    en: 'The operator key is missing or wrong.',
    vi: 'Khóa quản trị bị thiếu hoặc không đúng.',
  },
  ITEM_ALREADY_DECIDED: {
    status: 409,
    en: 'This item was already approved or rejected.',
    vi: 'Mục này đã được phê duyệt hoặc từ chối.',
  },
} as const satisfies Record<string, CatalogueEntry>;
