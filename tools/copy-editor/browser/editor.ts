/**
 * The copy editor's page script: registers the messages format (flat file ↔ groups), the long-text format with
 * its save check, and the preview of a long text, then starts Decap CMS with the configuration the server built.
 * Served to the browser with its types stripped (server.ts); `CMS` and `h` are globals of decap-cms.js.
 */
import type { EditorPage } from '../page-data.ts';
import { type GroupField, missingInGroups } from './group-check.ts';
import { longTextFromFile, longTextToFile } from './long-text-format.ts';
import { flattenGroups, type MessageValues, messagesToFile, nestByGroup } from './messages-format.ts';
import { registerLongTextPreview } from './preview.ts';

interface ImmutableMap {
  get(key: string): unknown;
  toJS(): MessageValues;
}

interface DecapCms {
  init(options: { config: unknown }): void;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): MessageValues; toFile(data: MessageValues): string },
  ): void;
  registerEventListener(listener: {
    name: 'preSave';
    handler(event: { entry: ImmutableMap }): Promise<ImmutableMap | undefined>;
  }): void;
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(collection: string, component: unknown): void;
}

declare global {
  interface Window {
    CMS: DecapCms;
  }
}

/** Decap passes plain objects to formats today; an Immutable map is turned into one in case that changes. */
function plain(data: MessageValues | ImmutableMap): MessageValues {
  return typeof data.toJS === 'function' ? (data as ImmutableMap).toJS() : (data as MessageValues);
}

function registerMessages(cms: DecapCms, page: EditorPage): void {
  cms.registerCustomFormat(page.messagesFormat, 'json', {
    fromFile: (text) => nestByGroup(JSON.parse(text) as MessageValues, page.keyGroups),
    // Decap hands the data as a plain object here; the order and layout are the project's, not Decap's.
    toFile: (data) => messagesToFile(flattenGroups(plain(data))),
  });
}

function registerLongTexts(cms: DecapCms, page: EditorPage): void {
  cms.registerCustomFormat(page.longTextFormat, 'md', {
    fromFile: longTextFromFile,
    toFile: (data) => longTextToFile(plain(data)),
  });
  const fields: readonly GroupField[] = page.longTextFields;
  cms.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      if (entry.get('collection') !== page.longTextsCollection) return undefined;
      // The default language's data, then each other language's (Decap keeps them under `i18n`).
      const others = (entry.get('i18n') as ImmutableMap | undefined)?.toJS() ?? {};
      const languages = [
        (entry.get('data') as ImmutableMap).toJS(),
        ...Object.values(others).map((side) => ((side as { data?: MessageValues }).data ?? {}) as MessageValues),
      ];
      const missing = languages.flatMap((data) => missingInGroups(data, fields));
      if (missing.length > 0) throw new Error(`Fill in or empty: ${[...new Set(missing)].join(', ')}.`);
      return undefined;
    },
  });
}

async function start(): Promise<void> {
  const page = (await (await fetch('./page.json')).json()) as EditorPage;
  const cms = window.CMS;
  registerMessages(cms, page);
  registerLongTexts(cms, page);
  registerLongTextPreview(cms, page);
  cms.init({ config: page.config });
}

void start();
