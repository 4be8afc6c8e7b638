/**
 * The Vitest run Stryker uses (stryker.config.mjs, docs/MUTATION.md): only the test files that exercise the
 * mutated modules, so a mutant never waits on the other 3,500 tests. The server tests here run on PGlite only
 * (TEST_POSTGRES=off in the Stryker script): the SQL they mutate is the same on both drivers, and a second
 * database per file would double the run for no mutant killed.
 */
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The server's files last: Stryker stops a mutant's run at its first failing test, so a mutant of shared code (the
 * money module, which the server runs too) a unit test kills never waits for a PGlite database to start.
 */
class UnitTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = (file: TestSpecification) => file.moduleId.includes('/tests/server/');
    return [...sorted.filter((file) => !slow(file)), ...sorted.filter(slow)];
  }
}

export const MUTATION_TESTS = [
  // money
  'tests/lib/money.test.ts',
  'tests/lib/money-layout.test.ts',
  'tests/lib/amount-typing.test.ts',
  'tests/lib/fee-rule.test.ts',
  'tests/lib/withdrawal-figures.test.ts',
  'tests/lib/forms/amount.test.ts',
  'tests/contract/card-fee.test.ts',
  'tests/contract/calls-money.test.ts',
  'tests/contract/amount-rules.test.ts',
  // idempotency (server) and the client's key per intent (with the kit below)
  'tests/server/api/pipeline-idempotency.test.ts',
  'tests/server/api/canonical-json.test.ts',
  'tests/lib/http/retry.test.ts',
  'tests/stores/kit/session-slot.test.ts',
  // session
  'tests/server/auth/sessions.test.ts',
  'tests/server/auth/session-records.test.ts',
  'tests/server/auth/access-token.test.ts',
  'tests/server/api/pipeline-auth.test.ts',
  'tests/server/api/handlers/auth-session.test.ts',
  'tests/lib/http/session.test.ts',
  'tests/lib/http/refresh.test.ts',
  'tests/lib/http/request.test.ts',
  'tests/stores/session.test.ts',
  // signature
  'tests/lib/http/signature.test.ts',
  'tests/lib/http/clock.test.ts',
  'tests/lib/http/headers.test.ts',
  'tests/server/developers/deliver.test.ts',
  'tests/server/developers/retry-unit.test.ts',
  'tests/contract/webhook-signing.test.ts',
  // store factories
  'tests/stores/kit/list.test.ts',
  'tests/stores/kit/detail.test.ts',
  'tests/stores/kit/detail-edges.test.ts',
  'tests/stores/kit/wizard.test.ts',
  'tests/stores/kit/confirm.test.ts',
  'tests/stores/kit/confirm-edges.test.ts',
  'tests/stores/kit/outcome.test.ts',
  'tests/stores/kit/outcome-edges.test.ts',
  'tests/stores/kit/lazy-confirm.test.ts',
];

/**
 * `MUTATION_SCOPE=unit` (opt-in, with `--mutate` of app or shared modules): the unit tests only, without the PGlite
 * suites a survivor would otherwise re-run; how the scores of docs/MUTATION.md were measured. A plain
 * `npm run mutation` runs everything with every test file of the list.
 */
const unitOnly = process.env.MUTATION_SCOPE === 'unit';

export default defineConfig({
  test: {
    include: unitOnly ? MUTATION_TESTS.filter((file) => !file.startsWith('tests/server/')) : MUTATION_TESTS,
    environment: 'node',
    globalSetup: ['tests/setup/global-pglite-template.ts'],
    allowOnly: false,
    sequence: { sequencer: UnitTestsFirst },
  },
});
