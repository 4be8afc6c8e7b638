/**
 * The top-up screen's store (`/top-up`; SPEC section 2's steps select-method → top-up). The first step picks a
 * transfer method of `listTransferMethods` and an amount, and asks the server for the payment details
 * (`createTopUp`) with ONE idempotency key per intent through the kit's confirm step: a double click, a retry after
 * a dropped connection or a reload while the answer was unknown never opens a second top-up; Back from the details
 * and Continue with the same request shows the same top-up again. The second step
 * shows the details (`getTopUp`, read by id so a reload shows them again) and reads them again — every 3000 ms
 * while a QR shows, 5000 ms for a bank transfer — until the money is credited or the instructions lapse.
 */
import { atom } from 'nanostores';
import type { TransferMethodType } from '../../contract/calls/reference.ts';
import type { TopUpType } from '../../contract/calls/top-ups.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { api } from '../../stores/api.ts';
import { failureStatus } from '../../stores/kit/calls.ts';
import { canonicalIntent, createConfirmStep } from '../../stores/kit/confirm.ts';
import { createDetailStore } from '../../stores/kit/detail.ts';
import type { FieldErrors, NetworkHost } from '../../stores/kit/outcome.ts';
import { createWizard } from '../../stores/kit/wizard.ts';
import type { WizardHost } from '../../stores/kit/wizard-host.ts';
import { onReset } from '../../stores/reset.ts';
import { isTopUpFinal, pollInterval, topUpMethods } from './top-up.ts';

/** What `createTopUp` answers when it worked. */
export interface TopUpAnswer {
  readonly status: true;
  readonly data: TopUpType;
}

export type TopUpStep = 'select-method' | 'top-up';

/** What the user asked for: a method, its currency and the amount (canonical decimal string). */
export interface TopUpRequest {
  readonly method: string;
  readonly currency: string;
  readonly amount: string;
}

export interface TopUpData {
  /** The last request sent, kept so Back shows it as typed. */
  readonly request: TopUpRequest | null;
  /** The top-up the server opened for it. */
  readonly topUpId: number | null;
}

export type MethodsState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly methods: readonly TransferMethodType[];
      readonly all: readonly TransferMethodType[];
    }
  | { readonly status: 'error' | 'offline'; readonly failure: ApiFailure };

/** A refusal's reasons by form field: the server's `amount`, `currency`, `method`, and the codes that name one. */
const FIELD_OF = {
  CURRENCY_NOT_SUPPORTED: 'currency',
  TOP_UP_METHOD_NOT_SUPPORTED: 'method',
} as const;

/** What the flow needs from outside: the API, and (in tests) a fake tab and network. */
export interface TopUpDeps {
  readonly api: Pick<Api, 'createTopUp' | 'listTransferMethods' | 'requestTwoFactorChallenge' | 'verifyTwoFactor'>;
  readonly host?: () => WizardHost;
  readonly network?: () => NetworkHost;
  readonly online?: () => boolean;
}

/** Make the top-up flow: its wizard, its confirm step, the top-up's detail and the transfer methods. */
export function createTopUpFlow(deps: TopUpDeps) {
  const online = deps.online ?? (() => navigator.onLine);
  const wizard = createWizard<TopUpStep, TopUpData>({
    id: 'top-up',
    steps: [
      { id: 'select-method', isComplete: (data) => data.topUpId !== null },
      { id: 'top-up', isComplete: () => false },
    ],
    initial: { request: null, topUpId: null },
    ...(deps.host ? { host: deps.host } : {}),
  });
  const confirm = createConfirmStep<TopUpAnswer, null>({
    purpose: null,
    api: deps.api,
    twoFactor: () => null,
    slot: wizard.slot('confirm'),
    fieldOf: FIELD_OF,
    ...(deps.network ? { network: deps.network } : {}),
  });
  const $methods = atom<MethodsState>({ status: 'loading' });
  /** Where the last refusal belongs on the form (the amount, the method), or null. */
  const $fieldErrors = atom<FieldErrors | null>(null);
  let methodsRead: Promise<void> | null = null;

  async function readMethods(): Promise<void> {
    $methods.set({ status: 'loading' });
    const answer = await deps.api.listTransferMethods();
    if (answer.status === false) {
      $methods.set({ status: failureStatus(answer, online()), failure: answer });
      return;
    }
    $methods.set({ status: 'ready', methods: topUpMethods(answer.data), all: answer.data });
  }

  /** Reads the transfer methods once per page (again after a failure). */
  function loadMethods(): Promise<void> {
    methodsRead ??= readMethods().finally(() => {
      if ($methods.get().status !== 'ready') methodsRead = null;
    });
    return methodsRead;
  }

  /**
   * Asks for the payment details of `request`. The same request after a failed or unknown try goes with the same
   * key; once a top-up is open its details show on the next step.
   */
  async function requestTopUp(request: TopUpRequest): Promise<void> {
    $fieldErrors.set(null);
    const { data } = wizard.$state.get();
    // Back from the details and Continue unchanged: the same top-up, not a second one.
    if (data.topUpId !== null && data.request !== null && canonicalIntent(data.request) === canonicalIntent(request)) {
      wizard.next();
      return;
    }
    wizard.update({ request, topUpId: null });
    confirm.open({
      summary: { amount: { amount: request.amount, currency: request.currency } },
      intent: request,
      send: (options) => deps.api.createTopUp({ body: request }, options),
      onDone: (answer) => wizard.next({ topUpId: answer.data.id }),
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

  onReset(() => {
    $methods.set({ status: 'loading' });
    $fieldErrors.set(null);
    methodsRead = null;
  });

  return { wizard, confirm, $methods, $fieldErrors, loadMethods, requestTopUp, startOver };
}

export type TopUpFlow = ReturnType<typeof createTopUpFlow>;

/** The page's flow. */
export const topUpFlow = createTopUpFlow({ api });

/** The open top-up's details, read again until final (every 3000 ms for a QR, 5000 ms for a bank transfer). */
export const topUpDetail = createDetailStore('getTopUp', { isFinal: isTopUpFinal, intervalMs: pollInterval });
