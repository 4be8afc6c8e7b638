/** docs/API.md's table of the calls an API key may make is the contract's `apiKeyScope` entries, no more, no less. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../src/contract/define.ts';
import { API_KEY_SCOPES } from '../../src/contract/developer-fields.ts';
import { CONTRACT } from '../../src/contract/index.ts';

const CALLS: readonly CallDefinition[] = CONTRACT;

const doc = readFileSync(new URL('../../docs/API.md', import.meta.url), 'utf8');

/** scope → call names, as the table rows of docs/API.md write them (`| \`scope\` | \`call\` … |`). */
function documented(): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  for (const scope of API_KEY_SCOPES) {
    const row = doc.split('\n').find((line) => line.trim().startsWith(`| \`${scope}\``));
    const cells = row?.split('|')[2] ?? '';
    table[scope] = [...cells.matchAll(/`([a-z][A-Za-z]+)`/g)].map((match) => match[1] as string).sort();
  }
  return table;
}

describe('the calls an API key may make', () => {
  it('are documented in docs/API.md exactly as the contract declares them', () => {
    const declared: Record<string, string[]> = Object.fromEntries(API_KEY_SCOPES.map((scope) => [scope, []]));
    for (const call of CALLS) if (call.apiKeyScope) declared[call.apiKeyScope]?.push(call.name);
    for (const names of Object.values(declared)) names.sort();
    expect(documented()).toEqual(declared);
  });

  it('never include a call that moves money out or changes developer settings', () => {
    const scoped = CALLS.filter((call) => call.apiKeyScope !== undefined);
    expect(scoped.filter((call) => call.tag === 'developers' || call.wToken || call.idempotencyKey)).toEqual([]);
  });
});
