/**
 * What an amount field shows while the user types: the same number regrouped in the locale (`1234567` →
 * `1,234,567` in en, `1.234.567` in vi) with the caret after the same digits as before. Formatting never
 * changes the number: a fraction longer than the currency allows stays as typed so the field can say so,
 * rather than the money being cut silently.
 */
import type { Locale } from './locale.ts';
import { parseAmount, SEPARATORS } from './money.ts';

/** An input's text and caret position (a collapsed selection). */
export interface TypedText {
  readonly text: string;
  readonly caret: number;
}

/** What the browser says about an edit (InputEvent's `inputType` and `data`). */
export interface Edit {
  /** The text before the edit. */
  readonly before: string;
  /** The text and caret the browser produced. */
  readonly after: TypedText;
  readonly inputType?: string | undefined;
  /** The characters inserted, for a typed or pasted edit. */
  readonly data?: string | null | undefined;
}

const DIGIT = /\d/;

/** The characters that carry meaning: digits and the (first) decimal separator. */
function isMeaningful(char: string, decimal: string): boolean {
  return DIGIT.test(char) || char === decimal;
}

/**
 * One separator key typed on its own is the decimal point, whichever it is: a phone's decimal keypad shows the
 * device's separator, which may not be the app locale's, and nobody types the grouping the field adds itself.
 */
function withTypedDecimal(edit: Edit, decimal: string): TypedText {
  const { after, inputType, data } = edit;
  const typedSeparator = inputType === 'insertText' && (data === '.' || data === ',');
  if (!typedSeparator || data === decimal) return after;
  const at = after.caret - 1;
  if (after.text[at] !== data) return after;
  return { text: `${after.text.slice(0, at)}${decimal}${after.text.slice(at + 1)}`, caret: after.caret };
}

/** The digits (and decimal separator) of a text, in order. */
function meaningfulChars(text: string, decimal: string): string {
  return [...text].filter((char) => isMeaningful(char, decimal)).join('');
}

/**
 * Backspace or Delete that removed only a grouping separator removes the digit beside it too: otherwise the
 * key would seem to do nothing (the separator comes straight back).
 */
function withDeletedDigit(edit: Edit, typed: TypedText, decimal: string): TypedText {
  const { before, inputType } = edit;
  const removedOnlyGrouping =
    before.length === typed.text.length + 1 &&
    meaningfulChars(before, decimal) === meaningfulChars(typed.text, decimal);
  if (!removedOnlyGrouping) return typed;
  if (inputType === 'deleteContentBackward' && typed.caret > 0) {
    return { text: typed.text.slice(0, typed.caret - 1) + typed.text.slice(typed.caret), caret: typed.caret - 1 };
  }
  if (inputType === 'deleteContentForward') {
    return { text: typed.text.slice(0, typed.caret) + typed.text.slice(typed.caret + 1), caret: typed.caret };
  }
  return typed;
}

/** Digits before and after the first decimal separator; everything else (letters, spaces, grouping) dropped. */
function split(text: string, decimal: string): { integer: string; fraction: string | null } {
  const at = text.indexOf(decimal);
  const digitsOf = (part: string) => part.replace(/\D/g, '');
  if (at === -1) return { integer: digitsOf(text), fraction: null };
  return { integer: digitsOf(text.slice(0, at)), fraction: digitsOf(text.slice(at + 1)) };
}

/** How many meaningful characters stand before the caret, leading zeros the formatting drops not counted. */
function anchorOf(typed: TypedText, decimal: string, droppedZeros: number): number {
  const count = meaningfulChars(typed.text.slice(0, typed.caret), decimal).length;
  return Math.max(0, count - droppedZeros);
}

/** The caret position after `anchor` meaningful characters of `text`. */
function caretAfter(text: string, anchor: number, decimal: string): number {
  if (anchor === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (isMeaningful(text.charAt(index), decimal)) seen++;
    if (seen === anchor) return index + 1;
  }
  return text.length;
}

/** Leading zeros of an integer part, but for the one a lone `0` (or `0,5`) needs. */
function leadingZeros(integer: string): number {
  const stripped = integer.replace(/^0+/, '');
  const keepOne = stripped === '' && integer !== '' ? 1 : 0;
  return integer.length - stripped.length - keepOne;
}

/** Regroup a text typed into an amount field, keeping the caret after the same digits. */
export function formatTyped(typed: TypedText, locale: Locale): TypedText {
  const { group, decimal } = SEPARATORS[locale];
  const { integer, fraction } = split(typed.text, decimal);
  const dropped = leadingZeros(integer);
  const grouped = integer.slice(dropped).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const text = fraction === null ? grouped : `${grouped}${decimal}${fraction}`;
  return { text, caret: caretAfter(text, anchorOf(typed, decimal, dropped), decimal) };
}

/**
 * What the field shows after an edit: the browser's result, with the fixes above, regrouped. Pasted (or
 * dropped) text that is no amount in the locale — `1.234,5` pasted into an en field — stays as it came, so the
 * field says it is invalid instead of the regrouping reading it as another number.
 */
export function applyEdit(edit: Edit, locale: Locale): TypedText {
  const { decimal } = SEPARATORS[locale];
  const pasted = edit.inputType?.startsWith('insertFrom') ?? false;
  if (pasted && parseAmount(edit.after.text, locale) === null) return edit.after;
  const typed = withDeletedDigit(edit, withTypedDecimal(edit, decimal), decimal);
  return formatTyped(typed, locale);
}

/** A canonical amount (`1234567.5`) as the field shows it in the locale (`1.234.567,5`), every digit kept. */
export function typedFromCanonical(canonical: string, locale: Locale): string {
  const { decimal } = SEPARATORS[locale];
  return formatTyped({ text: canonical.replace('.', decimal), caret: 0 }, locale).text;
}
