/**
 * Writes `.br` and `.gz` siblings of every text file in dist at maximum compression, so hosts
 * (nginx `gzip_static`/`brotli_static`, the Node server) send them without compressing per request.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { listFiles } from './paths.ts';

/** Text formats worth compressing; source maps are left out because only devtools fetch them. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  // The PDF export's font (src/lib/export/): TrueType tables compress to 40 % (131 KB → 51 KB).
  '.ttf',
]);

/** Below this size the compressed file plus the header overhead saves next to nothing. */
export const MIN_COMPRESS_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether a file name has a compressible text extension. */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase());
}

/** Brotli at quality 11 in text mode, as the build (not the request) pays for it. */
export function brotliMax(data: Uint8Array): Promise<Buffer> {
  return brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
    },
  });
}

/** Gzip at level 9. */
export function gzipMax(data: Uint8Array): Promise<Buffer> {
  return gzipAsync(data, { level: constants.Z_BEST_COMPRESSION });
}

/** Compress every eligible file of a dist directory in parallel; returns the dist-relative files compressed. */
export async function precompressDir(distDir: string): Promise<string[]> {
  const candidates = listFiles(distDir).filter(isCompressible);
  const done = await Promise.all(candidates.map((file) => precompressFile(join(distDir, file))));
  return candidates.filter((_, index) => done[index]);
}

/** Write `<file>.br` and `<file>.gz` when the file is large enough; whether it was. */
export async function precompressFile(path: string): Promise<boolean> {
  if ((await stat(path)).size < MIN_COMPRESS_BYTES) return false;
  const data = await readFile(path);
  const [br, gz] = await Promise.all([brotliMax(data), gzipMax(data)]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return true;
}
