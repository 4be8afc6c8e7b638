/** RFC 4648 base32 (upper-case alphabet, no padding on output), the encoding authenticator apps expect. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const BITS_PER_CHAR = 5;

export function base32Encode(bytes: Uint8Array): string {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= BITS_PER_CHAR) {
      bits -= BITS_PER_CHAR;
      output += ALPHABET[(buffer >>> bits) & 31];
    }
  }
  if (bits > 0) output += ALPHABET[(buffer << (BITS_PER_CHAR - bits)) & 31];
  return output;
}

/**
 * Decode base32, tolerating what people type or apps show: lower case, spaces, hyphens and `=` padding.
 * Throws on any other character.
 */
export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value === -1) throw new TypeError('Invalid base32 character');
    buffer = ((buffer << BITS_PER_CHAR) | value) & 0xffff;
    bits += BITS_PER_CHAR;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >>> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}
