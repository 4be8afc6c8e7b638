import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema/index.ts';
import { DATABASE_SETUP_TIMEOUT_MS, type OpenTestDatabase, onEveryDriver } from '../../setup/test-db.ts';

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  numeric_precision: number | null;
  numeric_scale: number | null;
}

/** information_schema's `data_type` for a drizzle SQL type (`numeric(38, 20)` → numeric, `varchar(9)` → …). */
function expectedDataType(sqlType: string): string {
  if (sqlType.endsWith('[]')) return 'ARRAY';
  const base = sqlType.replace(/\(.*\)/, '').trim();
  const aliases: Record<string, string> = {
    serial: 'integer',
    bigserial: 'bigint',
    smallserial: 'smallint',
    varchar: 'character varying',
    char: 'character',
    timestamp: 'timestamp without time zone',
    time: 'time without time zone',
  };
  return aliases[base] ?? base;
}

function precisionOf(sqlType: string): { precision: number; scale: number } | null {
  const match = /^numeric\((\d+),\s*(\d+)\)$/.exec(sqlType);
  return match ? { precision: Number(match[1]), scale: Number(match[2]) } : null;
}

const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table));

describe('the TypeScript schema', () => {
  it('declares tables', () => {
    expect(tables.map((table) => table.name)).toContain('ledger_entries');
  });
});

onEveryDriver('the migrated database matches the TypeScript schema', (open: OpenTestDatabase) => {
  let columns: DbColumn[] = [];
  beforeAll(async () => {
    const handle = await open();
    columns = await handle.scriptTransaction((session) =>
      session.query<DbColumn & Record<string, unknown>>(
        `SELECT table_name, column_name, data_type, udt_name, is_nullable,
                numeric_precision::int AS numeric_precision, numeric_scale::int AS numeric_scale
           FROM information_schema.columns WHERE table_schema = 'public'`,
      ),
    );
  }, DATABASE_SETUP_TIMEOUT_MS);

  it.each(tables.map((table) => [table.name, table] as const))('%s: every column exists with its type', (_, table) => {
    const own = columns.filter((column) => column.table_name === table.name);
    expect(own.length, `table ${table.name} is missing`).toBeGreaterThan(0);
    for (const column of table.columns) {
      const found = own.find((candidate) => candidate.column_name === column.name);
      const where = `${table.name}.${column.name}`;
      expect(found, `${where} is missing`).toBeDefined();
      if (!found) continue;
      const sqlType = column.getSQLType();
      if (column.columnType === 'PgEnumColumn') expect(found.udt_name, where).toBe(sqlType);
      else expect(found.data_type, where).toBe(expectedDataType(sqlType));
      expect(found.is_nullable === 'NO', `${where} NOT NULL`).toBe(column.notNull);
      const precision = precisionOf(sqlType);
      if (precision)
        expect([found.numeric_precision, found.numeric_scale], where).toEqual([precision.precision, precision.scale]);
    }
  });

  it('has no table or column the TypeScript schema lacks', () => {
    const declared = new Set(tables.flatMap((table) => table.columns.map((column) => `${table.name}.${column.name}`)));
    const extra = columns
      .filter((column) => column.table_name !== 'schema_migrations')
      .map((column) => `${column.table_name}.${column.column_name}`)
      .filter((name) => !declared.has(name));
    expect(extra).toEqual([]);
  });
});
