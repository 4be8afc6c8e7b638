import { describe, expect, it } from 'vitest';
import { callNamed, handle, handlePublic } from '../../../../server/api/handler.ts';
import { handlerRegistry, missingHandlers, REGISTRATIONS } from '../../../../server/api/handlers/index.ts';
import { authCalls } from '../../../../src/contract/calls/auth.ts';
import { CONTRACT } from '../../../../src/contract/index.ts';

describe('the handler registry', () => {
  it('serves every auth call', () => {
    const served = handlerRegistry(REGISTRATIONS);
    expect(authCalls.filter((call) => !served.has(call.name)).map((call) => call.name)).toEqual([]);
  });

  it('registers handlers only for calls of the contract, and lists the rest as missing', () => {
    const names = new Set<string>(CONTRACT.map((call) => call.name));
    expect(REGISTRATIONS.filter((registration) => !names.has(registration.call.name))).toEqual([]);
    const missing = missingHandlers();
    expect(missing.length + REGISTRATIONS.length).toBe(CONTRACT.length);
    expect(missing).not.toContain('login');
  });

  it('refuses two handlers for one call', () => {
    const twice = [...REGISTRATIONS, REGISTRATIONS[0]].filter((registration) => registration !== undefined);
    expect(() => handlerRegistry(twice)).toThrow(/Two handlers/);
  });

  it('checks the auth kind of a registration against its entry', () => {
    const reply = async () => ({ status: true as const });
    expect(() => handle(callNamed('isRegistered'), reply as never)).toThrow(/handlePublic/);
    expect(() => handlePublic(callNamed('logout'), reply as never)).toThrow(/use handle/);
    expect(() => callNamed('noSuchCall' as never)).toThrow(/No contract entry/);
  });
});
