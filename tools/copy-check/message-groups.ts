/**
 * The groups of the short texts (messages/groups.json), for translators and the copy editor: each group names a
 * part of the app by the beginnings of its keys (`home_`), says what it covers, and explains single messages whose
 * meaning is not obvious. Every message belongs to a group — the one with the longest matching beginning — and
 * every note describes a message that exists.
 */
import { z } from 'zod';
import { readJsonEntries, syntaxErrorLine } from './json-file.ts';
import { type CopyFile, type CopyProblem, problemAt } from './problems.ts';

const text = z.string().trim().min(1);

export const messageGroupsSchema = z.strictObject({
  groups: z
    .array(
      z.strictObject({
        name: text,
        /** Key beginnings, each ending in `_`. */
        prefixes: z.array(z.string().regex(/^[a-z][a-z0-9_]*_$/)).min(1),
        about: text,
        /** A note per message key, for the translator. */
        notes: z.record(z.string(), text),
      }),
    )
    .min(1),
});

export type MessageGroup = z.infer<typeof messageGroupsSchema>['groups'][number];

/** The group of a key: the one whose beginning matches the most of it. */
export function groupOf(key: string, groups: readonly MessageGroup[]): MessageGroup | undefined {
  let best: { group: MessageGroup; length: number } | undefined;
  for (const group of groups)
    for (const prefix of group.prefixes)
      if (key.startsWith(prefix) && prefix.length > (best?.length ?? 0)) best = { group, length: prefix.length };
  return best?.group;
}

function shapeProblem(file: CopyFile, issue: z.core.$ZodIssue | undefined): CopyProblem {
  const field = issue?.path.at(-1);
  const line = typeof field === 'string' ? file.text.split('\n').findIndex((row) => row.includes(`"${field}"`)) + 1 : 1;
  return problemAt(
    file,
    Math.max(line, 1),
    `The groups cannot be read: ${issue?.message ?? 'the file has another shape'} at ${issue?.path.join('.') || 'the top'}.`,
    'Each group needs a name, its key beginnings (each ending in _), what it is about, and notes ("key": "note"); ask a developer if unsure.',
  );
}

/** The groups of a file (nested JSON, so read whole), or the problem that keeps it from being read. */
export function readMessageGroups(file: CopyFile): { groups: MessageGroup[] | null; problems: CopyProblem[] } {
  if (file.text.trim() === '')
    return {
      groups: null,
      problems: [
        problemAt(
          file,
          1,
          'The file is empty or missing.',
          "Restore messages/groups.json from the last version that worked (your editor's history, or ask a developer).",
        ),
      ],
    };
  let value: unknown;
  try {
    value = JSON.parse(file.text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      groups: null,
      problems: [
        problemAt(
          file,
          syntaxErrorLine(file.text, message),
          'The file cannot be read.',
          'Look at this line and the one before it for a missing comma, a missing or extra quote ("), or a comma after the last entry.',
        ),
      ],
    };
  }
  const parsed = messageGroupsSchema.safeParse(value);
  return parsed.success
    ? { groups: parsed.data.groups, problems: [] }
    : { groups: null, problems: [shapeProblem(file, parsed.error.issues[0])] };
}

/** Messages that belong to no group, and notes for messages that do not exist. */
export function checkMessageGroups(groupsFile: CopyFile, english: CopyFile): CopyProblem[] {
  const read = readMessageGroups(groupsFile);
  const messages = readJsonEntries(english);
  if (!read.groups || !messages.readable) return read.problems;
  const groups = read.groups;
  const keys = Object.keys(messages.values).filter((key) => key !== '$schema');
  const ungrouped = keys
    .filter((key) => !groupOf(key, groups))
    .map((key) =>
      problemAt(
        english,
        messages.lines.get(key) ?? 1,
        `"${key}" belongs to no group of messages/groups.json, so translators do not know where it shows.`,
        `Start the key with the beginning of its screen's group (${groups.flatMap((group) => group.prefixes).join(', ')}), or ask a developer to add a group.`,
      ),
    );
  const stale = groups.flatMap((group) =>
    Object.keys(group.notes)
      .filter((key) => !(key in messages.values))
      .map((key) =>
        problemAt(
          groupsFile,
          groupsFile.text.split('\n').findIndex((row) => row.includes(`"${key}":`)) + 1,
          `The note for "${key}" describes a message that does not exist.`,
          `Delete the line "${key}" from the notes of "${group.name}", or correct the key.`,
          'warning',
        ),
      ),
  );
  return [...read.problems, ...ungrouped, ...stale];
}
