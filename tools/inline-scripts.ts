/**
 * A Vite plugin exposing `virtual:inline-scripts`: the boot scripts compiled by esbuild into
 * minified IIFEs, so they can be inlined in `<head>` (and hashed by the CSP) while their source
 * stays typed, tested TypeScript shared with the islands.
 */
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:inline-scripts';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

const ENTRIES = {
  boot: '../src/app/boot/boot.ts',
  earlyReads: '../src/app/boot/early-reads.ts',
  fillPath: '../src/app/boot/fill-path.ts',
  homeEarlyPaint: '../src/features/home/early-paint-script.ts',
} as const;

/** Compile one entry to a minified IIFE string. */
export function compileInlineScript(entry: string): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2020',
    legalComments: 'none',
  });
  return (result.outputFiles[0]?.text ?? '').trim();
}

/** The Vite plugin. */
export function inlineScripts(): Plugin {
  return {
    name: 'inline-scripts',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const exports = Object.entries(ENTRIES).map(([name, path]) => {
        const file = fileURLToPath(new URL(path, import.meta.url));
        this.addWatchFile(file);
        return `export const ${name} = ${JSON.stringify(compileInlineScript(file))};`;
      });
      return exports.join('\n');
    },
  };
}
