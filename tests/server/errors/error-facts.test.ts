/**
 * Issue 10: database errors wrote the query's parameters to the log (drizzle's "Failed query: … params: …":
 * emails, names, a key's hash, a sealed secret). A log line carries an error's codes and names only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../server/auth/users.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { errorFacts } from '../../../server/errors/error-facts.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';

const EMAIL = 'secret-person@example.test';

describe('errorFacts', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => handle?.close());

  it('names a real unique violation by SQLSTATE, constraint and table, without the email it quotes', async () => {
    const person = { email: EMAIL, password: 'Correct-horse-42', accountType: 'INDIVIDUAL' } as const;
    await createUser(handle.db, person);
    const error = await createUser(handle.db, person).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    const facts = errorFacts(error);
    expect(facts).toMatchObject({ class: 'DrizzleQueryError', sqlstate: '23505', table: 'users' });
    expect(facts.constraint).toMatch(/email/);
    expect(facts.frames.length).toBeGreaterThan(0);
    expect(JSON.stringify(facts)).not.toContain(EMAIL);
  });

  it('keeps frames but not a message line made to look like one', () => {
    const error = new Error(`Failed query: select\nparams: ${EMAIL}\n    at ${EMAIL} (forged.js:1:1)`);
    const facts = errorFacts(error);
    expect(facts.frames.length).toBeGreaterThan(0);
    expect(JSON.stringify(facts)).not.toContain(EMAIL);
  });

  it('drops names that are not identifiers and anything that is not an Error', () => {
    const cause = Object.assign(new Error('x'), { code: '23505', constraint: `users (${EMAIL})`, table: 'users' });
    expect(errorFacts(new Error('wrapped', { cause }))).toMatchObject({
      class: 'Error',
      cause_class: 'Error',
      sqlstate: '23505',
      table: 'users',
    });
    expect(errorFacts(new Error('wrapped', { cause })).constraint).toBeUndefined();
    expect(errorFacts(`boom ${EMAIL}`)).toEqual({ class: 'string', frames: [] });
  });
});
