/**
 * The long-copy rules of the copy check (copy/<language>/<name>.md, front matter then Markdown): every text in
 * both languages, front matter that fits the schema (src/lib/copy-schema.ts) with its problems said in plain
 * words, a body, a call to action to a route that exists, an image that exists, no raw HTML, script or
 * `javascript:` link, only the names a page shows (src/lib/copy-places.ts) and every one of them, the words in
 * braces the page fills in kept in every language, and — as a warning — no Vietnamese text equal to the English one.
 */
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { COPY_LANGUAGES, copyEntrySchema } from '../../src/lib/copy-schema.ts';
import { type CopyFile, type CopyProblem, problemAt } from './problems.ts';

export interface ContentWorld {
  /** Whether a path is a route of the route table (a call to action must lead to one). */
  readonly routeExists: (path: string) => boolean;
  /** Whether an image path (`/images/…`) is a file of public/. */
  readonly publicFileExists: (path: string) => boolean;
  /** The texts the app shows, each with the words in braces its page fills in. */
  readonly places: Readonly<Record<string, { readonly routes: readonly string[]; readonly slots?: readonly string[] }>>;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
/** An HTML tag or comment; Markdown's autolinks (`<https://…>`) are not HTML. */
const RAW_HTML = /<(?!https?:|mailto:)(?:[a-z!/?][^>]*)>/i;
const SCRIPT_LINK = /javascript\s*:/i;
const SLOT = /\{([^{}\s]+)\}/g;

interface Parsed {
  readonly data: unknown;
  readonly body: string;
  /** The line the body starts on. */
  readonly bodyLine: number;
}

/** A text's front matter (YAML, between the two --- lines) and its body; null without front matter. */
export function splitFrontMatter(text: string): { front: string; body: string; bodyLine: number } | null {
  const match = FRONT_MATTER.exec(text);
  if (!match) return null;
  return { front: match[1] ?? '', body: text.slice(match[0].length), bodyLine: match[0].split('\n').length };
}

function parse(file: CopyFile): Parsed | CopyProblem {
  const split = splitFrontMatter(file.text);
  if (!split)
    return problemAt(
      file,
      1,
      'The text has no front matter: it must start with a line ---, its fields (title: …), and another line ---.',
      'Copy the first lines of another text in this folder and change the words.',
    );
  const document = parseDocument(split.front);
  const [yamlError] = document.errors;
  if (yamlError)
    return problemAt(
      file,
      1 + (yamlError.linePos?.[0].line ?? 1),
      'The fields between the --- lines cannot be read.',
      'Write each field as name: value, indent the fields of image and cta by two spaces, and put a value that holds a colon (:) or starts with a quote between double quotes.',
    );
  return { data: document.toJS(), body: split.body, bodyLine: split.bodyLine };
}

/** The line a field is written on in the front matter — or, when it is missing, its parent's — or 1. */
function fieldLine(file: CopyFile, path: readonly PropertyKey[]): number {
  const lines = file.text.split('\n').slice(0, (splitFrontMatter(file.text)?.bodyLine ?? 1) - 1);
  for (let depth = path.length; depth > 0; depth--) {
    const name = String(path[depth - 1]);
    const index = lines.findIndex((line, i) => i > 0 && line.includes(':') && line.split(':')[0]?.trim() === name);
    if (index !== -1) return index + 1;
  }
  return 1;
}

const FIELD_HELP: Readonly<Record<string, string>> = {
  title: 'Write the heading: title: Your heading.',
  'image.src': 'Put the image in public/images/ and write its path: src: /images/name.png.',
  'image.alt': 'Describe the image in a few words for people who cannot see it: alt: What the image shows.',
  'cta.label': 'Write the words of the button: label: Get started.',
  'cta.route': 'Write the page the button opens, starting with /: route: /signup.',
};

function schemaProblem(file: CopyFile, issue: z.core.$ZodIssue): CopyProblem {
  const name = issue.path.join('.');
  const help = FIELD_HELP[name] ?? 'Use only the fields title, image (src, alt) and cta (label, route).';
  if (issue.code === 'unrecognized_keys')
    return problemAt(
      file,
      fieldLine(file, [issue.keys[0] ?? '']),
      `"${issue.keys.join('", "')}" is not a field a text can have${name ? ` in ${name}` : ''}.`,
      'Use only the fields title, image (src, alt) and cta (label, route); check the spelling.',
    );
  const what =
    issue.code === 'invalid_type' && issue.input === undefined
      ? `The field "${name}" is missing.`
      : issue.code === 'too_small'
        ? `The field "${name}" is empty.`
        : `The field "${name}" is not written as it should be.`;
  return problemAt(file, fieldLine(file, issue.path), what, help);
}

function bodyProblems(file: CopyFile, parsed: Parsed): CopyProblem[] {
  if (parsed.body.trim() === '')
    return [
      problemAt(
        file,
        parsed.bodyLine,
        'The text has a title but no body.',
        'Write the text under the second --- line.',
      ),
    ];
  return parsed.body.split('\n').flatMap((line, index) => {
    const where = parsed.bodyLine + index;
    if (SCRIPT_LINK.test(line))
      return [
        problemAt(
          file,
          where,
          'The text holds a javascript: link, which could run code on the page.',
          'Link to a page of the app (/signup) or to a web address (https://…) instead.',
        ),
      ];
    if (RAW_HTML.test(line))
      return [
        problemAt(
          file,
          where,
          'The text holds HTML (a tag in < >), which the page does not show as written.',
          'Write it in Markdown instead: **bold**, *italic*, - a list item, [a link](/signup).',
        ),
      ];
    return [];
  });
}

function worldProblems(file: CopyFile, data: z.infer<typeof copyEntrySchema>, world: ContentWorld): CopyProblem[] {
  const problems: CopyProblem[] = [];
  if (data.cta && !world.routeExists(data.cta.route))
    problems.push(
      problemAt(
        file,
        fieldLine(file, ['route']),
        `The button leads to ${data.cta.route}, which is not a page of the app.`,
        'Write the path of a page that exists, as it appears in the address bar (for example /signup).',
      ),
    );
  if (data.image && !world.publicFileExists(data.image.src))
    problems.push(
      problemAt(
        file,
        fieldLine(file, ['src']),
        `The image ${data.image.src} does not exist.`,
        `Put the image at public${data.image.src}, or correct the path.`,
      ),
    );
  return problems;
}

/** The words in braces a text holds against the ones its page fills in: none lost, none made up. */
function slotProblems(file: CopyFile, expected: readonly string[]): CopyProblem[] {
  const found = new Set([...file.text.matchAll(SLOT)].map((match) => match[1] ?? ''));
  const lost = expected
    .filter((word) => !found.has(word))
    .map((word) =>
      problemAt(
        file,
        fieldLine(file, ['title']),
        `The text has lost {${word}}, which the page fills in.`,
        `Put {${word}} back, braces included, where the page should show it; you may move it but not translate it.`,
      ),
    );
  const unknown = [...found]
    .filter((word) => !expected.includes(word))
    .map((word) =>
      problemAt(
        file,
        file.text.split('\n').findIndex((line) => line.includes(`{${word}}`)) + 1,
        `The page fills in no {${word}} here, so it would show as written, braces included.`,
        expected.length > 0
          ? `Keep only ${expected.map((slot) => `{${slot}}`).join(', ')}; write other words without braces.`
          : 'Write the word without braces.',
      ),
    );
  return [...lost, ...unknown];
}

/** The problems of one text, and its fields and body when it can be read (for comparing the languages). */
function checkEntry(
  file: CopyFile,
  slots: readonly string[],
  world: ContentWorld,
): { problems: CopyProblem[]; parsed: Parsed | null } {
  const parsed = parse(file);
  if ('severity' in parsed) return { problems: [parsed], parsed: null };
  const result = copyEntrySchema.safeParse(parsed.data ?? {});
  const problems = result.success
    ? worldProblems(file, result.data, world)
    : result.error.issues.map((issue) => schemaProblem(file, issue));
  return { problems: [...problems, ...bodyProblems(file, parsed), ...slotProblems(file, slots)], parsed };
}

/** A text the app shows that has no file in any language. */
function missingProblems(names: Iterable<string>, present: ReadonlyMap<string, unknown>): CopyProblem[] {
  return [...names]
    .filter((name) => !present.has(name))
    .map((name) =>
      problemAt(
        { path: `copy/en/${name}.md`, text: '' },
        1,
        `The text "${name}" is missing: a page of the app shows it.`,
        `Create copy/en/${name}.md and copy/vi/${name}.md (copy the first lines of another text and change the words).`,
      ),
    );
}

/** `copy/en/auth-panel.md` → its language and name; null for a file outside the language folders. */
export function entryName(path: string): { language: string; name: string } | null {
  const match = /(?:^|\/)copy\/([^/]+)\/([^/]+)\.md$/.exec(path);
  return match?.[1] && match[2] ? { language: match[1], name: match[2] } : null;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', vi: 'Vietnamese' };

function pairProblems(
  byName: ReadonlyMap<string, Map<string, { file: CopyFile; parsed: Parsed | null }>>,
): CopyProblem[] {
  return [...byName].flatMap(([name, languages]) => {
    const missing = COPY_LANGUAGES.filter((language) => !languages.has(language));
    const [present] = [...languages.values()];
    if (missing.length > 0 && present)
      return missing.map((language) =>
        problemAt(
          present.file,
          1,
          `This text has no ${LANGUAGE_NAMES[language]} version (copy/${language}/${name}.md).`,
          `Create copy/${language}/${name}.md with the same fields, in ${LANGUAGE_NAMES[language]}.`,
        ),
      );
    const en = languages.get('en');
    const vi = languages.get('vi');
    if (en?.parsed && vi?.parsed && en.file.text.trim() === vi.file.text.trim())
      return [
        problemAt(
          vi.file,
          1,
          'This text is the same in Vietnamese as in English, so it is probably not translated yet.',
          'Translate the title and the text (and the button and image description, if any).',
          'warning',
        ),
      ];
    return [];
  });
}

export function checkContent(
  files: readonly CopyFile[],
  world: ContentWorld,
): { problems: CopyProblem[]; checked: number } {
  const problems: CopyProblem[] = [];
  const byName = new Map<string, Map<string, { file: CopyFile; parsed: Parsed | null }>>();
  for (const file of files) {
    const entry = entryName(file.path);
    if (!file.path.endsWith('.md')) {
      problems.push(
        problemAt(
          file,
          1,
          'Only Markdown files (.md) are read in this folder; no page shows this one.',
          'Put images in public/images/, and write texts as .md files.',
        ),
      );
      continue;
    }
    if (!entry || !(COPY_LANGUAGES as readonly string[]).includes(entry.language)) {
      problems.push(
        problemAt(
          file,
          1,
          'This file is outside the language folders, so no page shows it.',
          `Move it into ${COPY_LANGUAGES.map((language) => `copy/${language}/`).join(' and ')}.`,
        ),
      );
      continue;
    }
    const place = Object.hasOwn(world.places, entry.name) ? world.places[entry.name] : undefined;
    if (!place) {
      problems.push(
        problemAt(
          file,
          1,
          `No page shows a text named "${entry.name}".`,
          'Give the file the name of an existing text (docs/EDITING-COPY.md lists them), or ask a developer to place a new text on a page.',
        ),
      );
      continue;
    }
    const checked = checkEntry(file, place.slots ?? [], world);
    problems.push(...checked.problems);
    const languages = byName.get(entry.name) ?? new Map();
    languages.set(entry.language, { file, parsed: checked.parsed });
    byName.set(entry.name, languages);
  }
  const missing = missingProblems(Object.keys(world.places), byName);
  return { problems: [...problems, ...pairProblems(byName), ...missing], checked: byName.size };
}
