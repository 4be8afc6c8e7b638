/**
 * A recovery code as people type or paste it (src/contract/rules.ts RECOVERY_CODE_PATTERN, `abcde-23456`): read
 * off paper in capitals, with a space for the dash, or without it. Only that is undone; anything else stays as
 * typed, so the rule still refuses what is not a recovery code.
 */

/** The length of a recovery code without its dash. */
const CODE_LETTERS = 10;

/** `ABCDE 23456`, `abcde23456`, ` abcde-23456 ` → `abcde-23456`. */
export function recoveryCodeTyped(text: string): string {
  const letters = text.replace(/[\s-]+/g, '').toLowerCase();
  if (letters.length !== CODE_LETTERS) return text.trim().toLowerCase();
  return `${letters.slice(0, CODE_LETTERS / 2)}-${letters.slice(CODE_LETTERS / 2)}`;
}
