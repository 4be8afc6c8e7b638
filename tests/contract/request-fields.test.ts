import { describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';
import { type Assignment, requestFields, requestWith } from './request-fields.ts';

/** What fast-check's `fc.object()` may make: own keys that shadow how a value turns into text. */
const ODD_OBJECT = { toString: 0, valueOf: 'x' };

function callNamed(name: string): CallDefinition {
  const call = (CONTRACT as readonly CallDefinition[]).find((each) => each.name === name);
  if (call === undefined) throw new Error(`no call ${name}`);
  return call;
}

function oddAt(name: string, part: 'query' | 'body', key: string): Assignment[] {
  const field = requestFields(callNamed(name)).find((each) => each.part === part && each.path.join('.') === key);
  if (field === undefined) throw new Error(`${name} has no ${part} field ${key}`);
  return [{ field, value: ODD_OBJECT }];
}

describe('a hostile request carrying an object whose toString is no function', () => {
  it('puts the object in the query as JSON text', () => {
    const request = requestWith(callNamed('listTeamMembers'), oddAt('listTeamMembers', 'query', 'search'));
    expect(request.path).toContain(`search=${encodeURIComponent(JSON.stringify(ODD_OBJECT))}`);
  });

  it('puts the object in a JSON body as it is', () => {
    const request = requestWith(callNamed('createApiKey'), oddAt('createApiKey', 'body', 'name'));
    expect(JSON.parse(request.body as string)).toEqual({ name: ODD_OBJECT });
  });
});
