import type { CatalogueEntry } from '../catalogue.ts';

/** Saved payment methods: bank accounts and e-wallets. */
export const PAYMENT_ERRORS = {
  BANK_NOT_FOUND: { status: 404, en: 'This bank was not found.', vi: 'Không tìm thấy ngân hàng này.' },
  BANK_NOT_SUPPORTED: { status: 422, en: 'This bank is not supported.', vi: 'Ngân hàng này không được hỗ trợ.' },
  BANK_ACCOUNT_NOT_FOUND: {
    status: 404,
    en: 'No account with this number was found at this bank.',
    vi: 'Không tìm thấy tài khoản với số này tại ngân hàng đã chọn.',
  },
  BANK_ACCOUNT_NAME_MISMATCH: {
    status: 422,
    en: 'The account name does not match the name the bank holds.',
    vi: 'Tên tài khoản không khớp với tên tại ngân hàng.',
  },
  PROVIDER_NOT_SUPPORTED: {
    status: 422,
    en: 'This e-wallet provider is not supported.',
    vi: 'Nhà cung cấp ví điện tử này không được hỗ trợ.',
  },
  PROVIDER_UNAVAILABLE: {
    status: 503,
    en: 'The bank could not be reached. Please try again shortly.',
    vi: 'Không thể kết nối với ngân hàng. Vui lòng thử lại sau ít phút.',
  },
  PAYMENT_DUPLICATE: {
    status: 409,
    en: 'This payment method is already saved.',
    vi: 'Phương thức thanh toán này đã được lưu.',
  },
  PAYMENT_IN_USE: {
    status: 409,
    en: 'This payment method is used by a transaction in progress.',
    vi: 'Phương thức thanh toán này đang được dùng cho một giao dịch chưa hoàn tất.',
  },
  PAYMENT_LIMIT_REACHED: {
    status: 409,
    en: 'You have saved the maximum number of payment methods.',
    vi: 'Bạn đã lưu số lượng phương thức thanh toán tối đa.',
  },
  PAYMENT_NOT_APPROVED: {
    status: 422,
    en: 'This payment method has not been approved yet.',
    vi: 'Phương thức thanh toán này chưa được phê duyệt.',
  },
} as const satisfies Record<string, CatalogueEntry>;
