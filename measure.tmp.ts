import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from './server/db/client.ts';
import { migrate } from './server/db/migrate.ts';
import { seedIfEmpty } from './server/seed/index.ts';
import { findUserByEmail } from './server/auth/users.ts';
import { seedHistory } from './server/va-transactions/history.ts';
import { listVaTransactions, pageQuery } from './server/va-transactions/list.ts';
import { seededRandom } from './server/seed/random.ts';

const handle = await openDatabase({ dataDir: mkdtempSync(join('/tmp/campay-measure', 'db-')) });
await migrate(handle);
const now = new Date();
await seedIfEmpty(handle.db, { now });
const director = await findUserByEmail(handle.db, 'director@demo.test');
if (!director) throw new Error('no director');
let t0 = performance.now();
await seedHistory(handle.db, { ownerId: director.id, count: 10_000, now, random: seededRandom(1) });
console.log('seed 10000 ms', Math.round(performance.now() - t0));
const viewer = { accountId: director.id, role: 'DIRECTOR' as const };
const cases: [string, Record<string, unknown>, { page: number; limit: number }][] = [
  ['first page', {}, { page: 1, limit: 20 }],
  ['page 100 of 100 rows (export)', {}, { page: 100, limit: 100 }],
  ['type WITHDRAWAL + status APPROVED', { type: 'WITHDRAWAL', status: 'APPROVED' }, { page: 1, limit: 20 }],
  ['search "tran thi"', { search: 'tran thi' }, { page: 1, limit: 20 }],
  ['amount 1,000,000–5,000,000', { amount_min: '1000000', amount_max: '5000000' }, { page: 1, limit: 20 }],
  ['last 30 days', { from: new Date(now.getTime() - 30 * 86400000).toISOString() }, { page: 1, limit: 20 }],
];
for (const [name, filters, page] of cases) {
  await listVaTransactions(handle.db, viewer, filters, page);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    t0 = performance.now();
    const r = await listVaTransactions(handle.db, viewer, filters, page);
    times.push(performance.now() - t0);
    if (i === 0) console.log(name, 'total', r.total);
  }
  times.sort((a, b) => a - b);
  console.log(name, 'median ms', times[2].toFixed(1));
}
const { sql, params } = pageQuery(handle.db, viewer, {}, { page: 1, limit: 20 }).toSQL();
const plan = await handle.scriptTransaction((s) => s.query(`EXPLAIN ${sql}`, params as unknown[]));
console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
const { sql: sql2, params: p2 } = pageQuery(handle.db, viewer, { search: 'tran thi' }, { page: 1, limit: 20 }).toSQL();
const plan2 = await handle.scriptTransaction((s) => s.query(`EXPLAIN ${sql2}`, p2 as unknown[]));
console.log(plan2.map((r) => Object.values(r)[0]).join('\n'));
await handle.close();
