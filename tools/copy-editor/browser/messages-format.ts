/**
 * How the editor reads and writes messages/<language>.json. The file is flat; the editor shows it by group, so
 * reading nests each key under its group's field (a key of no group, and `$schema`, stay on top) and writing
 * flattens it back. Decap keeps an entry's data in an Immutable map, whose order is not the file's, and writes JSON
 * with no final newline, so the file is written the way tools/add-messages.ts does: `$schema` first, keys sorted,
 * two spaces, a final newline — what Biome and `npm run check:copy` expect.
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

/** The flat file as the editor's data: each key under the field of its group. */
export function nestByGroup(values: MessageValues, keyGroups: Readonly<Record<string, string>>): MessageValues {
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const group = keyGroups[key];
    if (group === undefined) nested[key] = value;
    else nested[group] = { ...(nested[group] as MessageValues | undefined), [key]: value };
  }
  return nested;
}

/** The editor's data as the flat file: every group's keys, and what stayed on top. */
export function flattenGroups(nested: MessageValues): MessageValues {
  const flat: MessageValues = {};
  for (const [key, value] of Object.entries(nested)) {
    if (value !== null && typeof value === 'object') Object.assign(flat, value);
    else flat[key] = value;
  }
  return flat;
}
