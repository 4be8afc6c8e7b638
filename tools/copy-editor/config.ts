/**
 * The Decap CMS configuration of the copy editor, built when the editor starts from the project's own sources:
 * the long texts' fields from their zod schema (schema-fields.ts) and the short texts' fields from the keys of
 * messages/en.json, grouped as messages/groups.json says: one entry per language (Decap knows an entry by its
 * file, so two entries on one file would be one), each group a collapsed section. Pure: the caller reads the files.
 */
import { COPY_LANGUAGES } from '../../src/lib/copy-schema.ts';
import { groupOf, type MessageGroup } from '../copy-check/message-groups.ts';
import { type EditorField, longTextFields } from './schema-fields.ts';

/** The custom formats the editor registers: messages/<lang>.json (browser/messages-format.ts) and the long texts (browser/long-text-format.ts). */
export const MESSAGES_FORMAT = 'messages-json';
export const LONG_TEXT_FORMAT = 'long-text-markdown';

export const LONG_TEXTS_COLLECTION = 'long-texts';
export const MESSAGES_COLLECTION = 'messages';

export type Messages = Readonly<Record<string, unknown>>;

export interface EditorConfigInput {
  /** decap-server's API, e.g. http://127.0.0.1:8081/api/v1. */
  readonly proxyUrl: string;
  readonly messages: { readonly en: Messages; readonly vi: Messages };
  /** messages/groups.json's groups. */
  readonly groups: readonly MessageGroup[];
}

export interface MessageFileEntry {
  readonly name: string;
  readonly label: string;
  readonly file: string;
  readonly fields: readonly EditorField[];
}

const LANGUAGE_NAMES: Readonly<Record<(typeof COPY_LANGUAGES)[number], string>> = {
  en: 'English',
  vi: 'Vietnamese',
};

/** Messages longer than this get a multi-line box. */
const LONG_MESSAGE = 70;

/** The message keys of a file: every key but `$schema`, in the file's order. */
export function messageKeys(messages: Messages): string[] {
  return Object.keys(messages).filter((key) => key !== '$schema');
}

/** Every group with its keys; a key no group claims goes to a last group, "Other texts". */
export function groupedKeys(
  keys: readonly string[],
  groups: readonly MessageGroup[],
): { group: MessageGroup; keys: string[] }[] {
  const all = [...groups];
  const other: MessageGroup = { name: 'Other texts', prefixes: [], about: '', notes: {} };
  const byGroup = new Map<MessageGroup, string[]>([...all, other].map((group) => [group, []]));
  for (const key of keys) byGroup.get(groupOf(key, all) ?? other)?.push(key);
  return [...byGroup].filter(([, list]) => list.length > 0).map(([group, list]) => ({ group, keys: list }));
}

/** A group's field name in the editor's data. */
export function groupField(group: MessageGroup): string {
  return slug(group.name);
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function messageHint(key: string, group: MessageGroup, language: string, english: unknown): string {
  const parts = [
    group.notes[key],
    language === 'en' ? undefined : `English: ${typeof english === 'string' ? english : '(missing)'}`,
  ];
  return parts.filter((part): part is string => Boolean(part)).join(' — ');
}

function messageField(key: string, group: MessageGroup, language: string, input: EditorConfigInput): EditorField {
  const value = (language === 'en' ? input.messages.en : input.messages.vi)[key];
  const hint = messageHint(key, group, language, input.messages.en[key]);
  const long = typeof value === 'string' && value.length > LONG_MESSAGE;
  return { name: key, label: key, widget: long ? 'text' : 'string', required: true, ...(hint ? { hint } : {}) };
}

/** A group as a collapsed section of its keys; its description rides on its first field (Decap shows none). */
function groupSection(group: MessageGroup, keys: readonly string[], language: string, input: EditorConfigInput) {
  return {
    name: groupField(group),
    label: group.name,
    widget: 'object',
    collapsed: true,
    required: true,
    fields: keys.map((key, index) => {
      const field = messageField(key, group, language, input);
      return index === 0 && group.about
        ? { ...field, hint: [group.about, field.hint].filter(Boolean).join(' — ') }
        : field;
    }),
  } satisfies EditorField;
}

/** One entry per language: messages/<language>.json, its keys in their groups. */
export function messageFileEntries(input: EditorConfigInput): MessageFileEntry[] {
  const sections = groupedKeys(messageKeys(input.messages.en), input.groups);
  return COPY_LANGUAGES.map((language) => ({
    name: `messages-${language}`,
    label: `Short texts — ${LANGUAGE_NAMES[language]}`,
    file: `messages/${language}.json`,
    fields: sections.map(({ group, keys }) => groupSection(group, keys, language, input)),
  }));
}

/** Each message key → the field of its group in the editor's data (browser/messages-format.ts nests by it). */
export function keyGroups(input: EditorConfigInput): Record<string, string> {
  return Object.fromEntries(
    groupedKeys(messageKeys(input.messages.en), input.groups).flatMap(({ group, keys }) =>
      keys.map((key) => [key, groupField(group)]),
    ),
  );
}

function longTextsCollection() {
  return {
    name: LONG_TEXTS_COLLECTION,
    label: 'Long texts',
    label_singular: 'Long text',
    description: 'The longer texts of the screens, in English and Vietnamese (copy/<language>/<name>.md).',
    folder: 'copy',
    extension: 'md',
    format: LONG_TEXT_FORMAT,
    identifier_field: 'title',
    summary: '{{title}} ({{filename}})',
    create: false,
    delete: false,
    i18n: true,
    fields: longTextFields(),
  };
}

function messagesCollection(input: EditorConfigInput) {
  return {
    name: MESSAGES_COLLECTION,
    label: 'Short texts',
    label_singular: 'Group of short texts',
    description:
      'Buttons, labels, headings and errors (messages/en.json and messages/vi.json), by part of the app: open a group to edit it. Keep words in braces, like {amount}, exactly as they are.',
    format: MESSAGES_FORMAT,
    extension: 'json',
    editor: { preview: false },
    files: messageFileEntries(input),
  };
}

/** The whole Decap configuration (passed to CMS.init; nothing is read from a config.yml). */
export function buildEditorConfig(input: EditorConfigInput) {
  return {
    load_config_file: false,
    backend: { name: 'proxy', proxy_url: input.proxyUrl, branch: 'main' },
    // Decap needs a media folder even when nothing is uploaded; images are named by path in the text.
    media_folder: 'public/images',
    public_folder: '/images',
    i18n: { structure: 'multiple_folders', locales: [...COPY_LANGUAGES], default_locale: 'en' },
    collections: [longTextsCollection(), messagesCollection(input)] as const,
  };
}

export type EditorConfig = ReturnType<typeof buildEditorConfig>;
