import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { copyEntrySchema } from '../../src/lib/copy-schema.ts';
import { readMessageGroups } from '../../tools/copy-check/message-groups.ts';
import { missingInGroups } from '../../tools/copy-editor/browser/group-check.ts';
import { longTextFromFile, longTextToFile } from '../../tools/copy-editor/browser/long-text-format.ts';
import { flattenGroups, messagesToFile, nestByGroup } from '../../tools/copy-editor/browser/messages-format.ts';
import { buildEditorConfig, keyGroups, type Messages, messageKeys } from '../../tools/copy-editor/config.ts';
import type { EditorField } from '../../tools/copy-editor/schema-fields.ts';

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Messages;
const messages = { en: readJson('messages/en.json'), vi: readJson('messages/vi.json') };
const groupsPath = 'messages/groups.json';
const groups = readMessageGroups({ path: groupsPath, text: readFileSync(groupsPath, 'utf8') }).groups ?? [];
const input = { proxyUrl: 'http://127.0.0.1:1/api/v1', messages, groups };
const config = buildEditorConfig(input);
const [longTexts, messageCollection] = config.collections;

interface SchemaNode {
  readonly properties?: Record<string, SchemaNode>;
  readonly required?: readonly string[];
}

/** What the editor must ask for, read from the schema: each field, whether it is required, and in which group. */
function expectFieldsMatch(fields: readonly EditorField[], node: SchemaNode, inOptionalGroup: boolean): void {
  const names = Object.keys(node.properties ?? {});
  expect(fields.map((field) => field.name).sort()).toEqual([...names].sort());
  for (const field of fields) {
    const child = node.properties?.[field.name] ?? {};
    const required = node.required?.includes(field.name) ?? false;
    // Inside an optional group, "required" means "required once the group is used" (browser/group-check.ts).
    const editorRequired = inOptionalGroup ? field.required_in_group === true : field.required;
    expect({ field: field.name, required: editorRequired }).toEqual({ field: field.name, required });
    if (inOptionalGroup) expect(field.required).toBe(false);
    if (child.properties) expectFieldsMatch(field.fields ?? [], child, inOptionalGroup || !required);
  }
}

describe('the copy editor configuration', () => {
  it('asks for exactly the fields of the long-text schema, required where the schema requires them', () => {
    const schema = z.toJSONSchema(copyEntrySchema, { io: 'input' }) as SchemaNode;
    const fields = longTexts.fields;
    const body = fields.find((field) => field.name === 'body');
    expect(body).toMatchObject({ widget: 'markdown', required: true });
    expectFieldsMatch(
      fields.filter((field) => field.name !== 'body'),
      schema,
      false,
    );
  });

  it('edits the long texts in both languages, with no entry created or deleted', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: ['en', 'vi'], default_locale: 'en' });
    expect(longTexts).toMatchObject({ folder: 'copy', create: false, delete: false, i18n: true });
  });

  it('offers every message key exactly once per language, required, in the sections of its group', () => {
    const files = messageCollection.files;
    expect(files.map((file) => file.file)).toEqual(['messages/en.json', 'messages/vi.json']);
    expect(groups.length).toBeGreaterThan(5);
    for (const file of files) {
      expect(file.fields.map((section) => section.label)).toEqual(groups.map((group) => group.name));
      const fields = file.fields.flatMap((section) => section.fields ?? []);
      expect(fields.map((field) => field.name).sort()).toEqual(messageKeys(messages.en).sort());
      expect(fields.every((field) => field.required)).toBe(true);
    }
    const vietnameseHome = files[1]?.fields.find((section) => section.label === 'Home')?.fields ?? [];
    expect(vietnameseHome.find((field) => field.name === 'home_held')?.hint).toBe(
      `{held} is an amount of money set aside for withdrawals not finished yet. — English: ${String(messages.en.home_held)}`,
    );
  });
});

describe('the editor file formats', () => {
  it('writes a messages file exactly as the project keeps it', () => {
    const text = readFileSync('messages/vi.json', 'utf8');
    expect(messagesToFile(JSON.parse(text) as Record<string, unknown>)).toBe(text);
  });

  it('shows the flat file by group and writes it back flat, unchanged', () => {
    const text = readFileSync('messages/en.json', 'utf8');
    const nested = nestByGroup(JSON.parse(text) as Record<string, unknown>, keyGroups(input));
    expect(nested.$schema).toBe('https://inlang.com/schema/inlang-message-format');
    expect(nested.home).toMatchObject({ home_held: messages.en.home_held });
    expect(messagesToFile(flattenGroups(nested))).toBe(text);
  });

  it('reads and writes a long text unchanged, and leaves out an empty optional group', () => {
    const text = readFileSync('copy/en/auth-panel.md', 'utf8');
    expect(longTextToFile(longTextFromFile(text))).toBe(text);
    const withEmptyImage = longTextToFile({ title: 'T', image: { src: '', alt: '' }, body: 'B' });
    expect(withEmptyImage).toBe('---\ntitle: T\n---\n\nB\n');
  });
});

describe('the long texts in the editor', () => {
  it('keeps every field and the body of every text through a read and a write', () => {
    const files = readdirSync('copy', { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.md'));
    expect(files.length).toBeGreaterThan(20);
    for (const path of files) {
      const data = longTextFromFile(readFileSync(`copy/${path}`, 'utf8'));
      const again = longTextFromFile(longTextToFile(data));
      expect({ ...again, body: String(again.body).trim() }).toEqual({ ...data, body: String(data.body).trim() });
    }
  });

  it('refuses a used image or button with a required part empty, and lets an unused one be', () => {
    const fields = longTexts.fields;
    expect(missingInGroups({ title: 'T', image: { src: '/images/team.png', alt: ' ' } }, fields)).toEqual([
      'Image: Image description',
    ]);
    expect(missingInGroups({ title: 'T', cta: { label: 'Go', route: '' } }, fields)).toEqual(['Button: Button page']);
    expect(missingInGroups({ title: 'T', image: { src: '', alt: '' }, cta: { label: '', route: '' } }, fields)).toEqual(
      [],
    );
    expect(missingInGroups({ title: 'T', cta: { label: 'Go', route: '/signup' } }, fields)).toEqual([]);
  });
});

describe('the editor stays out of the app', () => {
  it('is named by nothing the app builds from (src/, public/, astro.config.ts), so dist/ cannot hold it', () => {
    const files = ['src', 'public'].flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((path) => `${folder}/${path}`),
    );
    const texts = files.filter((path) => /\.(?:ts|tsx|astro|js|mjs|html|css)$/.test(path));
    expect(texts.length).toBeGreaterThan(50);
    const naming = [...texts, 'astro.config.ts'].filter((path) =>
      /decap|copy-editor/i.test(readFileSync(path, 'utf8')),
    );
    expect(naming).toEqual(['astro.config.ts']);
    // astro.config.ts names the editor only for the dev server's /api proxy, never in a build.
    expect(readFileSync('astro.config.ts', 'utf8')).toMatch(/EDIT_COPY_API[\s\S]*server: \{ proxy/);
  });
});
