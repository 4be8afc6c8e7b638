/**
 * The card step's form rules (docs/decisions/026-card-issue.md): the amount — the contract's positive decimal in the
 * card currency's whole cents, the fees' limits, and MAIN once the fee is added — and the card's name by the
 * contract's CardName rule. They bring the contract's zod schemas, so they load after the page (the store loads them as the island starts).
 */
import { type CardFeesType, CardName } from '../../contract/calls/card.ts';
import { CARD_DECIMALS } from '../../contract/card-fee.ts';
import { type FieldProblem, problemOf } from '../../contract/field-errors.ts';
import { checkTypedAmount } from '../../lib/forms/amount.ts';
import type { Locale } from '../../lib/locale.ts';
import { exceeds } from '../../lib/money.ts';
import { mostIssuable } from './issue-rules.ts';

/** A refusal of the amount: a field rule, or "with the fee this is more than MAIN holds". */
export type IssueAmountProblem = FieldProblem | { readonly key: 'over_main'; readonly most: string };

export type CheckedIssueAmount =
  | { readonly amount: string; readonly problem: null }
  | { readonly amount: null; readonly problem: IssueAmountProblem };

export interface IssueAmountContext {
  readonly fees: CardFeesType;
  readonly main: string;
  readonly locale: Locale;
}

/**
 * The amount as typed, checked: the contract's positive decimal in whole cents, not under the least issue amount,
 * not over the most the server loads on one card (it bounds issues by the top-up maximum), and — fee added — not
 * over MAIN.
 */
export function checkIssueAmount(text: string, { fees, main, locale }: IssueAmountContext): CheckedIssueAmount {
  const checked = checkTypedAmount(text, {
    currency: fees.currency,
    locale,
    min: fees.limits.min_issue_amount,
    max: fees.limits.max_top_up,
  });
  if (checked.amount === null) return checked;
  const most = mostIssuable(fees.issue, main);
  if (exceeds(checked.amount, most)) {
    return { amount: null, problem: { key: 'over_main', most: most.toFixed(CARD_DECIMALS) } };
  }
  return checked;
}

/** The card's name as the contract takes it (2–50 characters, one line, trimmed), or why not. */
export function checkCardName(
  text: string,
): { readonly name: string; readonly problem: null } | { readonly name: null; readonly problem: FieldProblem } {
  const result = CardName.safeParse(text);
  if (result.success) return { name: result.data, problem: null };
  const issue = result.error.issues[0];
  return { name: null, problem: issue === undefined ? { key: 'invalid' } : problemOf(issue, text) };
}
