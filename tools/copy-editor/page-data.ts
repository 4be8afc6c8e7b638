/**
 * What the editor page receives at start (served as page.json): Decap's configuration and what the page
 * script needs beside it — the decap-server URL, the group of each message key (the editor shows the flat
 * files by group) and where each long text shows in the app (src/lib/copy-places.ts).
 */

import { COPY_PLACES } from '../../src/lib/copy-places.ts';
import {
  buildEditorConfig,
  type EditorConfig,
  type EditorConfigInput,
  keyGroups,
  LONG_TEXT_FORMAT,
  LONG_TEXTS_COLLECTION,
  MESSAGES_COLLECTION,
  MESSAGES_FORMAT,
} from './config.ts';
import { type EditorField, longTextFields } from './schema-fields.ts';

export interface EditorPage {
  readonly config: EditorConfig;
  readonly proxyUrl: string;
  readonly messagesCollection: string;
  readonly longTextsCollection: string;
  readonly messagesFormat: string;
  readonly longTextFormat: string;
  /** The long texts' fields, for the save check of optional groups. */
  readonly longTextFields: readonly EditorField[];
  /** Each message key → its group's field in the editor's data. */
  readonly keyGroups: Readonly<Record<string, string>>;
  /** Each long text's name → the URL of the app page it shows on (absent: no page known). */
  readonly realPages: Readonly<Record<string, string>>;
}

export function buildEditorPage(input: EditorConfigInput, appUrl: string): EditorPage {
  // The first page a text shows on; the language follows the app's own setting.
  const realPages = Object.fromEntries(
    Object.entries(COPY_PLACES).flatMap(([name, place]) =>
      place.routes[0] === undefined ? [] : [[name, new URL(place.routes[0], appUrl).href]],
    ),
  );
  return {
    config: buildEditorConfig(input),
    proxyUrl: input.proxyUrl,
    messagesCollection: MESSAGES_COLLECTION,
    longTextsCollection: LONG_TEXTS_COLLECTION,
    messagesFormat: MESSAGES_FORMAT,
    longTextFormat: LONG_TEXT_FORMAT,
    longTextFields: longTextFields(),
    keyGroups: keyGroups(input),
    realPages,
  };
}
