import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, formatTyped, type TypedText, typedFromCanonical } from '../../src/lib/amount-typing.ts';
import { parseAmount } from '../../src/lib/money.ts';

/** `1,23|4` → { text: '1,234', caret: 4 }: the bar marks the caret. */
function at(marked: string): TypedText {
  const caret = marked.indexOf('|');
  return { text: marked.replace('|', ''), caret };
}

/** The other way round, for readable expectations. */
function marked({ text, caret }: TypedText): string {
  return `${text.slice(0, caret)}|${text.slice(caret)}`;
}

/** Type characters one by one at the end, as a keyboard would, and see what the field shows. */
function typeAll(keys: string, locale: 'en' | 'vi'): string {
  let shown: TypedText = { text: '', caret: 0 };
  for (const key of keys) {
    const after = {
      text: `${shown.text.slice(0, shown.caret)}${key}${shown.text.slice(shown.caret)}`,
      caret: shown.caret + 1,
    };
    shown = applyEdit({ before: shown.text, after, inputType: 'insertText', data: key }, locale);
  }
  return marked(shown);
}

describe('regrouping as the user types', () => {
  it('groups 1234567 in each locale with the caret at the end', () => {
    expect(typeAll('1234567', 'en')).toBe('1,234,567|');
    expect(typeAll('1234567', 'vi')).toBe('1.234.567|');
    expect(typeAll('1234567,89', 'vi')).toBe('1.234.567,89|');
    expect(typeAll('1234567.89', 'en')).toBe('1,234,567.89|');
  });

  it('keeps the caret after the same digits when one is typed in the middle', () => {
    // 1,234,567 with the caret after "1,2": typing 9 gives 12,934,567 with the caret after "12,9".
    expect(marked(formatTyped(at('1,29|34,567'), 'en'))).toBe('12,9|34,567');
    expect(marked(formatTyped(at('1.29|34.567'), 'vi'))).toBe('12.9|34.567');
    expect(marked(formatTyped(at('9|1,234'), 'en'))).toBe('9|1,234');
  });

  it('takes a lone separator key as the decimal point, whatever the keypad shows', () => {
    // A vi user on a phone whose decimal keypad has only ".".
    expect(typeAll('12.5', 'vi')).toBe('12,5|');
    expect(typeAll('12,5', 'en')).toBe('12.5|');
  });

  it('never changes the number: extra decimals stay for the field to refuse', () => {
    expect(typeAll('10.555', 'en')).toBe('10.555|');
    expect(typeAll('1000,5', 'vi')).toBe('1.000,5|');
  });

  it('drops leading zeros and letters, keeping a lone 0 before the decimal', () => {
    expect(marked(formatTyped(at('0071|'), 'en'))).toBe('71|');
    expect(marked(formatTyped(at('0|'), 'en'))).toBe('0|');
    expect(marked(formatTyped(at('000.5|'), 'en'))).toBe('0.5|');
    expect(marked(formatTyped(at('12a3|'), 'en'))).toBe('123|');
  });

  it('makes Backspace after a separator remove the digit before it', () => {
    const edit = { before: '1,234', after: at('1|234'), inputType: 'deleteContentBackward' };
    expect(marked(applyEdit(edit, 'en'))).toBe('|234');
    const forward = { before: '1.234', after: at('1|234'), inputType: 'deleteContentForward' };
    expect(marked(applyEdit(forward, 'vi'))).toBe('1|34');
  });

  it('regroups after a digit is deleted', () => {
    const edit = { before: '1,234,567', after: at('1,234,|67'), inputType: 'deleteContentBackward' };
    expect(marked(applyEdit(edit, 'en'))).toBe('123,4|67');
  });

  it("formats a valid paste and leaves another locale's number as pasted", () => {
    expect(marked(applyEdit({ before: '', after: at('$1234.50|'), inputType: 'insertFromPaste' }, 'en'))).toBe(
      '1,234.50|',
    );
    expect(marked(applyEdit({ before: '', after: at('1.234,5|'), inputType: 'insertFromPaste' }, 'en'))).toBe(
      '1.234,5|',
    );
  });

  it('shows a canonical amount in the locale', () => {
    expect(typedFromCanonical('1234567.5', 'vi')).toBe('1.234.567,5');
    expect(typedFromCanonical('12500000', 'en')).toBe('12,500,000');
  });

  it('property: the digits and the value never change, and the caret keeps its digit count', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 25 })
          .map((s) => s.replace(/^0+(?=\d)/, '')),
        fc.nat(),
        fc.constantFrom('en' as const, 'vi' as const),
        (digits, seed, locale) => {
          const caret = seed % (digits.length + 1);
          const shown = formatTyped({ text: digits, caret }, locale);
          expect(shown.text.replace(/\D/g, '')).toBe(digits);
          expect(parseAmount(shown.text, locale)?.toFixed()).toBe(digits.replace(/^0+(?=\d)/, ''));
          expect(shown.text.slice(0, shown.caret).replace(/\D/g, '').length).toBe(caret);
          // Formatting what is shown changes nothing.
          expect(formatTyped(shown, locale)).toEqual(shown);
        },
      ),
    );
  });
});
