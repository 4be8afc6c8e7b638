/**
 * Title and body of each notification kind in both languages. `{name}` is replaced by the notification's
 * params; an amount arrives as the wire's decimal string with its currency code and is written as money in the
 * reader's language (src/lib/money.ts, the app's own formatting).
 */

import type { NotificationType } from '../../src/contract/calls/notifications.ts';
import type { Locale } from '../../src/lib/locale.ts';
import { formatMoney } from '../../src/lib/money.ts';

type Kind = NotificationType['kind'];
type Text = readonly [title: string, body: string];

const EN: Readonly<Record<Kind, Text>> = {
  WELCOME: ['Welcome to CamPay', 'Your account is ready. Top up your balance to get started.'],
  REFERRAL_CAMPAIGN: [
    'Invite friends, earn rewards',
    'Share your referral link: each friend who joins earns you {reward}.',
  ],
  VA_TRANSACTION_CAMPAIGN: [
    'Fee-free transfers this month',
    'Transfers into your virtual accounts carry no fee until {until}.',
  ],
  NEW_DEVICE_LOGIN: [
    'New sign-in',
    'Your account was signed in from {device}. If this was not you, change your password.',
  ],
  ACCOUNT_LEVEL_UPDATED: ['Account level updated', 'Your account is now level {level}.'],
  ACCOUNT_TYPE_UPDATED: ['Account type updated', 'Your account is now a {type} account.'],
  BALANCE_ADJUSTED: ['Balance adjusted', 'Your balance was adjusted by {amount} {currency}.'],
  KYC_APPROVED: ['Identity verified', 'Your identity verification was approved.'],
  KYC_REJECTED: ['Identity verification rejected', 'Your identity verification was rejected: {reason}'],
  KYB_APPROVED: ['Business verified', 'Your business verification was approved.'],
  KYB_REJECTED: ['Business verification rejected', 'Your business verification was rejected: {reason}'],
  TIER_UPGRADED: ['Tier upgraded', 'Congratulations, you are now {tier}.'],
  TIER_DOWNGRADED: ['Tier changed', 'Your tier is now {tier}.'],
  PAYMENT_APPROVED: ['Payment method approved', '{name} can now receive withdrawals.'],
  PAYMENT_REJECTED: ['Payment method rejected', '{name} was rejected: {reason}'],
  VA_FEATURE_ENABLED: ['Virtual accounts enabled', 'You can now create virtual accounts.'],
  VA_FEATURE_DISABLED: ['Virtual accounts disabled', 'Virtual accounts are no longer available on your account.'],
  VA_CREATED: ['Virtual account ready', 'Virtual account {account_number} at {bank} is active.'],
  VA_RESTRICTED: ['Virtual account restricted', 'Virtual account {account_number} is restricted.'],
  VA_INACTIVE: ['Virtual account inactive', 'Virtual account {account_number} is inactive.'],
  VA_OUTDATED_BY_BANK: [
    'Virtual account outdated',
    '{bank} retired virtual account {account_number}. Create a new one.',
  ],
  TOP_UP_APPROVED: ['Top-up received', '{amount} {currency} was added to your balance.'],
  TOP_UP_REJECTED: ['Top-up rejected', 'Your top-up of {amount} {currency} was rejected: {reason}'],
  WITHDRAW_APPROVED: ['Withdrawal completed', '{amount} {currency} was sent to {destination}.'],
  WITHDRAW_REJECTED: [
    'Withdrawal rejected',
    'Your withdrawal of {amount} {currency} was rejected and returned: {reason}',
  ],
  WALLET_FEATURE_ENABLED: ['Wallet enabled', 'Your wallet is enabled.'],
  WALLET_FEATURE_DISABLED: ['Wallet disabled', 'Your wallet was disabled. Contact support for details.'],
  CARD_APPROVED: ['Card ready', 'Your card {card} is active.'],
  CARD_REJECTED: ['Card not issued', 'Your card {card} was not issued and the money was returned: {reason}'],
  VA_REJECTED: ['Virtual account rejected', 'Virtual account {account_number} at {bank} was rejected: {reason}'],
};

