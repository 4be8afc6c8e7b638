/**
 * Operator actions (PRODUCT.md sections 3 and 6): list what waits for review and approve or reject it, and switch
 * a customer's features (VA, virtual cards) on or off. The
 * same actions as `npm run operator`. These entries use the header-less `warehouse` client with auth
 * `admin`: the server requires the `x-admin-key` header (the ADMIN_KEY of its configuration) on every /admin
 * path — 401 without it. Never called by the app.
 */
import { z } from 'zod';
import {
  CurrencyCode,
  Id,
  IdParam,
  Money,
  MultiLineText,
  numberedPage,
  ok,
  PageQuery,
  PositiveDecimal,
  SingleLineText,
  Timestamp,
} from '../common.ts';
import { defineCall } from '../define.ts';
import { CountryCode, Email } from '../fields.ts';
import { CardTransaction, CryptoCurrency, CryptoNetwork } from './card.ts';
import { ReviewStatus, SubmissionFieldPath } from './kyc.ts';
import { Notification, NotificationGroup, NotificationKind } from './notifications.ts';
import { PendingAction, PendingActionKind } from './pending-actions.ts';

const TAG = 'operator';
const ADMIN_KEY_NOTE = 'Requires header `x-admin-key`.';

export const OperatorKind = z.enum(['top-up', 'withdrawal', 'kyc', 'kyb', 'payment', 'va', 'card']);

export const OperatorItem = z.object({
  id: Id,
  kind: OperatorKind,
  status: ReviewStatus,
  customer: z.object({ id: Id, email: Email, full_name: z.string() }),
  /** One line for the operator, e.g. `Withdrawal 2,000,000 VND to Vietcombank ••1234`. */
  summary: z.string(),
  amount: Money.nullable(),
  /** The facts the decision needs, flat (bank, account, document ids, tier…). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  created_at: Timestamp,
  decided_at: Timestamp.nullable(),
  /** The rejection reason. */
  reason: z.string().nullable(),
});
export type OperatorItemType = z.infer<typeof OperatorItem>;

/** The features an operator switches per customer (SPEC section 4: the profile's va_enable and vc_enable). */
export const CustomerFeatures = z.object({
  id: Id,
  email: Email,
  va_enable: z.boolean(),
  vc_enable: z.boolean(),
});
export type CustomerFeaturesType = z.infer<typeof CustomerFeatures>;

/** What to switch; a field left out stays as it is, and at least one is needed (reported on the first). */
export const CustomerFeaturesInput = z
  .strictObject({ va_enable: z.boolean().optional(), vc_enable: z.boolean().optional() })
  .refine((input) => input.va_enable !== undefined || input.vc_enable !== undefined, {
    message: 'required',
    path: ['va_enable'],
  });

/** What a merchant charges a card through the simulated card processor (amounts in the card currency, USD). */
export const CardChargeInput = z.strictObject({
  amount: PositiveDecimal,
  merchant: z.strictObject({
    name: SingleLineText.trim().min(1).max(100),
    country: z.optional(z.nullable(CountryCode)),
  }),
  /** What the merchant charged in its own currency, when not the card's. */
  original: z.strictObject({ amount: PositiveDecimal, currency: CurrencyCode }).optional(),
});

export const CardRefundInput = z.strictObject({ amount: PositiveDecimal.optional() });

export const CardDepositInput = z.strictObject({
  amount: PositiveDecimal,
  network: CryptoNetwork,
  currency: CryptoCurrency,
});

/** Every value a notification's words may name. */
export const NOTIFICATION_PARAMS = [
  'amount',
  'currency',
  'reason',
  'reward',
  'until',
  'device',
  'level',
  'type',
  'tier',
  'name',
  'account_number',
  'bank',
  'destination',
  'card',
] as const;

/**
 * A notification the operator sends a person (a campaign, a notice): its kind's words in the reader's language are
 * the server's, filled with `params`; `link` is the app path it opens.
 */
export const PushNotificationInput = z.strictObject({
  notification_group: NotificationGroup,
  kind: NotificationKind,
  /** The values the kind's words name (server/notifications/texts.ts), e.g. `amount`, `currency`, `reason`. */
  params: z
    .strictObject({
      ...Object.fromEntries(
        NOTIFICATION_PARAMS.map((name) => [name, SingleLineText.trim().min(1).max(200).optional()]),
      ),
      // An amount is one, as everywhere in the contract (the words add its currency).
      amount: PositiveDecimal.optional(),
    })
    .optional(),
  link: Notification.shape.link.optional(),
});

/** An operator's words in both languages: the customer reads the one of their language. */
const Bilingual = <T extends z.ZodType<string>>(text: T) => z.strictObject({ en: text, vi: text });

