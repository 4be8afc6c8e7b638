/** The embedded database: PGlite (PostgreSQL compiled to WebAssembly) in a directory or in memory. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from '../client.ts';
import * as schema from '../schema/index.ts';
import { assertChannel } from './channel.ts';

/** Opens `<dataDir>/pglite` (the rest of DATA_DIR is left to other server files), or memory. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir === 'memory') return pgliteHandle(await PGlite.create());
  mkdirSync(dataDir, { recursive: true });
  return pgliteHandle(await PGlite.create(join(dataDir, 'pglite')));
}

/** Wraps an open PGlite instance (tests clone a migrated template into fresh ones). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  return {
    kind: 'pglite',
    db: drizzle({ client, schema }),
    // PGlite has one connection and queues transactions, so this cannot interleave with other work.
    scriptTransaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (text) => {
            await tx.exec(text);
          },
          query: async <Row extends Record<string, unknown>>(text: string, params?: readonly unknown[]) =>
            (await tx.query<Row>(text, params ? [...params] : undefined)).rows,
        }),
      ),
    listen: async (channel, onMessage) => {
      assertChannel(channel);
      const unsubscribe = await client.listen(channel, onMessage);
      return () => unsubscribe();
    },
    notify: async (channel, payload) => {
      assertChannel(channel);
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
  };
}
