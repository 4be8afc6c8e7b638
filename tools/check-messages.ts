/**
 * Fails when messages/en.json and messages/vi.json drift apart: a key in one language only, an
 * empty message, or placeholders that differ. Written for the copy editors who change these files.
 */
import { readFileSync } from 'node:fs';

type Messages = Record<string, string>;

function load(locale: string): Messages {
  const file = `messages/${locale}.json`;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    delete data.$schema;
    return data;
  } catch (error) {
    console.error(`${file} is not valid JSON (check for a missing comma or quote): ${String(error)}`);
    process.exit(1);
  }
}

function placeholders(text: string): string {
  return [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

/** Every problem found, as sentences. */
export function findProblems(en: Messages, vi: Messages): string[] {
  const problems: string[] = [];
  for (const key of new Set([...Object.keys(en), ...Object.keys(vi)])) {
    const english = en[key];
    const vietnamese = vi[key];
    if (english === undefined) problems.push(`"${key}" is in vi.json but missing from en.json.`);
    else if (vietnamese === undefined) problems.push(`"${key}" is in en.json but missing from vi.json.`);
    else if (!english.trim() || !vietnamese.trim()) problems.push(`"${key}" is empty in one language.`);
    else if (placeholders(english) !== placeholders(vietnamese))
      problems.push(
        `"${key}" uses different {placeholders} in English and Vietnamese; keep the names in braces as they are.`,
      );
  }
  return problems;
}

if (import.meta.main) {
  const problems = findProblems(load('en'), load('vi'));
  if (problems.length > 0) {
    console.error(`Messages need attention:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.info('Messages: English and Vietnamese match.');
}
