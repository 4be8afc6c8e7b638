/**
 * Issue 10 (outside probe and fuzzer): a NUL in a text field, an id past PostgreSQL's `integer` or a number
 * spelt `0x10` reached the database and answered 500. Every text and integer field of every entry's request
 * schemas, found by walking them (request-fields.ts), gets hostile values through the real server app: each
 * must be refused by the contract, a 422 naming that field, never a 5xx. A new entry or field is covered the
 * day it is written.
 */
import { describe, expect, it } from 'vitest';
import { PositiveDecimal } from '../../src/contract/common.ts';
import type { CallDefinition } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';
import { asDirector, type Field, requestFields, requestWith } from './request-fields.ts';

const calls: readonly CallDefinition[] = CONTRACT;

/** NUL (PostgreSQL refuses it in text), a terminal escape, CR/LF, a C1 control (NEL) and DEL. */
const TEXT_PROBES = ['\u0000', 'a\u0000b', '\u001b[31mred\u001b[0m', 'line\r\nbreak', 'next\u0085line', 'del\u007f'];
/** JSON numbers past `integer`, past exact doubles, not whole, or a number in a string. */
const JSON_INTEGER_PROBES: readonly unknown[] = [2147483648, Number.MAX_SAFE_INTEGER + 2, 1.5, '12'];
/** A parameter is digits only: no hex, exponent, sign, space, leading zero or point. */
const PARAMETER_INTEGER_PROBES = ['2147483648', '99999999999999999999', '0x10', '1e3', '+1', ' 1', '1 ', '01', '1.0'];

/**
 * Amounts the money columns (numeric(38, 20)) cannot hold — 19 or 20 digits before the point, 21 after — or
 * that are not greater than zero, or spelt with an exponent, a sign, hex or a leading zero.
 */
const AMOUNT_PROBES = [
  '1000000000000000000',
  '99999999999999999999',
  `1.${'0'.repeat(20)}1`,
  '0',
  '0.00',
  '-5',
  '1e3',
  '0x10',
  '+5',
  '05',
];

const isAmount = (field: Field) => field.schema === PositiveDecimal;

function probesFor(field: Field): readonly unknown[] {
  if (isAmount(field)) return [...TEXT_PROBES, ...AMOUNT_PROBES];
  if (field.kind === 'text') return TEXT_PROBES;
  if (field.kind !== 'integer') return [];
  return field.part === 'body' ? JSON_INTEGER_PROBES : PARAMETER_INTEGER_PROBES;
}

describe('request fields of the contract', () => {
  it.each(calls.map((call) => [call.name, call] as const))('%s: every field is of a kind the walk knows', (_, call) => {
    const unknown = requestFields(call).filter((field) => field.kind === 'unknown');
    expect(unknown.map((field) => `${field.part}:${field.path.join('.')}`)).toEqual([]);
  });

  it.each(calls.map((call) => [call.name, call] as const))('%s: every amount is a PositiveDecimal', (_, call) => {
    const amounts = requestFields(call).filter((field) => /amount$/.test(String(field.path.at(-1))));
    expect(amounts.filter((field) => !isAmount(field)).map((field) => field.path.join('.'))).toEqual([]);
  });
});

describe('hostile values in every request field, through the server', () => {
  const send = asDirector();

  /** What went wrong with one hostile request, or null when it was refused at the field. */
  async function refusal(call: CallDefinition, field: Field, value: unknown): Promise<string | null> {
    const { status, body } = await send(call, requestWith(call, [{ field, value }]));
    const named = Object.keys(body?.errors ?? {});
    const atTheField = named.some((key) => field.reportedAt.includes(key));
    if (status === 422 && body?.code === 'VALIDATION_FAILED' && atTheField) return null;
    return `${field.part}:${field.path.join('.')} = ${JSON.stringify(value)} → ${status} ${body?.code} [${named}]`;
  }

  it.each(calls.map((call) => [call.name, call] as const))('%s refuses each at the field', async (_, call) => {
    const failures: string[] = [];
    for (const field of requestFields(call)) {
      for (const value of probesFor(field)) {
        const failure = await refusal(call, field, value);
        if (failure !== null) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  });
});
