/**
 * Vitest global setup: the migrated PGlite every test database starts from, made once for the whole run and
 * kept as a data-directory tarball (TEST_PGLITE_TEMPLATE, inherited by the workers). A fresh PGlite runs
 * initdb, seconds of CPU on our two-core machines; each test file starting its own template paid that again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle } from '../../server/db/drivers/pglite.ts';
import { migrate } from '../../server/db/migrate.ts';

export default async function setup(): Promise<() => void> {
  const client = await PGlite.create();
  await migrate(pgliteHandle(client));
  const tarball = await client.dumpDataDir('none');
  await client.close();
  const folder = mkdtempSync(join(tmpdir(), 'campay-pglite-'));
  const file = join(folder, 'template.tar');
  writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = file;
  return () => {
    delete process.env.TEST_PGLITE_TEMPLATE;
    rmSync(folder, { recursive: true, force: true });
  };
}
