import { describe, expect, it } from 'vitest';
import type { FaultLoopResult } from '../../../tools/bench/fault-loop.ts';
import type { ScenarioResult } from '../../../tools/bench/load.ts';
import { type BenchRun, benchMarkdown, benchProblems, type DatabaseRun } from '../../../tools/bench/report.ts';

const row = (scenario: ScenarioResult['scenario'], connections: number, p99: number): ScenarioResult => ({
  scenario,
  connections,
  seconds: 20,
  requests: 1000,
  rps: 50,
  p50: 10,
  p99,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  statuses: { '200': 1000 },
});

const faultLoop: FaultLoopResult = {
  audit: {
    intents: 1000,
    done: 1000,
    failed: 0,
    unknown: 0,
    duplicates: 0,
    lost: 0,
    phantom: 0,
    strangers: 0,
    expectedMainDelta: '0',
  },
  faults: { pass: 1, 'drop-after-answer': 1, 'error-500': 1, 'error-502': 1, stall: 1 },
  requests: 5,
  seconds: 60,
  problems: [],
};

const ledger = {
  unbalancedJournals: 0,
  unbalancedCurrencies: 0,
  negativeUserAccounts: 0,
  internalTransfersOff: 0,
  internalTransactionsOff: 0,
  stuckIdempotencyKeys: 0,
};

function run(load: ScenarioResult[], overrides: Partial<DatabaseRun> = {}): DatabaseRun {
  return { database: 'pglite', startSeconds: 30, faultLoop, load, ledger, ledgerProblems: [], ...overrides };
}

describe('benchProblems', () => {
  it('holds reads to p99 < 100 ms at 10 connections only', () => {
    const load = [row('balances', 10, 99), row('balances', 50, 900), row('sign-in', 10, 800)];
    expect(benchProblems([run(load)])).toEqual([]);
    expect(benchProblems([run([row('transactions', 10, 100)])])).toEqual([
      'pglite transactions: p99 100 ms at 10 connections (bar < 100 ms)',
    ]);
  });

  it("fails on the fault loop's and the ledger's problems, naming the database", () => {
    const broken = run([], {
      database: 'postgres',
      faultLoop: { ...faultLoop, problems: ['1 intents with more than one transaction'] },
      ledgerProblems: ['unbalancedJournals: 1'],
    });
    expect(benchProblems([broken])).toEqual([
      'postgres fault loop: 1 intents with more than one transaction',
      'postgres ledger: unbalancedJournals: 1',
    ]);
  });
});

describe('benchMarkdown', () => {
  const bench = (runs: DatabaseRun[]): BenchRun => ({
    date: '2026-11-27T14:00:00.000Z',
    loadAverage: 3.2,
    cpus: 2,
    node: 'v24.21.0',
    scenarioSeconds: 20,
    totalSeconds: 290,
    runs,
  });

  it('dates the numbers and says when the bar is missed', () => {
    const text = benchMarkdown(bench([run([row('balances', 10, 140)])]));
    expect(text).toContain('Measured 2026-11-27T14:00:00.000Z');
    expect(text).toContain('Verdict: **fail**');
    expect(text).toContain('**Missed:**');
    expect(text).toContain('| balances | 10 | 1000 | 50.0 | 10 | 140 | 0 | 0 | 0 | 200: 1000 |');
  });

  it('says pass when nothing is wrong', () => {
    const text = benchMarkdown(bench([run([row('balances', 10, 40)])]));
    expect(text).toContain('Verdict: **pass**');
    expect(text).toContain('## Two instances');
    expect(text).not.toContain('Missed');
  });
});
