import type { CatalogueEntry } from '../catalogue.ts';

/** Virtual accounts, QR payments and virtual cards. */
export const VA_CARD_ERRORS = {
  VA_NOT_ENABLED: {
    status: 403,
    en: 'Virtual accounts are not enabled for your account.',
    vi: 'Tài khoản ảo chưa được kích hoạt cho tài khoản của bạn.',
  },
  VA_LIMIT_REACHED: {
    status: 409,
    en: 'You have reached the number of virtual accounts your tier allows.',
    vi: 'Bạn đã đạt số tài khoản ảo tối đa theo hạng của mình.',
  },
  VA_NOT_ACTIVE: { status: 409, en: 'This virtual account is not active.', vi: 'Tài khoản ảo này không hoạt động.' },
  PLATFORM_NOT_FOUND: { status: 404, en: 'This platform was not found.', vi: 'Không tìm thấy nền tảng này.' },
  QR_NOT_WHITELISTED: {
    status: 403,
    en: 'QR payments are not enabled for your account.',
    vi: 'Thanh toán QR chưa được kích hoạt cho tài khoản của bạn.',
  },
  QR_MERCHANT_LIMIT_REACHED: {
    status: 409,
    en: 'You already have the most QR merchants waiting for review. Try again once the bank has decided on them.',
    vi: 'Bạn đã có số cửa hàng QR chờ duyệt tối đa. Hãy thử lại khi ngân hàng đã xét duyệt các cửa hàng đó.',
  },
  QR_INVALID: { status: 422, en: 'This QR code is not valid.', vi: 'Mã QR này không hợp lệ.' },
  QR_EXPIRED: { status: 410, en: 'This QR code has expired.', vi: 'Mã QR này đã hết hạn.' },
  QR_ALREADY_PAID: { status: 409, en: 'This QR code was already paid.', vi: 'Mã QR này đã được thanh toán.' },
  VC_NOT_ENABLED: {
    status: 403,
    en: 'Virtual cards are not enabled for your account.',
    vi: 'Thẻ ảo chưa được kích hoạt cho tài khoản của bạn.',
  },
  CARD_LIMIT_REACHED: {
    status: 409,
    en: 'You have reached the maximum number of cards.',
    vi: 'Bạn đã đạt số lượng thẻ tối đa.',
  },
  CARD_NOT_ACTIVE: { status: 409, en: 'This card is not active.', vi: 'Thẻ này không hoạt động.' },
  CARD_NOT_FROZEN: { status: 409, en: 'This card is not frozen.', vi: 'Thẻ này không bị đóng băng.' },
  CARD_CANCELLED: { status: 409, en: 'This card was cancelled.', vi: 'Thẻ này đã bị hủy.' },
  CARD_HAS_PENDING_TRANSACTIONS: {
    status: 409,
    en: 'This card has transactions in progress. Try again when they finish.',
    vi: 'Thẻ này có giao dịch đang xử lý. Hãy thử lại khi chúng hoàn tất.',
  },
  CARD_TRANSACTION_NOT_REFUNDABLE: {
    status: 409,
    en: 'Only a completed card payment can be refunded.',
    vi: 'Chỉ có thể hoàn tiền cho giao dịch thanh toán thẻ đã hoàn tất.',
  },
  REFUND_EXCEEDS_PAYMENT: {
    status: 422,
    en: 'This refund is more than what is left of the payment.',
    vi: 'Số tiền hoàn lớn hơn phần còn lại của khoản thanh toán.',
  },
} as const satisfies Record<string, CatalogueEntry>;
