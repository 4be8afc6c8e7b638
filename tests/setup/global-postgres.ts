/**
 * Vitest global setup: one throw-away PostgreSQL cluster for the whole run, shared through
 * TEST_DATABASE_URL (workers inherit the environment), instead of one cluster per test file.
 * Each suite still gets its own fresh database from it.
 */
import { postgresAvailability, startPostgres } from './postgres.ts';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL || !postgresAvailability().available) return undefined;
  const server = await startPostgres();
  process.env.TEST_DATABASE_URL = server.adminUrl;
  return async () => {
    delete process.env.TEST_DATABASE_URL;
    await server.stop();
  };
}