/** A request the operator sends an account (SPEC section 3 "Pending action"), answered on /pending-actions. */
export const OperatorRequestInput = z.strictObject({
  kind: PendingActionKind,
  title: Bilingual(SingleLineText.trim().min(1).max(200)),
  description: Bilingual(MultiLineText.trim().min(1).max(2000)),
  reference: PendingAction.shape.reference.unwrap().optional(),
  due_at: Timestamp.optional(),
});
export type OperatorRequestInputType = z.infer<typeof OperatorRequestInput>;

const KindParams = z.object({ kind: OperatorKind });
const ItemParams = KindParams.extend({ id: IdParam });
const DECIDE_NOTE =
  'Deciding again the same way answers the item unchanged, so a retry is safe; the opposite decision fails.';

/**
 * The card processor and crypto network, simulated (docs/decisions/024-card-processor-simulation.md): what a
 * real integration would receive from their webhooks, driven by the operator so demos and tests can spend,
 * settle, refund and deposit. Each change reaches the customer's open app (`card.updated`) and webhooks.
 */
const SIMULATION = 'Card processor simulation:';

const cardProcessorCalls = [
  defineCall({
    name: 'chargeCard',
    client: 'warehouse',
    auth: 'admin',
    method: 'POST',
    path: '/admin/cards/{id}/charges',
    tag: TAG,
    summary: `${SIMULATION} a merchant authorises a charge of \`amount\` (whole cents, card currency) on the card. Accepted: a PENDING CARD_PAYMENT whose amount is reserved on the card until it settles. Declined (card not ACTIVE, its balance short, or over its spending limit): a 200 answer with the FAILURE transaction and its \`failure_reason\` code (CARD_NOT_ACTIVE, INSUFFICIENT_CARD_BALANCE, SPENDING_LIMIT_EXCEEDED), since a decline is the processor's answer, not an API error. Not idempotent: each call is a new charge. ${ADMIN_KEY_NOTE}`,
    params: z.object({ id: IdParam }),
    body: CardChargeInput,
    response: ok(CardTransaction),
  }),
  defineCall({
    name: 'settleCardCharge',
    client: 'warehouse',
    auth: 'admin',
    method: 'POST',
    path: '/admin/cards/transactions/{id}/settle',
    tag: TAG,
    summary: `${SIMULATION} the merchant settles a PENDING or PROCESSING card payment: it becomes SUCCESS (its money was reserved when authorised, so nothing moves again). Any other status: 409 ITEM_ALREADY_DECIDED; not a card payment: 404. ${ADMIN_KEY_NOTE}`,
    params: z.object({ id: IdParam }),
    response: ok(CardTransaction),
    errors: ['ITEM_ALREADY_DECIDED'],
  }),
  defineCall({
    name: 'refundCardCharge',
    client: 'warehouse',
    auth: 'admin',
    method: 'POST',
    path: '/admin/cards/transactions/{id}/refund',
    tag: TAG,
    summary: `${SIMULATION} the merchant refunds a settled (SUCCESS) card payment, \`amount\` of it or all that is left: a CARD_REFUND, SUCCESS, on the same card, whose balance rises by it. Never more than the payment minus its earlier refunds (422 REFUND_EXCEEDS_PAYMENT, \`maximum\` in the params). Not idempotent: each call is a new refund. ${ADMIN_KEY_NOTE}`,
    params: z.object({ id: IdParam }),
    body: CardRefundInput,
    response: ok(CardTransaction),
    errors: ['CARD_TRANSACTION_NOT_REFUNDABLE', 'REFUND_EXCEEDS_PAYMENT', 'CARD_CANCELLED'],
  }),
  defineCall({
    name: 'depositToCardWallet',
    client: 'warehouse',
    auth: 'admin',
    method: 'POST',
    path: '/admin/customers/{id}/card-deposits',
    tag: TAG,
    summary: `${SIMULATION} a confirmed stablecoin deposit (network, currency of a system address) credited 1:1 to the customer's MAIN card balance: a WALLET_TOP_UP, SUCCESS. The customer needs virtual cards (403 VC_NOT_ENABLED); below the address's minimum: 422 AMOUNT_TOO_LOW. Not idempotent: each call is a new deposit. ${ADMIN_KEY_NOTE}`,
    params: z.object({ id: IdParam }),
    body: CardDepositInput,
    response: ok(CardTransaction),
    errors: ['VC_NOT_ENABLED', 'AMOUNT_TOO_LOW'],
  }),
] as const;

