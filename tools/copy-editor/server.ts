/**
 * The copy editor's two local servers: decap-server (proxy.ts) over the project folder, and a small static
 * server for the editor page — index.html, decap-cms.js from node_modules, the page script and the
 * configuration built at start from the project's schema and messages. Both listen on 127.0.0.1 only; nothing
 * of this reaches src/, public/ or dist/.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { MessageGroup } from '../copy-check/message-groups.ts';
import { readMessageGroups } from '../copy-check/message-groups.ts';
import { formatProblem } from '../copy-check/problems.ts';
import type { Messages } from './config.ts';
import { buildEditorPage } from './page-data.ts';
import { type RunningProxy, startProxy } from './proxy.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const DECAP_DIST = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));

export interface EditorOptions {
  /** The project folder whose copy/ and messages/ are edited. */
  readonly root: string;
  /** The editor page's port (0: any free one). */
  readonly port: number;
  /** decap-server's port. */
  readonly proxyPort: number;
  /** Where the app runs, for the "Open the real page" links. */
  readonly appUrl: string;
}

export interface RunningEditor {
  readonly url: string;
  close(): Promise<void>;
}

const INDEX_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>CamPay copy editor</title>
  <script>window.CMS_MANUAL_INIT = true;</script>
  <script src="./decap/decap-cms.js"></script>
</head>
<body>
  <script src="./editor.js"></script>
</body>
</html>
`;

function readMessages(root: string, language: string): Messages {
  return JSON.parse(readFileSync(join(root, 'messages', `${language}.json`), 'utf8')) as Messages;
}

/** messages/groups.json's groups; a broken file stops the editor with the copy check's words. */
function groupsOf(root: string): MessageGroup[] {
  const path = 'messages/groups.json';
  const { groups, problems } = readMessageGroups({ path, text: readFileSync(join(root, path), 'utf8') });
  if (!groups) throw new Error(problems.map(formatProblem).join('\n'));
  return groups;
}

/** The page data, built on every request so that a reload shows keys and groups added since the start. */
function pageJson(options: EditorOptions, proxyUrl: string): string {
  const input = {
    proxyUrl,
    messages: { en: readMessages(options.root, 'en'), vi: readMessages(options.root, 'vi') },
    groups: groupsOf(options.root),
  };
  return JSON.stringify(buildEditorPage(input, options.appUrl));
}

async function pageScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(HERE, 'browser', 'editor.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

function send(response: ServerResponse, type: string, body: string | Buffer): true {
  response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
  return true;
}

function handler(options: EditorOptions, proxyUrl: string, script: string) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const path = new URL(request.url ?? '/', 'http://editor').pathname;
    if (path === '/') return send(response, 'text/html; charset=utf-8', INDEX_HTML);
    if (path === '/page.json') return send(response, 'application/json', pageJson(options, proxyUrl));
    if (path === '/editor.js') return send(response, 'text/javascript', script);
    if (path === '/preview.css') return send(response, 'text/css', readFileSync(join(HERE, 'preview.css')));
    // Decap's bundle and its lazily loaded chunks, by file name only (no path reaches outside its dist/).
    if (path.startsWith('/decap/') && /^[\w.-]+\.js$/.test(basename(path))) {
      try {
        return send(response, 'text/javascript', readFileSync(join(DECAP_DIST, basename(path))));
      } catch {
        // falls through to 404
      }
    }
    response.writeHead(404).end();
    return false;
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const proxy: RunningProxy = await startProxy(options.root, options.proxyPort);
  const server = createServer(handler(options, proxy.url, await pageScript()));
  const port = await listen(server, options.port).catch((error: unknown) => {
    proxy.process.kill();
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      proxy.process.kill();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