const VI: Readonly<Record<Kind, Text>> = {
  WELCOME: ['Chào mừng đến với CamPay', 'Tài khoản của bạn đã sẵn sàng. Hãy nạp tiền để bắt đầu.'],
  REFERRAL_CAMPAIGN: [
    'Mời bạn bè, nhận thưởng',
    'Chia sẻ liên kết giới thiệu: mỗi người bạn tham gia mang lại cho bạn {reward}.',
  ],
  VA_TRANSACTION_CAMPAIGN: [
    'Miễn phí chuyển khoản tháng này',
    'Chuyển khoản vào tài khoản ảo được miễn phí đến {until}.',
  ],
  NEW_DEVICE_LOGIN: [
    'Đăng nhập mới',
    'Tài khoản của bạn vừa đăng nhập từ {device}. Nếu không phải bạn, hãy đổi mật khẩu.',
  ],
  ACCOUNT_LEVEL_UPDATED: ['Cấp tài khoản đã cập nhật', 'Tài khoản của bạn hiện ở cấp {level}.'],
  ACCOUNT_TYPE_UPDATED: ['Loại tài khoản đã cập nhật', 'Tài khoản của bạn hiện là tài khoản {type}.'],
  BALANCE_ADJUSTED: ['Số dư đã điều chỉnh', 'Số dư của bạn đã được điều chỉnh {amount} {currency}.'],
  KYC_APPROVED: ['Đã xác minh danh tính', 'Yêu cầu xác minh danh tính của bạn đã được duyệt.'],
  KYC_REJECTED: ['Xác minh danh tính bị từ chối', 'Yêu cầu xác minh danh tính bị từ chối: {reason}'],
  KYB_APPROVED: ['Đã xác minh doanh nghiệp', 'Yêu cầu xác minh doanh nghiệp của bạn đã được duyệt.'],
  KYB_REJECTED: ['Xác minh doanh nghiệp bị từ chối', 'Yêu cầu xác minh doanh nghiệp bị từ chối: {reason}'],
  TIER_UPGRADED: ['Đã nâng hạng', 'Chúc mừng, bạn đã lên hạng {tier}.'],
  TIER_DOWNGRADED: ['Hạng đã thay đổi', 'Hạng của bạn hiện là {tier}.'],
  PAYMENT_APPROVED: ['Phương thức thanh toán đã duyệt', '{name} giờ có thể nhận tiền rút.'],
  PAYMENT_REJECTED: ['Phương thức thanh toán bị từ chối', '{name} bị từ chối: {reason}'],
  VA_FEATURE_ENABLED: ['Đã bật tài khoản ảo', 'Bạn đã có thể tạo tài khoản ảo.'],
  VA_FEATURE_DISABLED: ['Đã tắt tài khoản ảo', 'Tài khoản của bạn không còn dùng được tài khoản ảo.'],
  VA_CREATED: ['Tài khoản ảo đã sẵn sàng', 'Tài khoản ảo {account_number} tại {bank} đã hoạt động.'],
  VA_RESTRICTED: ['Tài khoản ảo bị hạn chế', 'Tài khoản ảo {account_number} đang bị hạn chế.'],
  VA_INACTIVE: ['Tài khoản ảo ngừng hoạt động', 'Tài khoản ảo {account_number} đã ngừng hoạt động.'],
  VA_OUTDATED_BY_BANK: ['Tài khoản ảo đã cũ', '{bank} đã ngừng tài khoản ảo {account_number}. Hãy tạo tài khoản mới.'],
  TOP_UP_APPROVED: ['Đã nhận tiền nạp', '{amount} {currency} đã được cộng vào số dư của bạn.'],
  TOP_UP_REJECTED: ['Nạp tiền bị từ chối', 'Giao dịch nạp {amount} {currency} bị từ chối: {reason}'],
  WITHDRAW_APPROVED: ['Rút tiền thành công', '{amount} {currency} đã được chuyển đến {destination}.'],
  WITHDRAW_REJECTED: ['Rút tiền bị từ chối', 'Giao dịch rút {amount} {currency} bị từ chối và đã hoàn lại: {reason}'],
  WALLET_FEATURE_ENABLED: ['Đã bật ví', 'Ví của bạn đã được bật.'],
  WALLET_FEATURE_DISABLED: ['Đã tắt ví', 'Ví của bạn đã bị tắt. Liên hệ hỗ trợ để biết thêm.'],
  CARD_APPROVED: ['Thẻ đã sẵn sàng', 'Thẻ {card} của bạn đã hoạt động.'],
  CARD_REJECTED: ['Thẻ không được phát hành', 'Thẻ {card} không được phát hành và tiền đã được hoàn lại: {reason}'],
  VA_REJECTED: ['Tài khoản ảo bị từ chối', 'Tài khoản ảo {account_number} tại {bank} bị từ chối: {reason}'],
};

const TEXTS: Readonly<Record<Locale, Readonly<Record<Kind, Text>>>> = { en: EN, vi: VI };

const DECIMAL = /^-?\d+(?:\.\d+)?$/;
/** What Intl writes as money; a token such as USDT stays `12.5 USDT`. */
const MONEY_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/**
 * `{amount} {currency}` as the reader writes money ("480.000 ₫", "₫480,000", exact to the last digit the wire
 * carried), then every other `{name}` from the params.
 */
function fill(template: string, params: Readonly<Record<string, string>>, lang: Locale): string {
  const { amount, currency } = params;
  const withMoney =
    amount !== undefined && currency !== undefined && DECIMAL.test(amount) && MONEY_CURRENCIES.has(currency)
      ? template.replaceAll('{amount} {currency}', () => formatMoney(amount, currency, lang, { exact: true }))
      : template;
  return withMoney.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The title and body of a notification in `lang`. */
export function notificationText(kind: Kind, params: Readonly<Record<string, string>>, lang: Locale) {
  const [title, body] = TEXTS[lang][kind];
  return { title: fill(title, params, lang), body: fill(body, params, lang) };
}
