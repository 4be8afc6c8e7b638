/** The select's keyboard and search rules as plain functions, so they are testable without a DOM. */

/** One choice of a select. */
export interface SelectOption {
  value: string;
  label: string;
  description?: string;
  /** Icon class, e.g. `i-lucide-landmark`. */
  icon?: string;
  /** A small picture before the label, e.g. a country's flag (4:3): decorative, the label names the option. */
  image?: string;
  disabled?: boolean;
}

/** Lower case without Vietnamese tone marks, so "ngoai thuong" finds "Ngoại thương". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'd')
    .toLowerCase();
}

/** Options whose label or description contains every word of the query. */
export function filterOptions(options: readonly SelectOption[], query: string): readonly SelectOption[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const haystack = foldText(`${option.label} ${option.description ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The next enabled index from `from` in `step` direction, wrapping; -1 when nothing is enabled. */
export function moveIndex(options: readonly SelectOption[], from: number, step: 1 | -1): number {
  const count = options.length;
  for (let offset = 1; offset <= count; offset += 1) {
    const index = (((from + step * offset) % count) + count) % count;
    if (!options[index]?.disabled) return index;
  }
  return -1;
}

/** The first (or last) enabled index; -1 when nothing is enabled. */
export function edgeIndex(options: readonly SelectOption[], edge: 'first' | 'last'): number {
  return edge === 'first' ? moveIndex(options, -1, 1) : moveIndex(options, options.length, -1);
}

/**
 * Type-ahead: the next enabled option after `from` whose label starts with `typed` (repeating
 * one letter cycles through the options starting with it, like a native select).
 */
export function typeAheadIndex(options: readonly SelectOption[], typed: string, from: number): number {
  const prefix = foldText(typed);
  if (!prefix) return -1;
  const cycling = [...prefix].every((char) => char === prefix[0]);
  const needle = cycling ? prefix.slice(0, 1) : prefix;
  const start = cycling ? from + 1 : Math.max(from, 0);
  const count = options.length;
  for (let offset = 0; offset < count; offset += 1) {
    const index = (start + offset) % count;
    const option = options[index];
    if (option && !option.disabled && foldText(option.label).startsWith(needle)) return index;
  }
  return -1;
}
