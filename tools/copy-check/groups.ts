/**
 * The groups of the short texts (messages/groups.json): which keys belong together on a screen, what the
 * screen is, and a note per key for the people who write and translate them. The copy editor shows one
 * group at a time. Without the file, every key prefix (the text before the first `_`) is a group of its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const GROUPS_FILE = 'messages/groups.json';

const groupSchema = z.object({
  name: z.string().min(1),
  prefixes: z.array(z.string().min(1)).min(1),
  about: z.string().default(''),
  notes: z.record(z.string(), z.string()).default({}),
});

const groupsFileSchema = z.object({ groups: z.array(groupSchema) });

export type MessageGroup = z.infer<typeof groupSchema>;

/** The groups of messages/groups.json under root; null when the file does not exist. Throws when it is broken. */
export function readMessageGroups(root: string): { groups: MessageGroup[] } | null {
  const path = join(root, GROUPS_FILE);
  if (!existsSync(path)) return null;
  return groupsFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** The group a key belongs to: the one with the longest prefix it starts with (`home_recent_` beats `home_`). */
export function groupOf(key: string, groups: readonly MessageGroup[]): MessageGroup | undefined {
  let best: { group: MessageGroup; length: number } | undefined;
  for (const group of groups) {
    for (const prefix of group.prefixes) {
      if (key.startsWith(prefix) && prefix.length > (best?.length ?? 0)) best = { group, length: prefix.length };
    }
  }
  return best?.group;
}

/** The fallback when there is no groups file: one group per key prefix, in the order the keys come. */
export function prefixGroups(keys: readonly string[]): MessageGroup[] {
  const prefixes = [...new Set(keys.map((key) => `${key.split('_')[0]}_`))];
  return prefixes.map((prefix) => ({ name: prefix.slice(0, -1), prefixes: [prefix], about: '', notes: {} }));
}
