/**
 * The shape of a long text the marketing team edits (copy/<language>/<name>.md): the front matter's fields.
 * Astro validates every entry with it at build time (src/content.config.ts) and `npm run check:copy` explains
 * in plain words what breaks it (tools/copy-check/content.ts).
 */
import { z } from 'zod';

/** The languages every long text is written in, one folder each. */
export const COPY_LANGUAGES = ['en', 'vi'] as const;

const text = z.string().trim().min(1);

export const copyEntrySchema = z.strictObject({
  title: text,
  /** An image from public/ (`/images/…`), always with a description for people who cannot see it. */
  image: z.strictObject({ src: z.string().regex(/^\/\S+$/), alt: text }).optional(),
  /** A button under the text, to a route of the route table. */
  cta: z.strictObject({ label: text, route: z.string().regex(/^\/\S*$/) }).optional(),
});

export type CopyEntryData = z.infer<typeof copyEntrySchema>;
