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
  WALLET_NOT_ENABLED: { status: 403, en: 'Your wallet is not enabled yet.', vi: 'Ví của bạn chưa được kích hoạt.' },
} as const satisfies Record<string, CatalogueEntry>;
