/**
 * Issuing a virtual card as a wizard on the screen kit (docs/decisions/026-card-issue.md): funding → card → confirm
 * → outcome. The wizard keeps the choices across steps and a reload of the tab; the confirm step (loaded after the
 * page, stores/kit/lazy-confirm.ts) gives the intent ONE idempotency key kept in the wizard's session slot; the
 * outcome rule never says "failed" when a card may have been issued; the outcome step shows the card as the server
 * has it, read again every 5 s while it is PENDING and at once when a `card.updated` event names it. The island only
 * renders this store and calls its actions.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { CardDetailType, CardFeesType, SystemPaymentType } from '../../contract/calls/card.ts';
import type { FieldProblem } from '../../contract/field-errors.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { getLocale } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import type { ConfirmSummary } from '../../stores/kit/confirm.ts';
import type { DetailStore } from '../../stores/kit/detail.ts';
import { type ConfirmModule, lazyConfirmStep } from '../../stores/kit/lazy-confirm.ts';
import type { NetworkHost } from '../../stores/kit/outcome.ts';
import { createWizard } from '../../stores/kit/wizard.ts';
import type { WizardHost } from '../../stores/kit/wizard-host.ts';
import type { LiveEvent } from '../../stores/live.ts';
import type { checkCardName, checkIssueAmount, IssueAmountProblem } from './issue-form.ts';
import {
  type Coin,
  type FundingWay,
  type IssueFigures,
  issueFigures,
  mainCoversIssue,
  type Network,
  pairOn,
} from './issue-rules.ts';

export type IssueStep = 'funding' | 'card' | 'confirm' | 'outcome';

export interface IssueData {
  readonly way: FundingWay | null;
  readonly network: Network | null;
  readonly currency: Coin | null;
  /** The funding step was left with MAIN covering a card. */
  readonly funded: boolean;
  /** Canonical decimal string the card step accepted. */
  readonly amount: string | null;
  /** The card's name, trimmed, as the contract takes it. */
  readonly name: string | null;
  /** The card the server issued. */
  readonly cardId: number | null;
}

/** What the steps need from the card wallet: the fees, MAIN, the crypto addresses. */
export interface IssueContext {
  readonly fees: CardFeesType;
  /** MAIN as the server last said; it follows `card.updated` (the session bootstrap reads it again). */
  readonly main: string;
  readonly payments: readonly SystemPaymentType[];
}

/** The server's answer to an issue: the card (PENDING) and the funding transaction. */
export type IssueAnswer = Exclude<Awaited<ReturnType<Api['issueCard']>>, ApiFailure>;

/** The parts the card step on needs, loaded as the island starts (issue-later.ts). */
export interface IssueLater {
  readonly checkIssueAmount: typeof checkIssueAmount;
  readonly checkCardName: typeof checkCardName;
  /** The issued card as the server has it, read again while PENDING. */
  readonly cardDetail: DetailStore<CardDetailType>;
  /** What the confirm step says will happen. */
  readonly summary: (figures: IssueFigures, name: string, currency: string, locale: Locale) => ConfirmSummary;
}

type IssueApi = Pick<Api, 'issueCard' | 'requestTwoFactorChallenge' | 'verifyTwoFactor'>;

export interface IssueStoreOptions {
  readonly api: IssueApi;
  /** The card wallet, null until all three reads are in. */
  readonly $context: ReadableAtom<IssueContext | null>;
  /** Reads MAIN again (money left it). */
  readonly reloadBalance: () => void;
  /** The form's checks and the card's detail store; issue-later.ts by default. */
  readonly loadLater?: () => Promise<IssueLater>;
  /** Hears live events; the page's stream by default (loaded after the page). */
  readonly onLive?: (listener: (event: LiveEvent) => void) => Promise<() => void>;
  readonly host?: () => WizardHost;
  readonly network?: () => NetworkHost;
  readonly newKey?: () => string;
  readonly locale?: () => Locale;
  readonly loadConfirm?: () => Promise<ConfirmModule>;
}

const INITIAL: IssueData = {
  way: null,
  network: null,
  currency: null,
  funded: false,
  amount: null,
  name: null,
  cardId: null,
};

