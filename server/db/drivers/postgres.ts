/** PostgreSQL through node-postgres: a pool for queries and one dedicated connection for LISTEN. */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { errorFacts } from '../../errors/error-facts.ts';
import type { DatabaseHandle, SqlSession } from '../client.ts';
import * as schema from '../schema/index.ts';
import { assertChannel } from './channel.ts';

type Listener = (payload: string) => void;

export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => {
    const facts = errorFacts(error);
    console.error(`PostgreSQL idle connection lost: ${facts.sqlstate ?? facts.class}`);
  });
  const listeners = createListeners(url);
  return {
    kind: 'postgres',
    db: drizzle({ client: pool, schema }),
    scriptTransaction: (work) => inTransaction(pool, work),
    listen: listeners.listen,
    notify: async (channel, payload) => {
      assertChannel(channel);
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await listeners.close();
      await pool.end();
    },
  };
}

async function inTransaction<T>(pool: pg.Pool, work: (session: SqlSession) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work({
      exec: async (text) => {
        await client.query(text); // no parameters: the simple protocol, which accepts several statements
      },
      query: async <Row extends Record<string, unknown>>(text: string, params?: readonly unknown[]) =>
        (await client.query<Row>(text, params ? [...params] : undefined)).rows,
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** One connection LISTENs for every channel of this process, opened on first use. */
function createListeners(url: string) {
  const byChannel = new Map<string, Set<Listener>>();
  let connection: Promise<pg.Client> | null = null;

  function connect(): Promise<pg.Client> {
    connection ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', ({ channel, payload }) => {
        for (const listener of byChannel.get(channel) ?? []) listener(payload ?? '');
      });
      await client.connect();
      return client;
    })();
    return connection;
  }

  async function listen(channel: string, onMessage: Listener): Promise<() => Promise<void>> {
    assertChannel(channel);
    const client = await connect();
    const set = byChannel.get(channel) ?? new Set<Listener>();
    if (set.size === 0) await client.query(`LISTEN ${channel}`);
    byChannel.set(channel, set.add(onMessage));
    return async () => {
      set.delete(onMessage);
      if (set.size === 0 && byChannel.get(channel) === set) {
        byChannel.delete(channel);
        await client.query(`UNLISTEN ${channel}`);
      }
    };
  }

  async function close(): Promise<void> {
    const open = connection;
    connection = null;
    byChannel.clear();
    if (open) await (await open).end();
  }

  return { listen, close };
}
