/**
 * The admin key a demo server generated for this run, left in DATA_DIR so `npm run operator` on the same
 * machine can use the running server's admin endpoints without copying the key from the banner. A
 * configured ADMIN_KEY is the operator's own secret and is never written anywhere.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ADMIN_KEY_FILE = 'admin-key';

export function writeAdminKeyFile(dataDir: string, key: string): void {
  mkdirSync(dataDir, { recursive: true });
  // Replace rather than rewrite, so the file is created with owner-only permissions.
  rmSync(join(dataDir, ADMIN_KEY_FILE), { force: true });
  writeFileSync(join(dataDir, ADMIN_KEY_FILE), `${key}\n`, { mode: 0o600 });
}

export function readAdminKeyFile(dataDir: string): string | null {
  try {
    return readFileSync(join(dataDir, ADMIN_KEY_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
