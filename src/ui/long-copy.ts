/**
 * A long text (copy/<language>/<name>.md) in the page's language, read at build time by the Astro components that
 * show it: its fields and its Markdown body as a component.
 */
import { getEntry, render } from 'astro:content';
import type { CopyName } from '../lib/copy-places.ts';
import type { CopyEntryData } from '../lib/copy-schema.ts';
import { getLocale } from '../lib/i18n.ts';

export interface LongCopyEntry extends CopyEntryData {
  readonly Content: Awaited<ReturnType<typeof render>>['Content'];
}

export async function loadLongCopy(name: CopyName): Promise<LongCopyEntry> {
  const id = `${getLocale()}/${name}`;
  const entry = await getEntry('copy', id);
  if (!entry) throw new Error(`copy/${id}.md is missing (npm run check:copy says which texts are)`);
  const { Content } = await render(entry);
  return { ...entry.data, Content };
}
