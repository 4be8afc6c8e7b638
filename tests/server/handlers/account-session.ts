/**
 * Shared by the reference and payments handler tests: one test server per file (tests use their own
 * people, so they do not interfere) and sessions acting on an account, as a director or a team member.
 */
import { afterAll, beforeAll } from 'vitest';
import { startSession } from '../../../server/auth/sessions.ts';
import type { UserRow } from '../../../server/auth/users.ts';
import type { TeamRole } from '../../../src/contract/define.ts';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { createPerson, createTestApi, type TestApi } from '../api/harness.ts';

export interface HandlerContext {
  api: TestApi;
}

export function useHandlerApi(): HandlerContext {
  const context = {} as HandlerContext;
  beforeAll(async () => {
    context.api = await createTestApi();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => context.api.close());
  return context;
}

/** An access token of `person` acting on `account` (their own, as director, unless told otherwise). */
export async function sessionOn(
  api: TestApi,
  person: UserRow,
  account: UserRow = person,
  role: TeamRole = 'DIRECTOR',
): Promise<string> {
  const grant = { userId: person.id, accountId: account.id, role };
  return (await startSession(api.handle.db, api.config, grant, api.clock.now(), null)).accessToken;
}

export interface Team {
  readonly director: UserRow;
  readonly directorToken: string;
  readonly financeToken: string;
  readonly sellerToken: string;
}

/** A director (with these account fields) and a finance and a seller member acting on their account. */
export async function team(api: TestApi, fields: Parameters<typeof createPerson>[1] = {}): Promise<Team> {
  const director = await createPerson(api, { accountType: 'BUSINESS', ...fields });
  const member = async (role: TeamRole) =>
    sessionOn(api, await createPerson(api, { memberOnly: true }), director, role);
  return {
    director,
    directorToken: await sessionOn(api, director),
    financeToken: await member('FINANCE'),
    sellerToken: await member('SELLER'),
  };
}
