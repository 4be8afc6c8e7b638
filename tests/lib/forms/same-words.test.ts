/**
 * A form beside its field and the server in its 422 say the same sentence about the same bad value, in both
 * languages: the form's schema is built from the contract's fields (src/contract/fields.ts), and both sides word
 * a problem from the one catalogue (src/contract/field-errors.ts, messages/{en,vi}.json `field_<key>`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../../../server/errors/api-error.ts';
import { errorBody } from '../../../server/errors/render.ts';
import { problemsOf } from '../../../server/errors/zod-issues.ts';
import type { CallDefinition } from '../../../src/contract/define.ts';
import { PersonName } from '../../../src/contract/fields.ts';
import { CONTRACT } from '../../../src/contract/index.ts';
import { detailsSchema } from '../../../src/features/auth/form-schemas.ts';
import { trimmed } from '../../../src/lib/forms/fields.ts';
import { parseWithSchema } from '../../../src/lib/forms/parse.ts';
import { setLocale } from '../../../src/lib/i18n.ts';
import { LOCALES, type Locale } from '../../../src/lib/locale.ts';

type Values = Record<string, string>;

const CALLS: readonly CallDefinition[] = CONTRACT;

/** A call's body schema. */
function bodyOf(callName: string) {
  const schema = CALLS.find((call) => call.name === callName)?.body;
  if (!schema) throw new Error(`${callName} takes no body`);
  return schema;
}

/** What the server answers beside each field of a body its call refuses. */
function serverErrors(callName: string, body: Values, locale: Locale): Record<string, string[]> {
  const result = bodyOf(callName).safeParse(body);
  if (result.success) return {};
  const error = new ApiError('VALIDATION_FAILED', { fields: problemsOf(result.error.issues, body, 'body') });
  return errorBody(error, locale).errors ?? {};
}

/** What the form shows beside each field when the same values are submitted. */
function formErrors(schema: Parameters<typeof parseWithSchema>[1], values: Values, locale: Locale) {
  setLocale(locale, { reload: false });
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  const submission = parseWithSchema(data, schema);
  return submission.status === 'success' ? {} : (submission.error ?? {});
}

const SIGN_UP = {
  account_type: 'INDIVIDUAL',
  email: 'ann@example.com',
  password: 'long-enough-1',
  country: 'VN',
  calling_code: '+84',
  phone_number: '912345678',
};

afterEach(() => setLocale('en', { reload: false }));

describe('a field error, in the form and from the server', () => {
  it.each([
    ['an invalid email', 'email', 'name@', 'Enter a valid email address, like name@example.com.'],
    ['an empty email', 'email', '', 'This field is required.'],
    ['a too long email', 'email', `${'a'.repeat(60)}@${'b'.repeat(200)}.com`, 'Use at most 254 characters.'],
    ['a too short password', 'password', 'short', 'Use at least 10 characters.'],
    ['a too long password', 'password', 'p'.repeat(129), 'Use at most 128 characters.'],
    ['a phone number with letters', 'phone_number', '12ab', 'Enter 6 to 14 digits.'],
    ['a too long referral code', 'referral_code', 'R'.repeat(33), 'Use at most 32 characters.'],
  ])('is one sentence for %s at sign-up', (_case, field, value, english) => {
    const values = { ...SIGN_UP, [field]: value };
    for (const locale of LOCALES) {
      const server = serverErrors('register', values, locale)[field];
      expect(server, locale).toHaveLength(1);
      expect(formErrors(detailsSchema, values, locale)[field], locale).toEqual(server);
    }
    expect(serverErrors('register', values, 'en')[field]).toEqual([english]);
  });

  it('is one sentence for a too long name', () => {
    const name = 'N'.repeat(101);
    const invite = { email: 'ann@example.com', full_name: name, role: 'FINANCE' };
    const form = z.object({ full_name: trimmed(PersonName) });
    for (const locale of LOCALES) {
      const server = serverErrors('inviteTeamMember', invite, locale).full_name;
      expect(formErrors(form, { full_name: name }, locale).full_name, locale).toEqual(server);
    }
    expect(serverErrors('inviteTeamMember', invite, 'vi').full_name).toEqual(['Nhập tối đa 100 ký tự.']);
  });

  it('is accepted alike: a value the server takes passes the form', () => {
    expect(serverErrors('register', SIGN_UP, 'en')).toEqual({});
    expect(formErrors(detailsSchema, SIGN_UP, 'en')).toEqual({});
  });
});

describe('the sign-up form', () => {
  it('checks the fields of the call it makes, with the contract’s own rules', () => {
    const { shape } = bodyOf('register') as unknown as { shape: Record<string, unknown> };
    expect(Object.keys(detailsSchema.shape).sort()).toEqual(Object.keys(shape).sort());
    expect(detailsSchema.shape.password).toBe(shape.password);
    expect(detailsSchema.shape.country).toBe(shape.country);
  });
});
