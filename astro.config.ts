import react from '@astrojs/react';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'astro/config';
import UnoCSS from 'unocss/astro';
import { CLIENT_FILE_NAMES, clientChunkOptions, codeSplitting } from './tools/chunking.ts';
import { inlineScripts } from './tools/inline-scripts.ts';
import { paraglideOptions } from './tools/paraglide-options.ts';
import { staticHost } from './tools/static-host/integration.ts';

/** The reference API the copy editor's live pages (`astro dev`, tools/copy-editor/live-app.ts) send /api to. */
const editorApi = process.env.EDIT_COPY_API;

export default defineConfig({
  output: 'static',
  trailingSlash: 'never',
  build: {
    format: 'file',
    // One round trip: each page carries its critical CSS (PRODUCT.md section 5).
    inlineStylesheets: 'always',
  },
  devToolbar: { enabled: false },
  integrations: [UnoCSS({ injectReset: true }), react(), staticHost()],
  vite: {
    plugins: [inlineScripts(), paraglideVitePlugin(paraglideOptions), clientChunkOptions()],
    ...(editorApi ? { server: { proxy: { '/api': editorApi } } } : {}),
    // Few, larger chunks for the islands (docs/decisions/008).
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: codeSplitting(), ...CLIENT_FILE_NAMES } } } },
    },
  },
});
