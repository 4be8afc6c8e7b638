/**
 * `npm run edit-copy`: the copy editor in the browser (docs/EDITING-COPY.md, "Editing in the browser"), with the
 * real pages live beside it (live-app.ts: astro dev and the demo API; EDIT_COPY_APP_PORT, default 8092, and
 * EDIT_COPY_API_PORT, default 8093). `--root DIR` (or EDIT_COPY_ROOT) edits another project folder; EDIT_COPY_PORT
 * (default 8090) and EDIT_COPY_PROXY_PORT (default 8081) choose the editor's ports; EDIT_COPY_APP_URL, when set,
 * is where "Open the real page" leads instead, and no live pages are started (`--no-live` starts none either).
 */
import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';
import { type LiveApp, startLiveApp } from './live-app.ts';
import { startEditor } from './server.ts';

function rootFromArgs(): string {
  const at = process.argv.indexOf('--root');
  return resolve(at === -1 ? (process.env.EDIT_COPY_ROOT ?? process.cwd()) : (process.argv[at + 1] ?? process.cwd()));
}

const root = rootFromArgs();
const live: LiveApp | null =
  process.env.EDIT_COPY_APP_URL || process.argv.includes('--no-live')
    ? null
    : await startLiveApp(
        root,
        Number(process.env.EDIT_COPY_APP_PORT ?? 8092),
        Number(process.env.EDIT_COPY_API_PORT ?? 8093),
      );
const editor = await startEditor({
  root,
  port: Number(process.env.EDIT_COPY_PORT ?? 8090),
  proxyPort: Number(process.env.EDIT_COPY_PROXY_PORT ?? 8081),
  appUrl: live?.url ?? process.env.EDIT_COPY_APP_URL ?? 'http://127.0.0.1:4321',
}).catch((error: unknown) => {
  live?.close();
  throw error;
});
console.info(`Copy editor: open ${editor.url} in your browser. Stop it with Ctrl+C.`);
if (live)
  console.info(
    `The real pages, live: ${live.url} (sign in with director@demo.test, password ${DEMO_PASSWORD}, to see the app's pages).`,
  );
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    live?.close();
    void editor.close().then(() => process.exit(0));
  });
}
