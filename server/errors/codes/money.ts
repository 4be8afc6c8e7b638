import type { CatalogueEntry } from '../catalogue.ts';

/** Money movement: balances, limits, amounts. */
export const MONEY_ERRORS = {
  INSUFFICIENT_BALANCE: {
    status: 422,
    en: 'Your available balance is not enough for this amount.',
    vi: 'Số dư khả dụng không đủ cho số tiền này.',
  },
  LIMIT_EXCEEDED: {
    status: 422,
    en: 'This amount is over your limit.',
    vi: 'Số tiền này vượt quá hạn mức của bạn.',
  },
  AMOUNT_TOO_LOW: { status: 422, en: 'This amount is below the minimum.', vi: 'Số tiền này thấp hơn mức tối thiểu.' },
  AMOUNT_OUT_OF_RANGE: {
    status: 422,
    en: 'This amount is outside the range allowed for the selected rate.',
    vi: 'Số tiền này nằm ngoài khoảng cho phép của tỷ giá đã chọn.',
  },
  AMOUNT_MISMATCH: {
    status: 422,
    en: 'The amount does not match the payment request.',
    vi: 'Số tiền không khớp với yêu cầu thanh toán.',
  },
  CURRENCY_NOT_SUPPORTED: {
    status: 422,
    en: 'This currency is not supported here.',
    vi: 'Loại tiền tệ này không được hỗ trợ.',
  },
  RATE_RANGE_NOT_FOUND: {
    status: 404,
    en: 'The selected rate is no longer available. Please choose again.',
    vi: 'Tỷ giá đã chọn không còn hiệu lực. Vui lòng chọn lại.',
  },
  TOP_UP_METHOD_NOT_SUPPORTED: {
    status: 422,
    en: 'This method cannot top up your main wallet. Choose another one.',
    vi: 'Phương thức này không thể nạp tiền vào ví chính. Hãy chọn phương thức khác.',
  },
  TOP_UP_LIMIT_REACHED: {
    status: 409,
    en: 'You have too many top-ups waiting for money. Pay one or let it expire first.',
    vi: 'Bạn có quá nhiều giao dịch nạp tiền đang chờ thanh toán. Hãy thanh toán hoặc chờ một giao dịch hết hạn trước.',
  },
  TOP_UP_EXPIRED: {
    status: 410,
    en: 'This top-up has expired. The money was returned to the payer.',
    vi: 'Giao dịch nạp tiền này đã hết hạn. Tiền đã được hoàn lại cho người chuyển.',
  },
  TOP_UP_ALREADY_PAID: {
    status: 409,
    en: 'This top-up was already paid.',
    vi: 'Giao dịch nạp tiền này đã được thanh toán.',
  },
  NO_ACTIVE_VA: {
    status: 422,
    en: 'You need an active virtual account in this currency to receive payments. Open one first.',
    vi: 'Bạn cần một tài khoản ảo đang hoạt động bằng loại tiền này để nhận thanh toán. Hãy mở tài khoản ảo trước.',
  },
  INVOICE_ALREADY_PAID: {
    status: 409,
    en: 'This invoice was already paid.',
    vi: 'Hoá đơn này đã được thanh toán.',
  },
  INVOICE_EXPIRED: {
    status: 409,
    en: 'This invoice is past its due date.',
    vi: 'Hoá đơn này đã quá hạn thanh toán.',
  },
  WALLET_NOT_ENABLED: { status: 403, en: 'Your wallet is not enabled yet.', vi: 'Ví của bạn chưa được kích hoạt.' },
} as const satisfies Record<string, CatalogueEntry>;
