import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathParamNames } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';
import { buildOpenApi, openApiPath, openApiText } from '../../tools/openapi/document.ts';

type Operation = { operationId: string; parameters: { name: string; in: string }[]; security: unknown[] };
const document = buildOpenApi() as { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('OpenAPI document', () => {
  it('is checked in and current (run `npm run openapi` after changing src/contract)', () => {
    expect(readFileSync('docs/openapi.json', 'utf8')).toBe(openApiText());
  });

  it('is OpenAPI 3.1 with one operation per contract entry', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.map((op) => op.operationId).sort()).toEqual(CONTRACT.map((call) => call.name).sort());
  });

  it.each(CONTRACT.map((call) => [call.name, call] as const))(
    '%s declares its path parameters and headers',
    (_, call) => {
      const op = document.paths[openApiPath(call)]?.[call.method.toLowerCase()];
      expect(op).toBeDefined();
      const declared = (where: string) => op?.parameters.filter((p) => p.in === where).map((p) => p.name) ?? [];
      expect(declared('path').sort()).toEqual(pathParamNames(call.path).sort());
      if ('wToken' in call && call.wToken) expect(declared('header')).toContain('w-token');
      if ('idempotencyKey' in call && call.idempotencyKey) expect(declared('header')).toContain('Idempotency-Key');
    },
  );
});
