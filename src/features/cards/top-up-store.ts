/**
 * Topping up a card (`topUpCard`, ACTIVE cards only): the amount typed in the page's locale, checked by the app's
 * amount rule (the contract's PositiveDecimal in the card's currency) and the fees' bounds (`min_top_up`,
 * `max_top_up`); the fee is `cardFeeFor` — the very function the server charges with — and the MAIN balance must
 * cover amount + fee. The send goes through the kit's confirm step with its key in the tab's session slot: a double
 * click, an answer lost after the server committed, or a reload while the outcome was unknown all name the SAME
 * top-up, which the server settles once.
 */
import Big from 'big.js';
import { atom, type ReadableAtom } from 'nanostores';
import type { CardFeesType, CardType } from '../../contract/calls/card.ts';
import type { FeeRuleType } from '../../contract/calls/va.ts';
import { cardFeeFor } from '../../contract/card-fee.ts';
import type { FieldProblem } from '../../contract/field-errors.ts';
import { checkTypedAmount } from '../../lib/forms/amount.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import { canonicalAmount, formatMoney } from '../../lib/money.ts';
import { createConfirmStep, type SavedConfirm } from '../../stores/kit/confirm.ts';
import type { NetworkHost } from '../../stores/kit/outcome.ts';
import { createSessionSlot } from '../../stores/kit/session-slot.ts';
import type { PersistedSlot } from '../../stores/kit/wizard.ts';

export interface TopUpRules {
  readonly currency: string;
  readonly locale: Locale;
  readonly fee: FeeRuleType;
  readonly min: string;
  readonly max: string;
  /** The MAIN balance: what amount + fee may come to. */
  readonly available: string;
}

/** What a top-up of `amount` costs: the fee and the total the MAIN balance falls by. */
export interface TopUpFigures {
  readonly amount: string;
  readonly fee: string;
  readonly total: string;
}

export type TopUpCheck =
  | { readonly figures: TopUpFigures; readonly problem?: never }
  | { readonly problem: FieldProblem; readonly figures?: never }
  | { readonly problem: 'above_available'; readonly total: string; readonly figures?: never };

export function topUpFigures(amount: string, fee: FeeRuleType): TopUpFigures {
  const charged = cardFeeFor(fee, amount);
  return { amount, fee: canonicalAmount(charged), total: canonicalAmount(new Big(amount).plus(charged)) };
}

/** The figures of the typed amount, or why it cannot be sent. */
export function checkTopUp(text: string, rules: TopUpRules): TopUpCheck {
  const typed = checkTypedAmount(text, {
    currency: rules.currency,
    locale: rules.locale,
    min: rules.min,
    max: rules.max,
  });
  if (typed.problem !== null) return { problem: typed.problem };
  const figures = topUpFigures(typed.amount, rules.fee);
  if (new Big(figures.total).gt(rules.available)) return { problem: 'above_available', total: figures.total };
  return { figures };
}

/** The rules of the form, once the fees and the card wallet are known. */
export function topUpRulesOf(fees: CardFeesType, main: string, locale: Locale): TopUpRules {
  return {
    currency: fees.currency,
    locale,
    fee: fees.top_up,
    min: fees.limits.min_top_up,
    max: fees.limits.max_top_up,
    available: main,
  };
}

/** The text beside the amount field for a check's problem. */
export function topUpProblemText(
  check: Extract<TopUpCheck, { problem: unknown }>,
  rules: TopUpRules,
  fieldText: (problem: FieldProblem) => string,
): string {
  if (check.problem !== 'above_available') return fieldText(check.problem);
  const money = (amount: string) => formatMoney(amount, rules.currency, rules.locale, { exact: true });
  return m.vc_topup_above_available({ total: money(check.total), available: money(rules.available) });
}

type TopUpApi = Pick<Api, 'topUpCard' | 'requestTwoFactorChallenge' | 'verifyTwoFactor'>;
export type TopUpAnswer = Exclude<Awaited<ReturnType<Api['topUpCard']>>, ApiFailure>;

export type TopUpStep = 'form' | 'confirm' | 'done';

export interface TopUpStoreOptions {
  readonly api: TopUpApi;
  /** Called with the server's answer (the card, its new balance) once the top-up is known done. */
  readonly onDone?: (answer: TopUpAnswer) => void;
  readonly slot?: PersistedSlot<SavedConfirm>;
  readonly network?: () => NetworkHost;
  readonly newKey?: () => string;
}

/** The request of a top-up: it names the intent, so its key. */
export const topUpIntent = (cardId: number, amount: string) => ({ params: { id: cardId }, body: { amount } });

export function createTopUpStore(options: TopUpStoreOptions) {
  const { api } = options;
  const $step = atom<TopUpStep>('form');
  const $typed = atom('');
  const $done = atom<TopUpAnswer | null>(null);
  const confirm = createConfirmStep<TopUpAnswer, null>({
    purpose: null,
    api,
    twoFactor: () => null,
    // The tab's storage, not memory: a reload while the answer was lost checks it with the same key.
    slot: options.slot ?? createSessionSlot<SavedConfirm>('vc-top-up-confirm'),
    fieldOf: { AMOUNT_TOO_LOW: 'amount', LIMIT_EXCEEDED: 'amount', INSUFFICIENT_BALANCE: 'amount' },
    ...(options.network ? { network: options.network } : {}),
    ...(options.newKey ? { newKey: options.newKey } : {}),
  });

  return {
    $step: $step as ReadableAtom<TopUpStep>,
    $typed: $typed as ReadableAtom<string>,
    $done: $done as ReadableAtom<TopUpAnswer | null>,
    confirm,
    /** The checked amount goes to the confirm step, which says what will move. */
    review(
      card: CardType,
      typed: string,
      figures: TopUpFigures,
      currency: string,
      facts: { label: string; value: string }[],
    ) {
      $typed.set(typed);
      const intent = topUpIntent(card.id, figures.amount);
      confirm.open({
        summary: {
          amount: { amount: figures.amount, currency },
          fee: { amount: figures.fee, currency },
          facts,
        },
        intent,
        send: (sendOptions) => api.topUpCard(intent, sendOptions),
        onDone: (answer) => {
          $done.set(answer);
          $step.set('done');
          options.onDone?.(answer);
        },
      });
      $step.set('confirm');
    },
    edit(): void {
      confirm.close();
      $step.set('form');
    },
    reset(): void {
      confirm.close();
      $typed.set('');
      $done.set(null);
      $step.set('form');
    },
  };
}

export type TopUpStore = ReturnType<typeof createTopUpStore>;
