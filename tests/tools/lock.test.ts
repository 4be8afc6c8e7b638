import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Lock,
  type LockEntry,
  manifestDrift,
  missingOptionals,
  platformFromName,
  resolveInLock,
} from '../../tools/lock.ts';

const binary = { version: '1.0.0', optional: true };

function lockOf(packages: Record<string, LockEntry>): Lock {
  return { packages: { '': { dependencies: { tool: '^1.0.0' } }, ...packages } };
}

describe('package-lock completeness', () => {
  it('resolves a dependency the way Node does: nested first, then up the tree', () => {
    const lock = lockOf({
      'node_modules/a': { version: '1.0.0' },
      'node_modules/a/node_modules/b': { version: '2.0.0' },
      'node_modules/b': { version: '1.0.0' },
      'node_modules/c': { version: '1.0.0' },
    });
    expect(resolveInLock(lock.packages, 'node_modules/a', 'b')).toBe('node_modules/a/node_modules/b');
    expect(resolveInLock(lock.packages, 'node_modules/c', 'b')).toBe('node_modules/b');
    expect(resolveInLock(lock.packages, 'node_modules/a/node_modules/b', 'c')).toBe('node_modules/c');
    expect(resolveInLock(lock.packages, 'node_modules/c', 'd')).toBeUndefined();
  });

  it('finds the optional platform packages a lock made from a partial registry lacks', () => {
    const lock = lockOf({
      'node_modules/tool': {
        version: '1.0.0',
        optionalDependencies: { 'tool-linux-x64': '1.0.0', 'tool-darwin-arm64': '1.0.0' },
      },
      'node_modules/tool-linux-x64': binary,
    });
    expect(missingOptionals(lock)).toEqual([
      { from: 'node_modules/tool', name: 'tool-darwin-arm64', version: '1.0.0' },
    ]);
    lock.packages['node_modules/tool-darwin-arm64'] = { ...binary };
    expect(missingOptionals(lock)).toEqual([]);
  });

  it('reads the platform from a binary package name', () => {
    expect(platformFromName('@lix-js/sdk-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformFromName('@biomejs/cli-linux-x64-musl')).toEqual({ os: ['linux'], cpu: ['x64'], libc: ['musl'] });
    expect(platformFromName('@astrojs/compiler-binding-linux-arm64-gnu')).toEqual({
      os: ['linux'],
      cpu: ['arm64'],
      libc: ['glibc'],
    });
    expect(platformFromName('left-pad')).toEqual({});
  });

  it('notices package.json changed without the lock', () => {
    const lock = lockOf({ 'node_modules/tool': { version: '1.0.0' } });
    expect(manifestDrift({ dependencies: { tool: '^1.0.0' } }, lock)).toEqual([]);
    expect(manifestDrift({ dependencies: { tool: '^2.0.0' } }, lock)).toEqual([
      'dependencies.tool is "^2.0.0" in package.json, "^1.0.0" in the lock',
    ]);
    expect(manifestDrift({ dependencies: { tool: '^1.0.0', other: '1.0.0' } }, lock)).toEqual([
      'dependencies.other is "1.0.0" in package.json, "undefined" in the lock',
    ]);
    expect(manifestDrift({}, lock)).toEqual(['dependencies.tool is in the lock but not in package.json']);
  });

  it('holds for the committed lock', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(missingOptionals(lock)).toEqual([]);
    expect(manifestDrift(manifest, lock)).toEqual([]);
  });
});

describe('the project’s own Node', () => {
  it('runs the tests on the Node the project brings, not the machine’s', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(process.versions.node).toBe(manifest.devDependencies.node);
  });
});
