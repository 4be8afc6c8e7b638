/**
 * Paying someone's QR code (payQr, DIRECTOR and FINANCE; the issue's "QR pay top-up"): a pasted payload, the amount
 * when the code carries none, and the wallet it is paid from (MAIN or VA). The form's values are checked by
 * the call's own fields (`payRequestOf`); the send goes through the kit's confirm step, so the intent has ONE
 * idempotency key — a double click, a retry after a dropped answer and an unknown outcome all name the same payment,
 * which the server settles once — and an answer that never came is "pending, checking", never a failure that may be wrong.
 */
import { atom, type ReadableAtom } from 'nanostores';
import * as z from 'zod/mini';
import { type FieldProblem, problemOf } from '../../contract/field-errors.ts';
import { QrPayload, QrPaySource } from '../../contract/fields.ts';
import { checkTypedAmount } from '../../lib/forms/amount.ts';
import { trimmed } from '../../lib/forms/fields.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import type { SavedConfirm } from '../../stores/kit/confirm.ts';
import { createConfirmStep } from '../../stores/kit/confirm.ts';
import type { FieldErrors, NetworkHost } from '../../stores/kit/outcome.ts';
import { createSessionSlot } from '../../stores/kit/session-slot.ts';
import type { PersistedSlot } from '../../stores/kit/wizard.ts';
import { type ReadPayload, readPayload } from './payload.ts';

export const PAY_SOURCES = QrPaySource.options;
export type PaySource = (typeof PAY_SOURCES)[number];

/** What payQr is sent. */
export interface PayRequest {
  readonly payload: string;
  readonly amount?: string;
  readonly source: PaySource;
}

export interface PayValues {
  readonly payload: string;
  /** As typed, in the page's locale. */
  readonly amount: string;
  readonly source: PaySource;
}

export type PayField = 'payload' | 'amount' | 'source';

export type PayCheck =
  | { readonly request: PayRequest; readonly read: ReadPayload; readonly problems?: never }
  | { readonly problems: Partial<Record<PayField, FieldProblem>>; readonly request?: never; readonly read?: never };

/** The call's own fields (src/contract/fields.ts, in payQr's body), after the spaces a pasted code brings. */
const PAY_FIELDS = z.object({ payload: trimmed(QrPayload), source: QrPaySource });

/** Each field's first problem. */
function problemsOf(issues: readonly z.core.$ZodIssue[], values: PayValues): PayCheck {
  const problems: Partial<Record<PayField, FieldProblem>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as PayField;
    problems[field] ??= problemOf(issue, values);
  }
  return { problems };
}

/**
 * The request of the form's values, or the problem of each field. The code's own amount is paid when it has one
 * (none is sent: the server takes the code's); otherwise the typed one, by the app's amount rule in the code's
 * currency.
 */
export function payRequestOf(values: PayValues, locale: Locale): PayCheck {
  const fields = z.safeParse(PAY_FIELDS, values);
  if (!fields.success) return problemsOf(fields.error.issues, values);
  const { payload, source } = fields.data;
  const read = readPayload(payload);
  if (read === null) return { problems: { payload: { key: 'invalid' } } };
  if (read.amount !== null) return { request: { payload, source }, read };
  if (values.amount.trim() === '') return { problems: { amount: { key: 'required' } } };
  const typed = checkTypedAmount(values.amount, { currency: read.currency, locale });
  if (typed.problem !== null) return { problems: { amount: typed.problem } };
  return { request: { payload, amount: typed.amount, source }, read };
}

type PayApi = Pick<Api, 'payQr' | 'requestTwoFactorChallenge' | 'verifyTwoFactor'>;
type PayAnswer = Exclude<Awaited<ReturnType<Api['payQr']>>, ApiFailure>;
export type PaidTransaction = PayAnswer['data'];

/** Refusals of the payment that belong beside one field. */
const FIELD_OF = {
  QR_INVALID: 'payload',
  QR_EXPIRED: 'payload',
  QR_ALREADY_PAID: 'payload',
  AMOUNT_MISMATCH: 'amount',
  INSUFFICIENT_BALANCE: 'source',
  WALLET_NOT_ENABLED: 'source',
};

export interface PayStoreOptions {
  readonly api: PayApi;
  readonly slot?: PersistedSlot<SavedConfirm>;
  readonly network?: () => NetworkHost;
  readonly newKey?: () => string;
}

export type PayStep = 'form' | 'confirm' | 'done';

export function createPayStore(options: PayStoreOptions) {
  const { api } = options;
  const $step = atom<PayStep>('form');
  const $values = atom<PayValues | null>(null);
  const $paid = atom<PaidTransaction | null>(null);
  const $fieldErrors = atom<FieldErrors | null>(null);
  // The tab's session slot, as for a transfer: after a reload while the outcome was unknown, the same payment goes
  // with the same key, so its answer is the payment made once — not a second one, nor a QR_ALREADY_PAID refusal
  // that would say a payment which went through failed.
  const confirm = createConfirmStep<PayAnswer, null>({
    purpose: null,
    api,
    twoFactor: () => null,
    slot: options.slot ?? createSessionSlot<SavedConfirm>('qr-pay-confirm'),
    fieldOf: FIELD_OF,
    ...(options.network ? { network: options.network } : {}),
    ...(options.newKey ? { newKey: options.newKey } : {}),
  });

  return {
    $step: $step as ReadableAtom<PayStep>,
    $values: $values as ReadableAtom<PayValues | null>,
    $paid: $paid as ReadableAtom<PaidTransaction | null>,
    $fieldErrors: $fieldErrors as ReadableAtom<FieldErrors | null>,
    confirm,
    /** The form's checked request goes to the confirm step, which says what will be paid. */
    review(values: PayValues, request: PayRequest, read: ReadPayload): void {
      $values.set(values);
      $fieldErrors.set(null);
      const amount = read.amount ?? request.amount ?? '0';
      confirm.open({
        summary: {
          amount: { amount, currency: read.currency },
          facts: [
            { label: m.qrm_pay_source(), value: request.source === 'MAIN' ? m.qrm_pay_main() : m.qrm_pay_va() },
            ...(read.description ? [{ label: m.qrm_description(), value: read.description }] : []),
          ],
        },
        intent: request,
        send: (sendOptions) => api.payQr({ body: request }, sendOptions),
        onDone: (answer) => {
          $paid.set(answer.data);
          $step.set('done');
        },
        onFailed: (_failure, fieldErrors) => {
          // A reason that belongs to a field goes back to the form, with what was typed kept.
          if (fieldErrors === null) return;
          $fieldErrors.set(fieldErrors);
          $step.set('form');
        },
      });
      $step.set('confirm');
    },
    /** Back to the form to change something; what was typed stays. */
    edit(): void {
      confirm.close();
      $step.set('form');
    },
    /** The dialog is left: the next one starts empty. */
    reset(): void {
      confirm.close();
      $values.set(null);
      $paid.set(null);
      $fieldErrors.set(null);
      $step.set('form');
    },
  };
}

export type PayStore = ReturnType<typeof createPayStore>;
