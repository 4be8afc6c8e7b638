/**
 * Add or update messages in both languages at once, keeping the files sorted:
 *   node tools/add-messages.ts '{"key":{"en":"English","vi":"Tiếng Việt"}}'
 * Read-modify-write in one step so parallel edits to other keys are not lost.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Entry = { en: string; vi: string };
const input = JSON.parse(process.argv[2] ?? '{}') as Record<string, Entry>;

for (const locale of ['en', 'vi'] as const) {
  const file = `messages/${locale}.json`;
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  for (const [key, entry] of Object.entries(input)) {
    if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`message key "${key}" must be snake_case`);
    if (!entry.en || !entry.vi) throw new Error(`message "${key}" needs both en and vi`);
    messages[key] = entry[locale];
  }
  const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
