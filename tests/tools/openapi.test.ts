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

/** Issue 10 (fuzzer): the document must say exactly what the server enforces. */
describe('OpenAPI document: what the server enforces', () => {
  type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema };
  type Full = {
    paths: Record<
      string,
      Record<string, Operation & { requestBody?: { content: Record<string, { schema: Schema }> } }>
    >;
    components: { securitySchemes: Record<string, Schema> };
  };
  const full = document as unknown as Full;
  const operation = (path: string, method: string) => full.paths[path]?.[method];
  const body = (path: string, method: string) =>
    operation(path, method)?.requestBody?.content['application/json']?.schema as Schema;
  const parameter = (path: string, method: string, name: string) => {
    const parameters = (operation(path, method)?.parameters ?? []) as unknown as { name: string; schema: Schema }[];
    return parameters.find((p) => p.name === name)?.schema;
  };

  it('declares Idempotency-Key as the 1–255 visible characters the server takes', () => {
    const schema = parameter('/api/card/v1/cards/issue', 'post', 'Idempotency-Key');
    expect(schema).toMatchObject({ type: 'string', minLength: 1, maxLength: 255 });
    const pattern = new RegExp(String(schema?.pattern));
    expect(['01J9ZK3V6Q8', 'a'.repeat(255)].every((key) => pattern.test(key))).toBe(true);
    expect(['', 'a'.repeat(256), 'has space', 'é'].some((key) => pattern.test(key))).toBe(false);
  });

  it('declares amounts greater than zero that the money columns hold', () => {
    const pattern = new RegExp(String(body('/api/card/v1/cards/{id}/top-up', 'post').properties?.amount?.pattern));
    expect(['1', '0.01', '12.50', `${'9'.repeat(18)}.${'9'.repeat(20)}`].every((v) => pattern.test(v))).toBe(true);
    const refused = ['0', '0.00', '-1', '1e3', '01', `1${'0'.repeat(18)}`, `1.${'0'.repeat(21)}`];
    expect(refused.filter((value) => pattern.test(value))).toEqual([]);
  });

  it('declares ids as integers within PostgreSQL integer, in paths, queries and bodies', () => {
    const id = { type: 'integer', minimum: 1, maximum: 2147483647 };
    expect(parameter('/api/card/v1/cards/{id}', 'get', 'id')).toEqual(id);
    expect(parameter('/api/v1/notifications', 'get', 'cursor')).toEqual(id);
    expect(body('/api/v1/delegation/accounts/reset-password', 'post').properties?.id).toEqual(id);
  });

  it('declares unique items where the server refuses duplicates', () => {
    expect(body('/api/v1/virtual-accounts/bulk-update-platform', 'put').properties?.items).toMatchObject({
      uniqueItems: true,
    });
    expect(body('/api/v1/developers/webhooks', 'post').properties?.events).toMatchObject({ uniqueItems: true });
    expect(body('/api/v1/two-factor/settings', 'put').properties?.enable_for).toMatchObject({ uniqueItems: true });
  });

  it('declares the admin key as a security scheme of the admin operations, and optional auth as optional', () => {
    expect(full.components.securitySchemes.adminKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-admin-key',
    });
    for (const call of CONTRACT.filter((each) => each.tag === 'operator')) {
      expect(operation(openApiPath(call), call.method.toLowerCase())?.security).toEqual([{ adminKey: [] }]);
    }
    expect(operation('/api/v1/delegation/accounts/invitation/resend', 'post')?.security).toEqual([
      {},
      { accessToken: [] },
    ]);
  });

  it('uses no keyword JSON Schema lacks (a media type is the content key, not `contentType`)', () => {
    expect(JSON.stringify(document)).not.toContain('"contentType"');
  });
});
