/**
 * The Astro integration that turns `dist/` into a deployable static site: per-page critical CSS, a modulepreload
 * for each page's first-load modules, host rule files, an nginx example, precompressed siblings and the build stamp
 * `npm start` checks freshness with.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { referenceImages } from '../../server/reference/images.ts';
import { apiConnectOrigins, type CspSources, distInlineScriptHashes, renderHeaders } from './headers.ts';
import { preloadModules } from './modulepreload.ts';
import { renderNginx } from './nginx.ts';
import { listFiles } from './paths.ts';
import { precompressDir } from './precompress.ts';
import { inlineCriticalCss } from './prune-css.ts';
import { renderRedirects } from './redirects.ts';

/** Name of the stamp file; holds the ISO time the build started. */
export const BUILD_STAMP = '.build-stamp';

/** Write `_redirects`, `_headers` and `nginx.conf.example` into a built dist directory. */
export function writeHostFiles(distDir: string, connectOrigins: readonly string[]): CspSources {
  const sources: CspSources = { scriptHashes: distInlineScriptHashes(distDir), connectOrigins };
  writeFileSync(join(distDir, '_redirects'), renderRedirects());
  writeFileSync(join(distDir, '_headers'), renderHeaders(sources));
  writeFileSync(join(distDir, 'nginx.conf.example'), renderNginx(sources));
  return sources;
}

/** The flags and monograms the reference data's image URLs point at (server/reference/images.ts). */
export function writeReferenceImages(distDir: string): number {
  const images = referenceImages();
  for (const { path, svg } of images) {
    const file = join(distDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
  return images.length;
}

/** `PUBLIC_API_BASE_URL` from the environment or the `.env` files Astro reads. */
function apiBaseUrl(root: URL): string | undefined {
  return process.env.PUBLIC_API_BASE_URL ?? loadEnv('production', fileURLToPath(root), 'PUBLIC_').PUBLIC_API_BASE_URL;
}

/** The integration; `astro.config.ts` registers it. */
export function staticHost(): AstroIntegration {
  let root = new URL('../../', import.meta.url);
  let siteOrigin: string | undefined;
  // The stamp records when the build started, so a source edited mid-build still counts as newer.
  let startedAt = new Date();
  return {
    name: 'campay-static-host',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        siteOrigin = config.site ? new URL(config.site).origin : undefined;
      },
      'astro:build:start': () => {
        startedAt = new Date();
      },
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const pages = listFiles(distDir).filter((file) => file.endsWith('.html'));
        const saved = inlineCriticalCss(distDir, pages);
        logger.info(
          `critical CSS: ${Math.round(saved / 1024)} KB of rules no longer inlined across ${pages.length} pages`,
        );
        logger.info(`modulepreloads added to ${preloadModules(distDir, pages)} pages`);
        logger.info(`${writeReferenceImages(distDir)} reference images`);
        const sources = writeHostFiles(distDir, apiConnectOrigins(apiBaseUrl(root), siteOrigin));
        const compressed = await precompressDir(distDir);
        writeFileSync(join(distDir, BUILD_STAMP), `${startedAt.toISOString()}\n`);
        logger.info(`${sources.scriptHashes.length} inline script hashes, ${compressed.length} files precompressed`);
      },
    },
  };
}
