/**
 * The editor's fields of a long text, derived from the same zod schema Astro and `npm run check:copy` validate
 * with (src/lib/copy-schema.ts), through its JSON Schema: a field the schema requires is required in the
 * editor, an optional one is not, and the editor has no field the schema does not know. Only the words shown
 * to the editor (labels, hints) are written here.
 */
import { z } from 'zod';
import { copyEntrySchema } from '../../src/lib/copy-schema.ts';

export interface EditorField {
  readonly name: string;
  readonly label: string;
  readonly widget: 'string' | 'text' | 'object' | 'markdown';
  /** Required once its optional group is used (browser/group-check.ts): Decap's `required` cannot say so. */
  readonly required_in_group?: boolean;
  readonly required: boolean;
  readonly i18n?: boolean;
  readonly hint?: string;
  readonly pattern?: readonly [string, string];
  readonly fields?: readonly EditorField[];
  readonly [option: string]: unknown;
}

interface JsonSchemaNode {
  readonly type?: string;
  readonly properties?: Readonly<Record<string, JsonSchemaNode>>;
  readonly required?: readonly string[];
  readonly pattern?: string;
}

/** What the editor shows beside each field, by its path in the front matter. */
const WORDING: Readonly<Record<string, { label: string; hint?: string; pattern?: string }>> = {
  title: { label: 'Title', hint: 'The heading of the text.' },
  image: { label: 'Image', hint: 'A picture shown with the text. Leave it empty for none.' },
  'image.src': {
    label: 'Image file',
    hint: 'The path of a file in public/images/, for example /images/team.png.',
    pattern: 'Start with / and use no spaces, for example /images/team.png.',
  },
  'image.alt': { label: 'Image description', hint: 'What the image shows, for people who cannot see it.' },
  cta: { label: 'Button', hint: 'A button under the text. Leave it empty for none.' },
  'cta.label': { label: 'Button words', hint: 'For example: Create an account.' },
  'cta.route': {
    label: 'Button page',
    hint: 'The page the button opens, as in the address bar, for example /signup.',
    pattern: 'Start with / and use no spaces, for example /signup.',
  },
};

/**
 * A field; inside an optional group a required field is `required_in_group` instead of `required`, so that
 * the group can be left empty (browser/group-check.ts).
 */
function fieldOf(
  name: string,
  path: string,
  node: JsonSchemaNode,
  required: boolean,
  inOptional: boolean,
): EditorField {
  const wording = WORDING[path] ?? { label: name };
  const base = {
    name,
    label: wording.label,
    required: required && !inOptional,
    ...(required && inOptional ? { required_in_group: true } : {}),
    i18n: true,
    ...(wording.hint ? { hint: wording.hint } : {}),
  };
  if (node.type === 'object')
    return { ...base, widget: 'object', collapsed: !required, fields: fieldsOf(node, `${path}.`, required) };
  return {
    ...base,
    widget: 'string',
    ...(node.pattern ? { pattern: [node.pattern, wording.pattern ?? 'This is not written as it should be.'] } : {}),
  };
}

function fieldsOf(node: JsonSchemaNode, prefix = '', parentRequired = true): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, `${prefix}${name}`, child, required.has(name), !parentRequired),
  );
}

/** The front-matter fields of a long text, in the schema's order. */
export function frontMatterFields(schema: z.ZodType = copyEntrySchema): EditorField[] {
  return fieldsOf(z.toJSONSchema(schema, { io: 'input' }) as JsonSchemaNode);
}

/**
 * The Markdown body, limited to what the copy check and docs/EDITING-COPY.md allow: bold, italic, links and
 * lists; no headings, code, images or HTML (the rich-text editor writes Markdown, never tags).
 */
export const BODY_FIELD: EditorField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  required: true,
  i18n: true,
  hint: 'A blank line between paragraphs; use the buttons for bold, italic, links and lists.',
  buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'],
  editor_components: [],
  modes: ['rich_text', 'raw'],
  sanitize_preview: true,
};

/** Every field of a long text in the editor: the front matter's, then the body. */
export function longTextFields(): EditorField[] {
  return [...frontMatterFields(), BODY_FIELD];
}
