/**
 * How the editor reads and writes messages/<language>.json. Decap keeps an entry's data in an Immutable map,
 * whose order is not the file's, and writes JSON with no final newline; and each group entry holds a copy of the
 * whole file, stale for every key another save changed since it was opened. So a save takes the file as it is
 * on disk now, sets only the keys of the group being saved, and writes it the way tools/add-messages.ts does:
 * `$schema` first, keys sorted, two spaces, a final newline — what Biome and `npm run check:copy` expect.
 */

export type MessageValues = Record<string, unknown>;

/** The keys in the order the project's files keep them: `$schema`, then the keys sorted. */
export function orderedMessages(values: MessageValues): MessageValues {
  const keys = Object.keys(values).sort((a, b) =>
    a === '$schema' ? -1 : b === '$schema' ? 1 : a.localeCompare(b, 'en'),
  );
  return Object.fromEntries(keys.map((key) => [key, values[key]]));
}

export function messagesToFile(values: MessageValues): string {
  return `${JSON.stringify(orderedMessages(values), null, 2)}\n`;
}

/** The file on disk with only the saved group's keys replaced: every other key as it is on disk now. */
export function mergeGroup(onDisk: MessageValues, edited: MessageValues, groupKeys: readonly string[]): MessageValues {
  const merged: MessageValues = { ...onDisk };
  for (const key of groupKeys) if (key in edited) merged[key] = edited[key];
  return merged;
}
