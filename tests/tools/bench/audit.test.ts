import { describe, expect, it } from 'vitest';
import { auditIntents, auditProblems, type Intent } from '../../../tools/bench/audit.ts';

const intents: Intent[] = [
  { amount: '10000', from: 'MAIN', learned: 'done' },
  { amount: '10001', from: 'VA', learned: 'done' },
  { amount: '10002', from: 'MAIN', learned: 'failed' },
];

describe('auditIntents', () => {
  it('passes one transaction per accepted intent, none for a refused one, balances moved by exactly those', () => {
    const audit = auditIntents(intents, [
      { amount: '10000.00', from: 'MAIN' },
      { amount: '10001', from: 'VA' },
    ]);
    expect(audit).toMatchObject({ done: 2, failed: 1, duplicates: 0, lost: 0, phantom: 0, strangers: 0 });
    expect(audit.expectedMainDelta).toBe('1');
    expect(auditProblems(audit, { main: '500000', va: '100' }, { main: '500001', va: '99' })).toEqual([]);
  });

  it('counts a second transaction of one intent as a duplicate', () => {
    const audit = auditIntents(intents, [
      { amount: '10000', from: 'MAIN' },
      { amount: '10000', from: 'MAIN' },
      { amount: '10001', from: 'VA' },
    ]);
    expect(audit.duplicates).toBe(1);
    expect(auditProblems(audit, { main: '0', va: '0' }, { main: '-9999', va: '9999' })).toEqual([
      '1 intents with more than one transaction',
    ]);
  });

  it('reports a "done" without a transaction, a transaction of a refused intent and a stranger', () => {
    const audit = auditIntents(intents, [
      { amount: '10002', from: 'MAIN' },
      { amount: '777', from: 'VA' },
      { amount: '10001', from: 'MAIN' },
    ]);
    expect(audit).toMatchObject({ lost: 2, phantom: 1, strangers: 2 });
  });

  it('reports balances that moved by other than the transactions, on either wallet', () => {
    const audit = auditIntents(intents.slice(0, 1), [{ amount: '10000', from: 'MAIN' }]);
    expect(auditProblems(audit, { main: '20000', va: '0' }, { main: '10000', va: '9999' })).toEqual([
      'VA available changed by 9999, the transactions say 10000',
    ]);
    expect(auditProblems(audit, { main: '20000', va: '0' }, { main: '10001', va: '10000' })).toEqual([
      'MAIN available changed by -9999, the transactions say -10000',
    ]);
  });

  it('counts an intent the client never settled', () => {
    const audit = auditIntents([{ amount: '1', from: 'VA', learned: 'unknown' }], []);
    expect(auditProblems(audit, { main: '0', va: '0' }, { main: '0', va: '0' })).toEqual([
      '1 intents whose outcome the client never learned',
    ]);
  });
});
