import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, isErrorCode } from '../../../server/errors/catalogue.ts';
import { FIELD_MESSAGES } from '../../../server/errors/field-messages.ts';
import { NOTIFICATION_PARAMS } from '../../../src/contract/calls/operator.ts';
import type { CallDefinition } from '../../../src/contract/define.ts';
import { FIELD_MESSAGE_KEYS } from '../../../src/contract/field-errors.ts';
import { CONTRACT } from '../../../src/contract/index.ts';

const CALLS_DIR = fileURLToPath(new URL('../../../src/contract/', import.meta.url));

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();
}

/** Custom messages the contract's schemas give (`.min(10, 'password_too_short')`, `{ message: 'x' }`, `{ error: 'x' }`). */
function customMessageKeys(): string[] {
  const files = readdirSync(join(CALLS_DIR, 'calls')).map((name) => join(CALLS_DIR, 'calls', name));
  const pattern = /(?:,\s*|(?:message|error):\s*)'([a-z]+(?:_[a-z]+)+)'\s*[),}]/g;
  const keys = [...files, join(CALLS_DIR, 'common.ts'), join(CALLS_DIR, 'fields.ts')].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1] as string),
  );
  // A list of the values a notification's words name is no message, though it reads like one.
  const names: ReadonlySet<string> = new Set(NOTIFICATION_PARAMS);
  return [...new Set(keys)].filter((key) => !names.has(key)).sort();
}

describe('the error catalogue', () => {
  it('has every business code a contract entry may answer with', () => {
    const calls: readonly CallDefinition[] = CONTRACT;
    const missing = calls.flatMap((call) => (call.errors ?? []).filter((code) => !isErrorCode(code)));
    expect(missing).toEqual([]);
  });

  it('uses stable UPPER_SNAKE codes, error statuses, and both languages with the same placeholders', () => {
    for (const [code, entry] of Object.entries(CATALOGUE)) {
      expect(code).toMatch(/^[A-Z]+(?:_[A-Z]+)*$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.en.trim()).not.toBe('');
      expect(entry.vi.trim()).not.toBe('');
      expect(entry.vi).not.toBe(entry.en);
      expect(placeholders(entry.vi), code).toEqual(placeholders(entry.en));
    }
  });

  it('never answers 401 for a business refusal, since the app signs out on any 401', () => {
    const unauthorised = Object.entries(CATALOGUE).filter(([, entry]) => entry.status === 401);
    expect(unauthorised.map(([code]) => code).sort()).toEqual([
      // Only the operator's admin endpoints answer it, and the app never calls them.
      'ADMIN_KEY_INVALID',
      // Only a request with an API key and no session answers it (integrations); the app never sends a key.
      'API_KEY_INVALID',
      'INVALID_CREDENTIALS',
      'SESSION_EXPIRED',
      'SIGNATURE_INVALID',
      'TIMESTAMP_STALE',
      'TOKEN_EXPIRED',
      'UNAUTHENTICATED',
    ]);
  });
});

describe('the field messages', () => {
  it('word every custom message the contract uses', () => {
    const keys = customMessageKeys();
    expect(keys).toContain('password_too_short');
    expect(keys).toContain('email_format');
    expect(keys.filter((key) => !Object.hasOwn(FIELD_MESSAGES, key))).toEqual([]);
  });

  it('are the field_ messages of messages/, one per key of the catalogue', () => {
    for (const locale of ['en', 'vi']) {
      const messages = JSON.parse(readFileSync(join(CALLS_DIR, `../../messages/${locale}.json`), 'utf8')) as object;
      const fieldKeys = Object.keys(messages).filter((key) => key.startsWith('field_'));
      expect(fieldKeys.sort()).toEqual(FIELD_MESSAGE_KEYS.map((key) => `field_${key}`).sort());
    }
  });

  it('have both languages with the same placeholders', () => {
    for (const [key, messages] of Object.entries(FIELD_MESSAGES)) {
      expect(messages.vi).not.toBe(messages.en);
      expect(placeholders(messages.vi), key).toEqual(placeholders(messages.en));
    }
  });
});