export const operatorCalls = [
  defineCall({
    name: 'listOperatorItems',
    client: 'warehouse',
    auth: 'admin',
    method: 'GET',
    path: '/admin/{kind}',
    tag: TAG,
    summary: `Items of a kind by status (PENDING by default), oldest first. ${ADMIN_KEY_NOTE}`,
    params: KindParams,
    query: PageQuery.extend({ status: ReviewStatus.default('PENDING') }),
    response: ok(numberedPage(OperatorItem)),
  }),
  defineCall({
    name: 'approveOperatorItem',
    client: 'warehouse',
    auth: 'admin',
    method: 'POST',
    path: '/admin/{kind}/{id}/approve',
    tag: TAG,
    summary: `Approve an item: settles a top-up or withdrawal, raises the KYC level, activates a payment method, VA or card. ${DECIDE_NOTE} ${ADMIN_KEY_NOTE}`,
    idempotent: true,
    params: ItemParams,
    response: ok(OperatorItem),
    errors: ['ITEM_ALREADY_DECIDED'],
  }),
  defineCall({
    name: 'rejectOperatorItem',
    client: 'warehouse',
    auth: 'admin',
    method: 'POST',
    path: '/admin/{kind}/{id}/reject',
    tag: TAG,
    summary: `Reject an item with a reason the customer sees; a held withdrawal is released. For kyc and kyb, \`fields\` names what to fix (paths of the submission body); other kinds refuse it. ${DECIDE_NOTE} ${ADMIN_KEY_NOTE}`,
    idempotent: true,
    params: ItemParams,
    body: z.object({
      reason: SingleLineText.trim().min(3).max(500),
      fields: z.array(SubmissionFieldPath).max(20).optional(),
    }),
    response: ok(OperatorItem),
    errors: ['ITEM_ALREADY_DECIDED'],
  }),
  defineCall({
    name: 'setCustomerFeatures',
    client: 'warehouse',
    auth: 'admin',
    method: 'PUT',
    path: '/admin/customers/{id}/features',
    tag: TAG,
    summary: `Switch a customer account's features: \`va_enable\` (virtual accounts; from KYC level 2 with the wallet on, SPEC section 4 makes VAs follow it) and \`vc_enable\` (virtual cards). A field left out stays as it is. A change reaches the customer's open app at once (\`account.updated\` on the event stream) and a VA change is notified (VA_FEATURE_ENABLED / VA_FEATURE_DISABLED); setting what is already set changes and tells nothing, so a retry is safe. A team member's login is no account: 404. ${ADMIN_KEY_NOTE}`,
    idempotent: true,
    params: z.object({ id: IdParam }),
    body: CustomerFeaturesInput,
    response: ok(CustomerFeatures),
  }),
  defineCall({
    name: 'pushNotification',
    client: 'warehouse',
    auth: 'admin',
    method: 'POST',
    path: '/admin/users/{id}/notifications',
    tag: TAG,
    summary: `Notify a person (an account or a team member's login) as they chose for the kind's topic: in the app (stored and pushed live as \`notification.created\` to their open apps) and/or by email. Answers the notification as stored, in English, or null when they turned the kind's topic off in the app. Not idempotent: each call is a new notification. ${ADMIN_KEY_NOTE}`,
    params: z.object({ id: IdParam }),
    body: PushNotificationInput,
    response: ok(z.object({ notification: Notification.nullable() })),
  }),
  defineCall({
    name: 'createOperatorRequest',
    client: 'warehouse',
    auth: 'admin',
    method: 'POST',
    path: '/admin/customers/{id}/requests',
    tag: TAG,
    summary: `Ask a customer account for information, documents or a confirmation: a pending request on its /pending-actions, answered in English. Every open session of the account hears it at once (\`request.updated\` with the new pending count). A team member's login is no account: 404. Not idempotent: each call is a new request. ${ADMIN_KEY_NOTE}`,
    params: z.object({ id: IdParam }),
    body: OperatorRequestInput,
    response: ok(PendingAction),
  }),
  defineCall({
    name: 'cancelOperatorRequest',
    client: 'warehouse',
    auth: 'admin',
    method: 'POST',
    path: '/admin/requests/{id}/cancel',
    tag: TAG,
    summary: `Withdraw a request still pending: it becomes \`cancel\` (listed with the completed ones) and the account's open sessions hear it (\`request.updated\`). Cancelling a cancelled request answers it unchanged, so a retry is safe; an answered one: 409 ITEM_ALREADY_DECIDED; unknown: 404. ${ADMIN_KEY_NOTE}`,
    idempotent: true,
    params: z.object({ id: IdParam }),
    response: ok(PendingAction),
    errors: ['ITEM_ALREADY_DECIDED'],
  }),
  ...cardProcessorCalls,
] as const;