/** Where the server's refusals of an issue belong on the card step's form. */
const FIELD_OF: Readonly<Record<string, string>> = {
  initial_amount: 'amount',
  AMOUNT_TOO_LOW: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  LIMIT_EXCEEDED: 'amount',
  name: 'name',
};

/** A card leaves PENDING once: the outcome step stops reading it then. */
export const isCardDecided = (card: CardDetailType) => card.status !== 'PENDING';

const loadLaterModule = async (): Promise<IssueLater> => (await import('./issue-later.ts')).later;

const loadConfirmModule = async (): Promise<ConfirmModule> => {
  const { createConfirmStep } = await import('../../stores/kit/confirm.ts');
  return { createConfirmStep };
};

/** The page's live stream, loaded after the page (the session bootstrap opens it). */
async function pageLive(listener: (event: LiveEvent) => void): Promise<() => void> {
  const { onLiveEvent } = await import('../../stores/live.ts');
  return onLiveEvent(listener);
}

export function createIssueStore(options: IssueStoreOptions) {
  const { api, $context } = options;
  const locale = options.locale ?? getLocale;
  /** The amount as typed (canonical) for the figures; null while it is no amount. */
  const $typed = atom<string | null>(null);
  const $amountProblem = atom<IssueAmountProblem | null>(null);
  const $nameProblem = atom<FieldProblem | null>(null);
  const $later = atom<IssueLater | null>(null);
  let loadingLater: Promise<void> | null = null;

  function loadLater(): Promise<void> {
    loadingLater ??= (options.loadLater ?? loadLaterModule)().then(
      (loaded) => {
        $later.set(loaded);
        if (wizard.$state.get().step === 'confirm') openConfirm();
      },
      () => {
        // Offline or a new deploy: the next start asks again.
        loadingLater = null;
      },
    );
    return loadingLater;
  }

  const wizard = createWizard<IssueStep, IssueData>({
    id: 'vc-issue',
    initial: INITIAL,
    steps: [
      { id: 'funding', isComplete: (data) => data.funded },
      { id: 'card', isComplete: (data) => data.amount !== null && data.name !== null },
      { id: 'confirm', isComplete: (data) => data.cardId !== null },
      { id: 'outcome', isComplete: () => true },
    ],
    endsAt: 'outcome',
    onEnter,
    ...(options.host ? { host: options.host } : {}),
  });

  const confirm = lazyConfirmStep<IssueAnswer, null>(options.loadConfirm ?? loadConfirmModule, {
    purpose: null,
    api,
    twoFactor: () => null,
    slot: wizard.slot('confirm'),
    fieldOf: FIELD_OF,
    ...(options.network ? { network: options.network } : {}),
    ...(options.newKey ? { newKey: options.newKey } : {}),
  });

  /** MAIN pays for the smallest card: the funding step's continue is enabled. */
  const $canContinue = computed($context, (context) => context !== null && mainCoversIssue(context.fees, context.main));

  /** Fee, total and MAIN after of the amount being typed. */
  const $figures = computed([$typed, $context], (typed, context) =>
    typed === null || context === null ? null : issueFigures(context.fees.issue, typed, context.main),
  );

  /** The amount checked; null until the checks are in (the card step waits for them). */
  function checkedAmount(text: string) {
    const context = $context.get();
    const checks = $later.get();
    if (context === null || checks === null) return null;
    return checks.checkIssueAmount(text, { fees: context.fees, main: context.main, locale: locale() });
  }

  function openConfirm(): void {
    const { amount, name } = wizard.$state.get().data;
    const context = $context.get();
    const parts = $later.get();
    // Not in yet: opened when it arrives (loadLater).
    if (parts === null) return;
    if (amount === null || name === null || context === null) {
      wizard.goTo('card');
      return;
    }
    const body = { name, initial_amount: amount, funding_source: 'MAIN' as const };
    const figures = issueFigures(context.fees.issue, amount, context.main);
    confirm.open({
      summary: parts.summary(figures, name, context.fees.currency, locale()),
      intent: body,
      send: (sendOptions) => api.issueCard({ body }, sendOptions),
      onDone: (result) => {
        options.reloadBalance();
        wizard.next({ cardId: result.card.id });
      },
      onFailed: (_failure, fieldErrors) => {
        if (fieldErrors?.amount !== undefined || fieldErrors?.name !== undefined) {
          wizard.goTo('card', { errors: fieldErrors });
        }
      },
    });
  }

  function onEnter(step: IssueStep): void {
    const { data } = wizard.$state.get();
    if (step !== 'confirm') confirm.close();
    if (step === 'card') $typed.set(data.amount);
    // Back from the outcome: that intent is done, and confirming again would be a second card.
    if (step === 'confirm' && data.cardId !== null) wizard.goTo('outcome');
    else if (step === 'confirm') openConfirm();
  }

  /** A `card.updated` naming the card shown (or a stream that came back) reads it now, not at the next poll. */
  function onLive(event: LiveEvent): void {
    const { cardId } = wizard.$state.get().data;
    if (cardId === null) return;
    const names = event.type === 'card.updated' && (event.data.card_id === null || event.data.card_id === cardId);
    if (names || event.type === 'live.reconnected') $later.get()?.cardDetail.retry();
  }

  let stopWizard: (() => void) | null = null;

  return {
    wizard,
    confirm,
    /** The card step's checks and the card's detail store, once loaded. */
    $later: $later as ReadableAtom<IssueLater | null>,
    $context,
    $canContinue,
    $figures,
    $amountProblem: $amountProblem as ReadableAtom<IssueAmountProblem | null>,
    $nameProblem: $nameProblem as ReadableAtom<FieldProblem | null>,
    /** Follows the history once the card wallet is read, and hears live events; returns the stop function. */
    start(): () => void {
      let active = true;
      let stopLive: () => void = () => undefined;
      void (options.onLive ?? pageLive)(onLive).then(
        (stop) => {
          if (active) stopLive = stop;
          else stop();
        },
        () => undefined,
      );
      const unwatch = $context.subscribe((context) => {
        if (context !== null && stopWizard === null) stopWizard = wizard.start();
      });
      void confirm.load();
      void loadLater();
      return () => {
        active = false;
        stopLive();
        unwatch();
        stopWizard?.();
        stopWizard = null;
        confirm.close();
      };
    },
    /** funding: from the card wallet, or by a crypto deposit first. */
    chooseWay(way: FundingWay): void {
      const context = $context.get();
      const { network, currency } = wizard.$state.get().data;
      const first = context?.payments[0]?.network ?? null;
      const pair = way === 'CRYPTO' && network === null && context !== null && first !== null;
      wizard.update({ way, funded: false, ...(pair ? pairOn(context.payments, first, currency) : {}) });
    },
    chooseNetwork(network: Network): void {
      const context = $context.get();
      if (context === null) return;
      wizard.update(pairOn(context.payments, network, wizard.$state.get().data.currency));
    },
    chooseCoin(currency: Coin): void {
      wizard.update({ currency });
    },
    /** funding's continue: only once MAIN pays for a card. */
    continueFunding(): void {
      if (!$canContinue.get() || wizard.$state.get().data.way === null) return;
      wizard.next({ funded: true });
    },
    /** card, as the user types the amount: the figures follow; a refusal shown is checked again. */
    typeAmount(canonical: string | null, text: string): void {
      $typed.set(canonical);
      if ($amountProblem.get() !== null) $amountProblem.set(checkedAmount(text)?.problem ?? null);
    },
    typeName(text: string): void {
      const checks = $later.get();
      if ($nameProblem.get() !== null && checks !== null) $nameProblem.set(checks.checkCardName(text).problem);
    },
    /** card's continue, with the texts as typed: refused beside the fields (text kept), or on to confirm. */
    enterCard(amountText: string, nameText: string): 'amount' | 'name' | null {
      const amount = checkedAmount(amountText);
      const name = $later.get()?.checkCardName(nameText);
      if (amount === null || name === undefined) return 'amount';
      $amountProblem.set(amount.problem);
      $nameProblem.set(name.problem);
      if (amount.amount === null) return 'amount';
      if (name.name === null) return 'name';
      wizard.setErrors('card', undefined);
      wizard.next({ amount: amount.amount, name: name.name, cardId: null });
      return null;
    },
    /** The outcome is shown: a new card starts from the first step. */
    startOver(): void {
      $typed.set(null);
      wizard.finish();
    },
  };
}

export type IssueStore = ReturnType<typeof createIssueStore>;
