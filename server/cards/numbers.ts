/**
 * A new card's number, CVV and expiry. Numbers start with a test BIN (Visa 424242, Mastercard 555555: the
 * ranges payment sandboxes use), so a demo card can never be mistaken for a real one, and end with a Luhn
 * check digit like every real card number.
 */
import { randomInt } from 'node:crypto';
import type { CardBrand } from '../../src/contract/calls/card.ts';

type Brand = (typeof CardBrand.options)[number];

const TEST_BINS: Readonly<Record<Brand, string>> = { VISA: '424242', MASTERCARD: '555555' };
const PAN_LENGTH = 16;
const CVV_LENGTH = 3;
/** Cards are valid for three years, to the end of the issue month. */
const VALID_YEARS = 3;

function randomDigitString(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

/** The digit that makes `digits` + it pass the Luhn check. */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // Doubling starts at the rightmost digit of the payload, which sits next to the check digit.
    const double = (digits.length - index) % 2 === 1;
    const digit = Number(digits[index]) * (double ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isLuhnValid(number: string): boolean {
  return /^\d{2,}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}

export interface CardNumbers {
  readonly pan: string;
  readonly cvv: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
}

export function newCardNumbers(brand: Brand, issuedAt: Date): CardNumbers {
  const payload = TEST_BINS[brand] + randomDigitString(PAN_LENGTH - TEST_BINS[brand].length - 1);
  return {
    pan: payload + luhnCheckDigit(payload),
    cvv: randomDigitString(CVV_LENGTH),
    expiryMonth: issuedAt.getUTCMonth() + 1,
    expiryYear: issuedAt.getUTCFullYear() + VALID_YEARS,
  };
}
