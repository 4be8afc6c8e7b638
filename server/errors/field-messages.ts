/**
 * The words of field errors (the `errors` of a 422), per language: messages/{en,vi}.json's `field_<key>`, the
 * same entries a browser form's inline errors show (src/contract/field-errors.ts names the keys). A key
 * without its words in either language fails the typecheck here.
 */
import en from '../../messages/en.json' with { type: 'json' };
import vi from '../../messages/vi.json' with { type: 'json' };
import { FIELD_MESSAGE_KEYS, type FieldMessageKey } from '../../src/contract/field-errors.ts';
import type { Locale } from '../../src/lib/locale.ts';

type Messages = Readonly<Record<Locale, string>>;

function wordsOf(key: FieldMessageKey): Messages {
  const name = `field_${key}` as const;
  return { en: en[name], vi: vi[name] };
}

export const FIELD_MESSAGES: Readonly<Record<FieldMessageKey, Messages>> = Object.fromEntries(
  FIELD_MESSAGE_KEYS.map((key) => [key, wordsOf(key)]),
) as Record<FieldMessageKey, Messages>;
