import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { authOf, CLIENTS } from '../../../src/contract/define.ts';
import { CONTRACT } from '../../../src/contract/index.ts';
import { ROUTES } from '../../../src/lib/http/routes.generated.ts';
import { routesModuleText } from '../../../tools/http-routes/render.ts';

describe('generated route table', () => {
  it('is current with the contract (run `node tools/http-routes.ts` after changing src/contract)', () => {
    expect(readFileSync('src/lib/http/routes.generated.ts', 'utf8')).toBe(routesModuleText());
  });

  it('has one route per contract entry the app calls, with its method, path and client', () => {
    const appCalls = CONTRACT.filter((call) => authOf(call) !== 'admin');
    expect(Object.keys(ROUTES).sort()).toEqual(appCalls.map((call) => call.name).sort());
    const getMe = CONTRACT.find((call) => call.name === 'getMe');
    expect(ROUTES.getMe).toEqual({ client: getMe?.client, method: getMe?.method, path: getMe?.path });
  });

  it("leaves out the operator's calls, which need the admin key the browser never has", () => {
    const operatorCalls = CONTRACT.filter((call) => authOf(call) === 'admin').map((call) => call.name);
    expect(operatorCalls).toContain('setCustomerFeatures');
    for (const name of operatorCalls) expect(ROUTES).not.toHaveProperty(name);
  });

  it('only the card client unwraps data, as the result types assume', () => {
    const unwrapping = Object.entries(CLIENTS).filter(([, client]) => client.unwrapData);
    expect(unwrapping.map(([name]) => name)).toEqual(['card']);
  });
});
