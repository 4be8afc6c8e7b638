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

/** The first wait before listening again after the listening connection was lost; it doubles up to the most. */
const RELISTEN_FIRST_MS = 250;
const RELISTEN_MOST_MS = 5000;

interface Subscription {
  readonly onMessage: Listener;
  readonly onGap: () => void;
}

/**
 * One connection LISTENs for every channel of this process, opened on first use. When the server ends it
 * (restart, failover, a terminated backend) it is opened again, retrying with a growing wait, and every
 * subscriber hears of the gap: what was notified meanwhile is lost, and the other instances went on.
 */
function createListeners(url: string) {
  const byChannel = new Map<string, Set<Subscription>>();
  let connection: Promise<pg.Client> | null = null;
  let listening: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  async function open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', ({ channel, payload }) => {
      for (const subscription of byChannel.get(channel) ?? []) subscription.onMessage(payload ?? '');
    });
    // Unhandled, a lost connection's error would end the process: every instance at once on a restart.
    client.on('error', (error) => {
      const facts = errorFacts(error);
      console.error(`PostgreSQL listening connection lost: ${facts.sqlstate ?? facts.class}`);
    });
    client.once('end', () => lost(client));
    try {
      await client.connect();
      for (const channel of byChannel.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listening = client;
    return client;
  }

  function connect(): Promise<pg.Client> {
    connection ??= open().catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  }

  function lost(client: pg.Client): void {
    if (closed || listening !== client) return;
    listening = null;
    connection = null;
    relisten(RELISTEN_FIRST_MS);
  }

  function relisten(waitMs: number): void {
    retry = setTimeout(() => {
      retry = null;
      if (closed) return;
      connect().then(
        () => {
          for (const subscriptions of byChannel.values()) for (const { onGap } of subscriptions) onGap();
        },
        () => relisten(Math.min(2 * waitMs, RELISTEN_MOST_MS)),
      );
    }, waitMs);
  }

  async function listen(channel: string, onMessage: Listener, onGap: () => void = () => undefined) {
    assertChannel(channel);
    const subscription: Subscription = { onMessage, onGap };
    const set = byChannel.get(channel) ?? new Set<Subscription>();
    const first = set.size === 0;
    byChannel.set(channel, set.add(subscription));
    const client = await connect();
    // LISTEN twice (a connection opened meanwhile listened already) is harmless.
    if (first) await client.query(`LISTEN ${channel}`);
    return async () => {
      set.delete(subscription);
      if (set.size === 0 && byChannel.get(channel) === set) {
        byChannel.delete(channel);
        await listening?.query(`UNLISTEN ${channel}`);
      }
    };
  }

  async function close(): Promise<void> {
    closed = true;
    if (retry !== null) clearTimeout(retry);
    const open = connection;
    connection = null;
    listening = null;
    byChannel.clear();
    if (open) await (await open.catch(() => null))?.end();
  }

  return { listen, close };
}
