/**
 * Why a card transaction failed, in words: every code of the contract has its own text in English and Vietnamese,
 * never the code itself, and the two languages differ.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CardFailureReason } from '../../../src/contract/calls/card.ts';
import { declineReasonLabel } from '../../../src/features/cards/decline-reason.ts';
import { setLocale } from '../../../src/lib/i18n.ts';

afterEach(() => setLocale('en', { reload: false }));

const CODES = CardFailureReason.options;

function labelsIn(locale: 'en' | 'vi'): string[] {
  setLocale(locale, { reload: false });
  return CODES.map(declineReasonLabel);
}

describe('declineReasonLabel', () => {
  it('words every code in English and in Vietnamese, each its own text, never the code', () => {
    const en = labelsIn('en');
    const vi = labelsIn('vi');
    for (const [index, code] of CODES.entries()) {
      for (const text of [en[index], vi[index]]) {
        expect(text?.trim(), code).not.toBe('');
        expect(text, code).not.toBe(code);
      }
      expect(vi[index], code).not.toBe(en[index]);
    }
    expect(new Set(en).size).toBe(CODES.length);
    expect(new Set(vi).size).toBe(CODES.length);
  });

  it('says in the user’s language why a charge on a card was refused', () => {
    expect(labelsIn('en')[CODES.indexOf('INSUFFICIENT_CARD_BALANCE')]).toBe('Not enough money on the card');
    expect(labelsIn('vi')[CODES.indexOf('CARD_NOT_ACTIVE')]).toBe('Thẻ không ở trạng thái hoạt động');
  });
});
