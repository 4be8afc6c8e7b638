import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENTS } from '../../../src/contract/define.ts';
import { CONTRACT } from '../../../src/contract/index.ts';
import { ROUTES } from '../../../src/lib/http/routes.generated.ts';
import { routesModuleText } from '../../../tools/http-routes/render.ts';

describe('generated route table', () => {
  it('is current with the contract (run `node tools/http-routes.ts` after changing src/contract)', () => {
    expect(readFileSync('src/lib/http/routes.generated.ts', 'utf8')).toBe(routesModuleText());
  });

  it('has one route per contract entry, with its method, path and client', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(CONTRACT.map((call) => call.name).sort());
    const getMe = CONTRACT.find((call) => call.name === 'getMe');
    expect(ROUTES.getMe).toEqual({ client: getMe?.client, method: getMe?.method, path: getMe?.path });
  });

  it('only the card client unwraps data, as the result types assume', () => {
    const unwrapping = Object.entries(CLIENTS).filter(([, client]) => client.unwrapData);
    expect(unwrapping.map(([name]) => name)).toEqual(['card']);
  });
});
