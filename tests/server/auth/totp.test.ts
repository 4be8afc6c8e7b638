import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from '../../../server/auth/base32.ts';
import { generateTotpSecret, hotp, matchTotp, otpauthUri, totpCode, totpStep } from '../../../server/auth/totp.ts';

/** RFC 6238 appendix B / RFC 4226 appendix D: the ASCII secret "12345678901234567890". */
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));

describe('base32 (RFC 4648 section 10 vectors)', () => {
  const vectors = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ] as const;

  it('encodes and decodes the vectors', () => {
    for (const [text, encoded] of vectors) {
      expect(base32Encode(new TextEncoder().encode(text))).toBe(encoded);
      expect(new TextDecoder().decode(base32Decode(encoded))).toBe(text);
    }
  });

  it('decodes what people type: lower case, spaces, padding; refuses other characters', () => {
    expect(new TextDecoder().decode(base32Decode('mzxw 6ytb oi======'))).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow(TypeError);
  });
});

describe('HOTP and TOTP', () => {
  it('matches the RFC 4226 HOTP values', () => {
    const key = base32Decode(RFC_SECRET);
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected);
  });

  it('matches the RFC 6238 SHA-1 TOTP values (8 digits)', () => {
    const vectors = [
      [59, '94287082'],
      [1_111_111_109, '07081804'],
      [1_111_111_111, '14050471'],
      [1_234_567_890, '89005924'],
      [2_000_000_000, '69279037'],
      [20_000_000_000, '65353130'],
    ] as const;
    for (const [seconds, code] of vectors) expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('accepts the previous, current and next step only', () => {
    const now = 1_767_225_600_000;
    const at = (offsetSteps: number) => totpCode(RFC_SECRET, now + offsetSteps * 30_000);
    expect(matchTotp(RFC_SECRET, at(0), now, null)).toBe(totpStep(now));
    expect(matchTotp(RFC_SECRET, at(-1), now, null)).toBe(totpStep(now) - 1);
    expect(matchTotp(RFC_SECRET, at(1), now, null)).toBe(totpStep(now) + 1);
    expect(matchTotp(RFC_SECRET, at(-2), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(2), now, null)).toBeNull();
  });

  it('refuses a code of a step already used, so a code works once', () => {
    const now = 1_767_225_600_000;
    const code = totpCode(RFC_SECRET, now);
    expect(matchTotp(RFC_SECRET, code, now, totpStep(now))).toBeNull();
    expect(matchTotp(RFC_SECRET, code, now, totpStep(now) - 1)).toBe(totpStep(now));
  });

  it('makes 160-bit secrets and the otpauth URI authenticator apps read', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'vip@demo.test', 'CamPay')).toBe(
      'otpauth://totp/CamPay:vip%40demo.test?secret=JBSWY3DPEHPK3PXP&issuer=CamPay&algorithm=SHA1&digits=6&period=30',
    );
  });
});
