/** Fails on a focused or skipped test left behind (`.only` / `.skip`), which would hide failures. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const FORBIDDEN = /\b(?:it|test|describe)\.(?:only|skip)\s*\(/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const offenders = ['tests', 'e2e'].flatMap(files).filter((file) => FORBIDDEN.test(readFileSync(file, 'utf8')));
if (offenders.length > 0) {
  console.error(`Remove .only/.skip from:\n- ${offenders.join('\n- ')}`);
  process.exit(1);
}
