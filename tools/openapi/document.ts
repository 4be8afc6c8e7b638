/**
 * The OpenAPI 3.1 document derived from the contract table. Schemas come from zod's own JSON Schema
 * (draft 2020-12, the dialect of OpenAPI 3.1): requests as the server accepts them (`io: 'input'`),
 * responses as it sends them (`io: 'output'`).
 */
import { z } from 'zod';
import { ErrorBody } from '../../src/contract/common.ts';
import { authOf, bodyMediaType, type CallDefinition, CLIENTS } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/contract/rules.ts';
import { API_KEY_HEADER } from '../../src/contract/webhook-signing.ts';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

/**
 * A record keyed by an enum (`{ MAIN: …, VC: … }`) as the object it is: each key a property. zod writes
 * `propertyNames` + `required` with no `properties`, which linters read as required properties undefined.
 */
function enumKeyedRecordAsObject(schema: JsonSchema): void {
  const keys = (schema.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  if (schema.type !== 'object' || keys === undefined || schema.properties !== undefined) return;
  schema.properties = Object.fromEntries(keys.map((key) => [String(key), schema.additionalProperties]));
  schema.additionalProperties = false;
  delete schema.propertyNames;
}

/**
 * Adjusts each generated node: the media type a response schema declares with `.meta({ contentType })` is
 * the content's key, not a JSON Schema keyword, and enum-keyed records become objects.
 */
function tidy({ jsonSchema: node }: { jsonSchema: JsonSchema }): void {
  delete node.contentType;
  enumKeyedRecordAsObject(node);
}

/** A zod schema as JSON Schema, without the `$schema` key that OpenAPI does not want inside components. */
function jsonSchema(schema: z.ZodType, io: Io): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: tidy,
  });
  return rest;
}

/** The media type a schema declares with `.meta({ contentType })`, JSON otherwise. */
function mediaType(schema: z.ZodType): string {
  const declared: unknown = z.globalRegistry.get(schema)?.contentType;
  return typeof declared === 'string' ? declared : 'application/json';
}

