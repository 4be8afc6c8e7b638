/**
 * What the editor page receives at start (served as page.json): Decap's configuration and what the page
 * script needs beside it — the decap-server URL, the keys of each message group (a save writes only those)
 * and where each long text shows in the app.
 */

import {
  buildEditorConfig,
  type EditorConfig,
  type EditorConfigInput,
  LONG_TEXT_FORMAT,
  LONG_TEXTS_COLLECTION,
  MESSAGES_COLLECTION,
  MESSAGES_FORMAT,
  messageFileEntries,
} from './config.ts';
import { type EditorField, longTextFields } from './schema-fields.ts';

/** The app page each long text shows on (docs/EDITING-COPY.md's table); the language follows the app's setting. */
export const LONG_TEXT_PAGES: Readonly<Record<string, string>> = {
  'auth-panel': '/signup',
};

export interface EditorPage {
  readonly config: EditorConfig;
  readonly proxyUrl: string;
  readonly messagesCollection: string;
  readonly longTextsCollection: string;
  readonly messagesFormat: string;
  readonly longTextFormat: string;
  /** The long texts' fields, for the save check of optional groups. */
  readonly longTextFields: readonly EditorField[];
  /** Each message entry's name → the keys it edits. */
  readonly groupKeys: Readonly<Record<string, readonly string[]>>;
  /** Each long text's name → the URL of the app page it shows on (absent: no page known). */
  readonly realPages: Readonly<Record<string, string>>;
}

export function buildEditorPage(input: EditorConfigInput, appUrl: string): EditorPage {
  const groupKeys = Object.fromEntries(
    messageFileEntries(input).map((entry) => [entry.name, entry.fields.map((field) => field.name)]),
  );
  const realPages = Object.fromEntries(
    Object.entries(LONG_TEXT_PAGES).map(([name, path]) => [name, new URL(path, appUrl).href]),
  );
  return {
    config: buildEditorConfig(input),
    proxyUrl: input.proxyUrl,
    messagesCollection: MESSAGES_COLLECTION,
    longTextsCollection: LONG_TEXTS_COLLECTION,
    messagesFormat: MESSAGES_FORMAT,
    longTextFormat: LONG_TEXT_FORMAT,
    longTextFields: longTextFields(),
    groupKeys,
    realPages,
  };
}
