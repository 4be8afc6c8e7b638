/**
 * Confirm steps for the kit's tests (src/stores/kit/confirm.ts) over the fake money API: a withdrawal's (a w-token
 * purpose, its key in the withdraw wizard's slot) and an internal transfer's (no w-token, its key in a session slot,
 * as src/features/transfer/transfer-store.ts makes it). Call `stopWizards` after each test.
 */
import {
  type ConfirmRequest,
  type ConfirmSummary,
  createConfirmStep,
  type SavedConfirm,
} from '../../../src/stores/kit/confirm.ts';
import type { FieldErrors } from '../../../src/stores/kit/outcome.ts';
import type { TwoFactorProfile } from '../../../src/stores/kit/second-factor.ts';
import { createSessionSlot } from '../../../src/stores/kit/session-slot.ts';
import { createWizard } from '../../../src/stores/kit/wizard.ts';
import { FakeTab } from './fake-browser.ts';
import { type Answer, FakeMoneyApi, FakeNetwork, type Transaction, type WithdrawalBody } from './fake-money-api.ts';

export const SUMMARY: ConfirmSummary = {
  amount: { amount: '1500000', currency: 'VND' },
  fee: { amount: '10000', currency: 'VND' },
  received: { amount: '1490000', currency: 'VND' },
  destination: 'Vietcombank ·· 6789',
};
export const NO_2FA: TwoFactorProfile = {
  two_factor_status: 'INACTIVE',
  two_factor_method: null,
  two_factor_enable_for: [],
};
export const APP_FOR_WITHDRAWAL: TwoFactorProfile = {
  two_factor_status: 'ACTIVE',
  two_factor_method: 'AUTHENTICATOR_APP',
  two_factor_enable_for: ['WITHDRAWAL'],
};
export const BODY: WithdrawalBody = { amount: '1500000', payment: { id: 7 } };
export const settled = () => new Promise((resolve) => setTimeout(resolve, 1));

const stops: (() => void)[] = [];
export function stopWizards(): void {
  for (const stop of stops.splice(0)) stop();
}

/** What the screen was told. */
export interface Screen {
  readonly done: Transaction[];
  readonly failed: (FieldErrors | null)[];
}

function screenRequest<P extends 'withdrawal' | null>(
  server: FakeMoneyApi,
  screen: Screen,
  body: WithdrawalBody,
): ConfirmRequest<Answer, P> {
  return {
    summary: SUMMARY,
    intent: body,
    send: (sendOptions) => server.createVaWithdrawal({ body }, sendOptions),
    onDone: (answer) => {
      if (answer.status) screen.done.push(answer.data);
    },
    onFailed: (_failure, fieldErrors) => screen.failed.push(fieldErrors),
  };
}

/** A withdraw screen's confirm step on a tab (its wizard's slot), the fake server, a clock and a network. */
export function withdrawalStep(options: { tab?: FakeTab; server?: FakeMoneyApi; profile?: TwoFactorProfile } = {}) {
  const tab = options.tab ?? new FakeTab();
  const server = options.server ?? new FakeMoneyApi();
  const clock = { now: Date.UTC(2026, 2, 1, 9, 0) };
  const network = new FakeNetwork();
  let keys = 0;
  const wizard = createWizard<'enter-info' | 'verify-2fa', { amount: string }>({
    id: 'withdraw',
    steps: [
      { id: 'enter-info', isComplete: (data) => data.amount !== '' },
      { id: 'verify-2fa', isComplete: () => false },
    ],
    initial: { amount: '' },
    host: () => tab.host(),
  });
  stops.push(wizard.start());
  const confirm = createConfirmStep<Answer, 'withdrawal'>({
    purpose: 'withdrawal',
    api: server,
    twoFactor: () => options.profile ?? NO_2FA,
    slot: wizard.slot<SavedConfirm>('confirm'),
    fieldOf: { INSUFFICIENT_BALANCE: 'amount' },
    now: () => clock.now,
    newKey: () => `key-${tab.storage.length}-${++keys}-${Math.random().toString(36).slice(2, 8)}`,
    network: () => network,
  });
  const screen: Screen = { done: [], failed: [] };
  const open = (body: WithdrawalBody) => confirm.open(screenRequest(server, screen, body));
  /** What the step keeps in the wizard's slot, as a reload finds it. */
  const saved = (): SavedConfirm | undefined =>
    JSON.parse(tab.storage.getItem('campay-wizard:withdraw') ?? '{}').slots?.confirm;
  return { tab, server, clock, network, wizard, confirm, screen, open, saved };
}

/**
 * An internal transfer's confirm step: no w-token (the fake server asks none), the key in a session slot, minted
 * by the step itself (`crypto.randomUUID`). `sent` records the options of every send.
 */
export function transferStep(options: { tab?: FakeTab; server?: FakeMoneyApi } = {}) {
  const tab = options.tab ?? new FakeTab();
  const server = options.server ?? new FakeMoneyApi();
  server.wTokenRequired = false;
  const network = new FakeNetwork();
  const confirm = createConfirmStep<Answer, null>({
    purpose: null,
    api: server,
    twoFactor: () => NO_2FA,
    slot: createSessionSlot<SavedConfirm>('transfer-confirm', () => tab.storage),
    network: () => network,
  });
  const screen: Screen = { done: [], failed: [] };
  const sent: unknown[] = [];
  const open = (body: WithdrawalBody) => {
    const request = screenRequest<null>(server, screen, body);
    confirm.open({
      ...request,
      send: (sendOptions) => {
        sent.push(sendOptions);
        return request.send(sendOptions);
      },
    });
  };
  return { tab, server, network, confirm, screen, sent, open };
}