/** One OpenAPI parameter per property of an object schema. */
function objectParameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const properties = object.properties ?? {};
  const required = new Set(object.required ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function header(name: string, description: string, required: boolean, schema: JsonSchema = {}): JsonSchema {
  return { name, in: 'header', required, description, schema: { type: 'string', ...schema } };
}

/** What the server takes as a key (server/api/pipeline/idempotency.ts): 1–255 visible ASCII characters. */
const IDEMPOTENCY_KEY_SCHEMA = { pattern: IDEMPOTENCY_KEY_PATTERN.source, minLength: 1, maxLength: 255 };

/** The headers a call needs besides Authorization (which `security` describes). */
function headerParameters(call: CallDefinition): JsonSchema[] {
  const info = CLIENTS[call.client];
  const headers: JsonSchema[] = [];
  if (info.signed) {
    headers.push(header('x-timestamp', 'Epoch milliseconds when the request was signed (±5 min).', true));
    headers.push(
      header('x-signature', 'rotate("<x-timestamp>:<METHOD>:<path below /api/vN>"); see docs/API.md.', true),
    );
  }
  if (call.wToken) headers.push(header('w-token', `Two-factor token issued for purpose "${call.wToken}".`, true));
  if (call.idempotencyKey) {
    headers.push(
      header(
        'Idempotency-Key',
        'One key per user intent (1–255 visible ASCII characters); a replay returns the first response.',
        true,
        IDEMPOTENCY_KEY_SCHEMA,
      ),
    );
  }
  if (info.acceptLanguage) headers.push(header('accept-language', 'Language of messages: en or vi.', false));
  return headers;
}

/** OpenAPI's security requirement per auth kind; `optional` is "no requirement, or the access token". */
const SECURITY: Readonly<Record<ReturnType<typeof authOf>, JsonSchema[]>> = {
  none: [],
  access: [{ accessToken: [] }],
  refresh: [{ refreshToken: [] }],
  admin: [{ adminKey: [] }],
  optional: [{}, { accessToken: [] }],
};

/** A call an API key may make takes the key instead of the access token (docs/decisions/033). */
function security(call: CallDefinition): JsonSchema[] {
  const required = SECURITY[authOf(call)];
  return call.apiKeyScope === undefined ? required : [...required, { apiKey: [] }];
}

function description(call: CallDefinition): string {
  const lines = [call.summary];
  if (call.roles) lines.push(`Roles: ${call.roles.join(', ')}.`);
  if (call.apiKeyScope) {
    lines.push(
      `API key: an \`${API_KEY_HEADER}\` with the scope \`${call.apiKeyScope}\` may make this call instead of a session, as the account's DIRECTOR (403 API_KEY_SCOPE_MISSING without the scope).`,
    );
  }
  if (call.errors?.length) lines.push(`Business error codes: ${call.errors.join(', ')}.`);
  return lines.join('\n\n');
}

function operation(call: CallDefinition): JsonSchema {
  const body = call.body && {
    requestBody: {
      required: true,
      content: { [bodyMediaType(call)]: { schema: jsonSchema(call.body, 'input') } },
    },
  };
  return {
    operationId: call.name,
    summary: call.summary.split('. ')[0],
    description: description(call),
    tags: [call.tag],
    security: security(call),
    ...(call.apiKeyScope === undefined ? {} : { 'x-api-key-scope': call.apiKeyScope }),
    parameters: [
      ...objectParameters(call.params, 'path'),
      ...objectParameters(call.query, 'query'),
      ...headerParameters(call),
    ],
    responses: {
      '200': {
        description: 'Success',
        content: { [mediaType(call.response)]: { schema: jsonSchema(call.response, 'output') } },
      },
      '4XX': ERROR_RESPONSE,
      '5XX': ERROR_RESPONSE,
    },
    ...body,
  };
}

/** Path as OpenAPI writes it: the client's base plus the call's path (`/api/v2/virtual-accounts`). */
export function openApiPath(call: Pick<CallDefinition, 'client' | 'path'>): string {
  return `${CLIENTS[call.client].base}${call.path}`;
}

function paths(): Record<string, Record<string, JsonSchema>> {
  const result: Record<string, Record<string, JsonSchema>> = {};
  const sorted = [...CONTRACT].sort((a, b) => openApiPath(a).localeCompare(openApiPath(b)));
  for (const call of sorted) {
    const path = openApiPath(call);
    result[path] = { ...result[path], [call.method.toLowerCase()]: operation(call) };
  }
  return result;
}

export function buildOpenApi(): JsonSchema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'CamPay API',
      version: '1.0.0',
      description:
        'Generated from src/contract by `npm run openapi`; do not edit. Conventions, signature and errors: docs/API.md.',
    },
    servers: [{ url: '/', description: 'Same origin as the app (the reference server behind npm start)' }],
    paths: paths(),
    components: {
      securitySchemes: {
        accessToken: { type: 'http', scheme: 'bearer', description: 'The access token.' },
        refreshToken: { type: 'http', scheme: 'bearer', description: 'The refresh token (GET /refresh-token only).' },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: API_KEY_HEADER,
          description:
            'An API key (cp_live_…), only on the calls that name the scope it needs (x-api-key-scope); 401 API_KEY_INVALID when unknown, revoked or expired, 403 API_KEY_NOT_ACCEPTED on any other call.',
        },
        adminKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-admin-key',
          description: "The server's ADMIN_KEY (operator endpoints only); 401 ADMIN_KEY_INVALID without it.",
        },
      },
      schemas: { ErrorBody: jsonSchema(ErrorBody, 'output') },
      responses: {
        Error: {
          description: 'Failure: a stable code from the catalogue, a translated message, field errors on 422.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
    },
  };
}

/** Stable text of the document: two-space JSON with a final newline. */
export function openApiText(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}
