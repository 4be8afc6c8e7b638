/**
 * The top-up screen's store (`/top-up`; SPEC section 2's steps select-method → top-up, and the invoice's create →
 * invoice, which PRODUCT.md section 4 makes a top-up method). The first step picks a transfer method of
 * `listTransferMethods` (the shared reference store, src/stores/reference.ts) — or an invoice to someone else — and an amount, and asks the server to open it
 * (`createTopUp`, `createInvoice`) with ONE idempotency key per intent through the kit's confirm step: a double
 * click, a retry after a dropped connection or a reload while the answer was unknown never opens a second one; Back
 * from the details and Continue with the same request shows the same one again. The second step shows the details,
 * read by id so a reload shows them again, until they are final.
 */
import { atom } from 'nanostores';
import type { InvoiceType } from '../../contract/calls/invoices.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { api } from '../../stores/api.ts';
import { canonicalIntent, createConfirmStep } from '../../stores/kit/confirm.ts';
import { createDetailStore, DETAIL_POLL_MS } from '../../stores/kit/detail.ts';
import type { FieldErrors, NetworkHost } from '../../stores/kit/outcome.ts';
import { createWizard } from '../../stores/kit/wizard.ts';
import type { WizardHost } from '../../stores/kit/wizard-host.ts';
import { onReset } from '../../stores/reset.ts';
import { isTopUpFinal, pollInterval } from './top-up.ts';

/** What opening a top-up or an invoice answers when it worked: its id is all the flow keeps. */
export interface OpenedAnswer {
  readonly status: true;
  readonly data: { readonly id: number };
}

export type TopUpStep = 'select-method' | 'top-up';

/** A top-up of the main wallet: a method, its currency and the amount (canonical decimal string). */
export interface TopUpBody {
  readonly method: string;
  readonly currency: string;
  readonly amount: string;
}

/** An invoice: someone else pays the amount into one of the user's VAs by the due date (`YYYY-MM-DD`). */
export interface InvoiceBody {
  readonly amount: string;
  readonly currency: string;
  readonly payer_name: string;
  readonly payer_email: string;
  readonly note?: string;
  readonly due_date: string;
}

/** What the first step asks the server to open. */
export type PaymentRequest =
  | { readonly kind: 'top-up'; readonly body: TopUpBody }
  | { readonly kind: 'invoice'; readonly body: InvoiceBody };

export type RequestKind = PaymentRequest['kind'];

export interface TopUpData {
  /** The last request sent, kept so Back shows it as typed. */
  readonly request: PaymentRequest | null;
  /** What the server opened for it. */
  readonly opened: { readonly kind: RequestKind; readonly id: number } | null;
}

/** A refusal's reasons by form field: the server's `amount`, `currency`, `method`, and the codes that name one. */
const FIELD_OF = {
  CURRENCY_NOT_SUPPORTED: 'currency',
  TOP_UP_METHOD_NOT_SUPPORTED: 'method',
} as const;

/** What the flow needs from outside: the API, and (in tests) a fake tab and network. */
export interface TopUpDeps {
  readonly api: Pick<Api, 'createTopUp' | 'createInvoice' | 'requestTwoFactorChallenge' | 'verifyTwoFactor'>;
  readonly host?: () => WizardHost;
  readonly network?: () => NetworkHost;
}

/** Make the top-up flow: its wizard and its confirm step (the methods are the shared reference store's). */
export function createTopUpFlow(deps: TopUpDeps) {
  const wizard = createWizard<TopUpStep, TopUpData>({
    id: 'top-up',
    steps: [
      { id: 'select-method', isComplete: (data) => data.opened !== null },
      { id: 'top-up', isComplete: () => false },
    ],
    initial: { request: null, opened: null },
    ...(deps.host ? { host: deps.host } : {}),
  });
  const confirm = createConfirmStep<OpenedAnswer, null>({
    purpose: null,
    api: deps.api,
    twoFactor: () => null,
    slot: wizard.slot('confirm'),
    fieldOf: FIELD_OF,
    ...(deps.network ? { network: deps.network } : {}),
  });
  /** Where the last refusal belongs on the form (the amount, the method), or null. */
  const $fieldErrors = atom<FieldErrors | null>(null);

  /** Sends the request: a top-up's or an invoice's own call, with the intent's key. */
  function send(request: PaymentRequest, options: { readonly idempotencyKey: string }) {
    return request.kind === 'top-up'
      ? deps.api.createTopUp({ body: request.body }, options)
      : deps.api.createInvoice({ body: request.body }, options);
  }

  /**
   * Asks the server to open `request`. The same request after a failed or unknown try goes with the same key; once
   * it is open its details show on the next step.
   */
  async function open(request: PaymentRequest): Promise<void> {
    $fieldErrors.set(null);
    const { data } = wizard.$state.get();
    // Back from the details and Continue unchanged: the same one, not a second.
    if (data.opened !== null && data.request !== null && canonicalIntent(data.request) === canonicalIntent(request)) {
      wizard.next();
      return;
    }
    wizard.update({ request, opened: null });
    confirm.open({
      summary: { amount: { amount: request.body.amount, currency: request.body.currency } },
      intent: request,
      send: (options) => send(request, options),
      onDone: (answer) => wizard.next({ opened: { kind: request.kind, id: answer.data.id } }),
      onFailed: (_failure, fieldErrors) => $fieldErrors.set(fieldErrors),
    });
    await confirm.submit();
  }

  /** Another top-up: the first step again, empty. */
  function startOver(): void {
    confirm.close();
    $fieldErrors.set(null);
    wizard.finish();
  }

  onReset(() => $fieldErrors.set(null));

  return { wizard, confirm, $fieldErrors, open, startOver };
}

/** The page's flow. */
export const topUpFlow = createTopUpFlow({ api });

/** The open top-up's details, read again until final (every 3000 ms for a QR, 5000 ms for a bank transfer). */
export const topUpDetail = createDetailStore('getTopUp', { isFinal: isTopUpFinal, intervalMs: pollInterval });

/** Whether an invoice can still be paid (only a WAITING one can). */
export const isInvoiceFinal = (invoice: Pick<InvoiceType, 'status'>) => invoice.status !== 'WAITING';

/** The open invoice, read again every 5000 ms while it waits for its payment (the contract's own advice). */
export const invoiceDetail = createDetailStore('getInvoice', { isFinal: isInvoiceFinal, intervalMs: DETAIL_POLL_MS });

/** Withdraws a waiting invoice (idempotent on the server); the detail reads the answer at once. */
export async function cancelInvoice(id: number): Promise<ApiFailure | null> {
  const answer = await api.cancelInvoice({ params: { id } });
  invoiceDetail.retry();
  return answer.status === false ? answer : null;
}
