/**
 * Astro content collections. `copy`: the long texts of the screens, one Markdown file per text and language
 * (copy/en/<name>.md, copy/vi/<name>.md), read at build time: no JavaScript and no request at run time.
 */

import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { copyEntrySchema } from './lib/copy-schema.ts';

export const collections = {
  copy: defineCollection({ loader: glob({ pattern: '{en,vi}/*.md', base: './copy' }), schema: copyEntrySchema }),
};
