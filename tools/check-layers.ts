/**
 * Fails when an import goes against the layers of docs/ARCHITECTURE.md ("Layers"): in src/ a module
 * imports only its own layer or a lower one, no feature imports another feature, and server/ takes from
 * src/ only the contract and the pure shared modules of {@link SERVER_SHARED}. tests/, e2e/ and tools/
 * may import anything. Import specifiers come from TypeScript's own pre-processor (static, dynamic and
 * type-only imports and re-exports), out of .ts/.tsx files and the frontmatter and scripts of .astro files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Low → high. A module may import from its own layer and the ones before it. */
export const LAYERS = ['contract', 'lib', 'stores', 'ui', 'app', 'features', 'screens'] as const;
export type Layer = (typeof LAYERS)[number];

/** Which folders of src/ make each layer (src/paraglide is generated translations: lib). */
const LAYER_FOLDERS: Readonly<Record<Layer, readonly string[]>> = {
  contract: ['src/contract'],
  lib: ['src/lib', 'src/paraglide', 'src/types'],
  stores: ['src/stores'],
  ui: ['src/ui'],
  app: ['src/app'],
  features: ['src/features'],
  screens: ['src/components', 'src/layouts', 'src/pages'],
};

/**
 * The modules of src/ outside the contract that server/ may import: pure code (no DOM, no stores, no
 * translations) whose rule must be the same on both sides. Each may import only the contract and this list.
 */
export const SERVER_SHARED: readonly string[] = [
  'src/lib/bots.ts', // who is a crawler: the boot script and the static host hide error pages from the same bots
  'src/lib/cookies.ts', // cookie parsing: the static host reads the language cookie as the boot script does
  'src/lib/due-date.ts', // an invoice's due date: the form checks what the server refuses
  'src/lib/http/signature.ts', // request signature: the client signs, the API verifies
  'src/lib/locale.ts', // locales, the language cookie, Accept-Language: pages and API answers agree
  'src/lib/money.ts', // currency decimals, wire amounts, tolerance: one money rule
  'src/lib/money-layout.ts', // how money.ts writes an amount: the same layout on both sides
  'src/lib/withdrawal-figures.ts', // a withdrawal's fee and amount received: the screen shows what the API charges
  'src/lib/va-enabled.ts', // whether VA counts as enabled: the API refuses what the VA screens explain
];

const SCANNED = ['src', 'server'];
const SOURCE = /\.(?:tsx?|astro|m?js)$/;
const GENERATED = ['src/paraglide'];

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

function within(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

/** The layer of a repository-relative path, or null outside the layered part of src/. */
export function layerOf(path: string): Layer | null {
  return LAYERS.find((layer) => LAYER_FOLDERS[layer].some((folder) => within(path, folder))) ?? null;
}

/** The feature folder a path belongs to (`src/features/<name>/…`), or null. */
export function featureOf(path: string): string | null {
  return /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** The code of a file that imports: all of a script, the frontmatter and `<script>` bodies of an .astro file. */
function scriptText(file: string, source: string): string {
  if (!file.endsWith('.astro')) return source;
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const scripts = [...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

/** Every module specifier a file names: static, dynamic and type-only imports and re-exports. */
export function importSpecifiers(file: string, source: string): string[] {
  const info = ts.preProcessFile(scriptText(file, source), true, true);
  return info.importedFiles.map((imported) => imported.fileName);
}

/** The repository-relative target of a relative specifier, or null for packages and virtual modules. */
export function resolveSpecifier(file: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  return posix.normalize(posix.join(posix.dirname(file), specifier.replace(/[?#].*$/, '')));
}

const ORDER = `layers low → high: ${LAYERS.join(' ← ')}`;

function srcRule(file: string, target: string): string | null {
  const from = layerOf(file);
  const to = layerOf(target);
  if (!from) return null;
  if (!to) return `src/ imports only from src/ layers (${target} is outside them)`;
  if (LAYERS.indexOf(to) > LAYERS.indexOf(from)) {
    const allowed = LAYERS.slice(0, LAYERS.indexOf(from) + 1).join(', ');
    return `${from} may import only ${allowed}, not ${to} (${ORDER})`;
  }
  const [ownFeature, targetFeature] = [featureOf(file), featureOf(target)];
  if (ownFeature && targetFeature && ownFeature !== targetFeature) {
    return `a feature never imports another feature (${ownFeature} → ${targetFeature}); move what both need to stores/, ui/ or lib/`;
  }
  return null;
}

function serverMayUse(target: string): boolean {
  return within(target, 'src/contract') || SERVER_SHARED.includes(target);
}

const SERVER_LIST = `the contract and ${SERVER_SHARED.join(', ')} (SERVER_SHARED in tools/check-layers.ts)`;

/** Why `file` may not import `target` (both repository-relative), or null when it may. */
export function ruleBroken(file: string, target: string): string | null {
  const fromServer = within(file, 'server');
  const sharedWithServer = SERVER_SHARED.includes(file);
  if ((fromServer || sharedWithServer) && within(target, 'src') && !serverMayUse(target)) {
    return fromServer
      ? `server/ imports from src/ only ${SERVER_LIST}`
      : `${file} is shared with the server, so it imports from src/ only ${SERVER_LIST}`;
  }
  if (within(file, 'src') && !within(target, 'src')) return `src/ never imports from outside src/ (${target})`;
  return within(file, 'src') ? srcRule(file, target) : null;
}

/** The violations of one file, given its repository-relative path and text. */
export function checkFile(file: string, source: string): Violation[] {
  return importSpecifiers(file, source).flatMap((specifier) => {
    const target = resolveSpecifier(file, specifier);
    const rule = target && ruleBroken(file, target);
    return rule ? [{ file, specifier, rule }] : [];
  });
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = posix.join(dir, name);
    if (GENERATED.includes(path) || name === 'node_modules') return [];
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** Every violation under src/ and server/ of the repository at `root`. */
export function findViolations(root: string): Violation[] {
  return SCANNED.flatMap((dir) => sourceFiles(root, dir)).flatMap((file) =>
    checkFile(file, readFileSync(join(root, file), 'utf8')),
  );
}

/** One line per violation: file, the import as written, and the rule it breaks. */
export function formatViolation(violation: Violation): string {
  return `${violation.file}: import '${violation.specifier}' — ${violation.rule}`;
}

if (import.meta.main) {
  const violations = findViolations(fileURLToPath(new URL('..', import.meta.url)));
  if (violations.length > 0) {
    console.error(
      `Imports against the layers (docs/ARCHITECTURE.md, "Layers"):\n- ${violations.map(formatViolation).join('\n- ')}`,
    );
    process.exit(1);
  }
  console.info('Layers: every import goes down or sideways.');
}
