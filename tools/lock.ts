/**
 * Keeps package-lock.json complete and in step with package.json, so that `npm ci` accepts it on any machine.
 *
 * `npm ci` refuses a lock that lacks an entry for any optional dependency a package names — the other
 * platforms' binaries (`@biomejs/cli-darwin-arm64`…) — whether or not the registry we reach carries them.
 * `npm install` writes entries only for what the registry had that day, so a lock made here went stale the
 * day the registry gained a platform package (issue 10). This tool writes the missing entries itself.
 *
 *   node tools/lock.ts --check   offline: fail (exit 1) when the lock lacks an entry or disagrees with package.json
 *   node tools/lock.ts --write   add the missing optional entries (metadata from the registry when it has the
 *                                version; else the platform read from the package's name) — run after npm install
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

export interface LockEntry {
  version?: string;
  integrity?: string;
  license?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

export interface Lock {
  packages: Record<string, LockEntry>;
  [field: string]: unknown;
}

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Where Node would find `name` when `from` (a lock location, '' = the project) requires it. */
export function resolveInLock(packages: Lock['packages'], from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages[candidate] !== undefined) return candidate;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

export interface MissingOptional {
  readonly from: string;
  readonly name: string;
  readonly version: string;
}

/** Every optional dependency some locked package names and the lock has no entry for. */
export function missingOptionals(lock: Lock): MissingOptional[] {
  const missing: MissingOptional[] = [];
  for (const [from, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolveInLock(lock.packages, from, name) === undefined) missing.push({ from, name, version });
    }
  }
  return missing;
}

/** Disagreements between package.json and the lock's own record of it. */
export function manifestDrift(manifest: Manifest, lock: Lock): string[] {
  const root = lock.packages[''] ?? {};
  const problems: string[] = [];
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies'] as const) {
    const wanted = manifest[field] ?? {};
    const locked = root[field] ?? {};
    for (const [name, range] of Object.entries(wanted)) {
      if (locked[name] !== range)
        problems.push(`${field}.${name} is "${range}" in package.json, "${locked[name]}" in the lock`);
      else if (resolveInLock(lock.packages, '', name) === undefined && field !== 'optionalDependencies') {
        problems.push(`${name} has no entry in the lock`);
      }
    }
    for (const name of Object.keys(locked)) {
      if (!(name in wanted)) problems.push(`${field}.${name} is in the lock but not in package.json`);
    }
  }
  return problems;
}

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU = ['x64', 'arm64', 'ia32', 'arm', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64'];

/**
 * The platform a binary package is for, read from its name (`@lix-js/sdk-darwin-arm64`), for versions the
 * registry lacks: with it, `npm ci` skips the package on other platforms instead of asking the registry.
 */
export function platformFromName(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const os = OS.filter((value) => parts.includes(value));
  const cpu = CPU.filter((value) => parts.includes(value));
  const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') ? ['glibc'] : [];
  return {
    ...(os.length > 0 ? { os } : {}),
    ...(cpu.length > 0 ? { cpu } : {}),
    ...(libc.length > 0 ? { libc } : {}),
  };
}

function registryEntry(name: string, version: string): LockEntry | undefined {
  try {
    const out = execFileSync(
      'npm',
      ['view', `${name}@${version}`, '--json', 'version', 'dist.integrity', 'license', 'os', 'cpu', 'libc', 'engines'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const view = JSON.parse(out) as Record<string, unknown>;
    if (view.version !== version) return undefined;
    const entry: LockEntry = { version, integrity: view['dist.integrity'] as string };
    for (const field of ['license', 'os', 'cpu', 'libc', 'engines'] as const) {
      if (view[field] !== undefined) Object.assign(entry, { [field]: view[field] });
    }
    return entry;
  } catch {
    return undefined;
  }
}

function placeFor(lock: Lock, { from, name }: MissingOptional): string {
  const top = `node_modules/${name}`;
  return lock.packages[top] === undefined ? top : `${from}/node_modules/${name}`;
}

function sortedPackages(packages: Lock['packages']): Lock['packages'] {
  const [root, ...rest] = Object.keys(packages).sort((a, b) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
  );
  return Object.fromEntries([root ?? '', ...rest].map((key) => [key, packages[key] as LockEntry]));
}

function write(lock: Lock): number {
  const missing = missingOptionals(lock);
  for (const item of missing) {
    const parent = lock.packages[item.from] ?? {};
    const found = registryEntry(item.name, item.version);
    const entry: LockEntry = found ?? { version: item.version, ...platformFromName(item.name) };
    entry.optional = true;
    if (parent.dev === true) entry.dev = true;
    if (parent.devOptional === true) entry.devOptional = true;
    lock.packages[placeFor(lock, item)] = entry;
    console.info(`added ${item.name}@${item.version}${found ? '' : ' (not on the registry: platform from its name)'}`);
  }
  lock.packages = sortedPackages(lock.packages);
  return missing.length;
}

function main(): void {
  const mode = process.argv[2];
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;
  if (mode === '--write') {
    if (write(lock) > 0) writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
    return;
  }
  if (mode !== '--check') {
    console.error('usage: node tools/lock.ts --check | --write');
    process.exit(2);
  }
  const problems = [
    ...manifestDrift(manifest, lock),
    ...missingOptionals(lock).map((item) => `${item.from} names ${item.name}@${item.version}, which has no entry`),
  ];
  if (problems.length > 0) {
    console.error(`package-lock.json is out of step (run npm install, then npm run lock):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
