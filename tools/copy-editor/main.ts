/**
 * `npm run edit-copy`: the copy editor in the browser (docs/EDITING-COPY.md, "Editing in the browser").
 * `--root DIR` (or EDIT_COPY_ROOT) edits another project folder; EDIT_COPY_PORT (default 8090) and
 * EDIT_COPY_PROXY_PORT (default 8081) choose the ports; EDIT_COPY_APP_URL is where "Open the real page" leads
 * (default http://127.0.0.1:4321, where `npm start` serves the app).
 */
import { resolve } from 'node:path';
import { startEditor } from './server.ts';

function rootFromArgs(): string {
  const at = process.argv.indexOf('--root');
  return resolve(at === -1 ? (process.env.EDIT_COPY_ROOT ?? process.cwd()) : (process.argv[at + 1] ?? process.cwd()));
}

const editor = await startEditor({
  root: rootFromArgs(),
  port: Number(process.env.EDIT_COPY_PORT ?? 8090),
  proxyPort: Number(process.env.EDIT_COPY_PROXY_PORT ?? 8081),
  appUrl: process.env.EDIT_COPY_APP_URL ?? 'http://127.0.0.1:4321',
});
console.info(`Copy editor: open ${editor.url} in your browser. Stop it with Ctrl+C.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void editor.close().then(() => process.exit(0));
  });
}
