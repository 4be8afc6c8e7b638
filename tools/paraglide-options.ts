/** Paraglide compiler options shared by the Vite plugin and the standalone compile script. */
import type { CompilerOptions } from '@inlang/paraglide-js';

export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // The page's own <html lang> first: islands hydrate in the language they were prerendered in.
  // At build time the page sets the global variable before rendering.
  strategy: ['custom-document', 'globalVariable', 'baseLocale'],
  cookieName: 'nf_lang',
  cookieMaxAge: 365 * 24 * 60 * 60,
  emitReadme: false,
  emitPrettierIgnore: false,
} satisfies CompilerOptions;
