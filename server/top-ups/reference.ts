/**
 * The reference a payer writes in a transfer's description so the money finds its top-up or invoice. Banks
 * keep only letters and digits there and people copy it by hand, so it is short, upper case and without the
 * look-alike letters I, L, O and U (Crockford's alphabet): a prefix naming what it pays, then 8 random
 * characters (40 bits). A unique index keeps each once: the rare clash fails its request, and the retry draws anew.
 */
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_LENGTH = 8;

/** `CPT` for a top-up of the main wallet, `CPI` for an invoice. */
export const REFERENCE_PREFIX = { topUp: 'CPT', invoice: 'CPI' } as const;
type Prefix = (typeof REFERENCE_PREFIX)[keyof typeof REFERENCE_PREFIX];

export function newReference(prefix: Prefix): string {
  let random = '';
  for (let index = 0; index < RANDOM_LENGTH; index += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}${random}`;
}

/**
 * The reference of `prefix` a transfer description carries, wherever the payer wrote it ("Nap tien
 * cpt7k3m9q2x" → `CPT7K3M9Q2X`), or null. Case and the words around it do not matter.
 */
export function referenceIn(description: string, prefix: Prefix): string | null {
  const match = new RegExp(`${prefix}[${ALPHABET}]{${RANDOM_LENGTH}}`).exec(description.toUpperCase());
  return match?.[0] ?? null;
}
