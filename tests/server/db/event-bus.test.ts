import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client.ts';
import { createDatabaseBus, EVENTS_CHANNEL } from '../../../server/db/event-bus.ts';
import { type PostgresServer, postgresAvailability, startPostgres } from '../../setup/postgres.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';

onEveryDriver('the database event bus', (open) => {
  it('delivers published events to the topic’s subscribers only, until they stop', async () => {
    const handle = await open();
    const bus = await createDatabaseBus(handle);
    const wallet: unknown[] = [];
    const other: unknown[] = [];
    const stop = bus.subscribe('wallet.updated', (payload) => wallet.push(payload));
    bus.subscribe('notification.created', (payload) => other.push(payload));
    await bus.publish('wallet.updated', { userId: 7, type: 'MAIN' });
    await expect.poll(() => wallet).toEqual([{ userId: 7, type: 'MAIN' }]);
    await handle.notify(EVENTS_CHANNEL, 'not json');
    stop();
    await bus.publish('wallet.updated', { userId: 8 });
    await bus.publish('notification.created', { id: 1 });
    await expect.poll(() => other).toEqual([{ id: 1 }]);
    expect(wallet).toHaveLength(1);
    await bus.close();
  });
});

describe.runIf(postgresAvailability().available)('the database event bus across instances', () => {
  let server: PostgresServer;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    server = await startPostgres();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await server.stop();
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('reaches subscribers of every instance sharing the database', async () => {
    const url = await server.createDatabase();
    handles.push(await openDatabase({ url }), await openDatabase({ url }));
    const [one, two] = await Promise.all(handles.map((handle) => createDatabaseBus(handle)));
    if (!one || !two) throw new Error('no bus');
    const heard: unknown[] = [];
    one.subscribe('transaction.updated', (payload) => heard.push(['one', payload]));
    two.subscribe('transaction.updated', (payload) => heard.push(['two', payload]));
    await one.publish('transaction.updated', { id: 3, status: 'APPROVED' });
    const event = { id: 3, status: 'APPROVED' };
    await expect.poll(() => heard.length).toBe(2);
    expect(heard).toEqual(
      expect.arrayContaining([
        ['one', event],
        ['two', event],
      ]),
    );
  });
});

describe.runIf(postgresAvailability().available)('the database event bus when its connection is lost', () => {
  let server: PostgresServer;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    server = await startPostgres();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await server.stop();
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('survives it (a restart, a failover), listens again, announces the gap and delivers again', async () => {
    const url = await server.createDatabase();
    const [listening, other] = [await openDatabase({ url }), await openDatabase({ url })];
    handles.push(listening, other);
    const bus = await createDatabaseBus(listening);
    const heard: unknown[] = [];
    let gaps = 0;
    bus.subscribe('transaction.updated', (payload) => heard.push(payload));
    bus.subscribeGaps?.(() => gaps++);
    // What a restart does to every connection; unhandled, the listening one's error would end the process.
    const ended = await other.scriptTransaction((session) =>
      session.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
      ),
    );
    expect(ended).toEqual([{ ended: true }]);
    await expect.poll(() => gaps, { timeout: 10_000 }).toBe(1);
    const otherBus = await createDatabaseBus(other);
    await otherBus.publish('transaction.updated', { id: 4 });
    await expect.poll(() => heard).toEqual([{ id: 4 }]);
    await Promise.all([bus.close(), otherBus.close()]);
  }, 30_000);
});
