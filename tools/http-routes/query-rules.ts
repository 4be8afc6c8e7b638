/**
 * The modules of src/lib/http/query-rules/: for each contract entry with a query, the rule of each
 * parameter (src/lib/http/query-rules.ts), taken from zod's JSON Schema of the query as the server accepts it.
 * Written in the formatter's own style so the generated file passes `biome ci` unchanged.
 */
import { z } from 'zod';
import { CONTRACT } from '../../src/contract/index.ts';
import type { QueryRule } from '../../src/lib/http/query-rules.ts';

const HEADER = `/**
 * GENERATED from src/contract by \`node tools/http-routes.ts\`: do not edit. The rule of every query parameter of
 * one contract entry, for cleaning its list queries in the browser (src/lib/http/query-rules.ts says why): one
 * module per entry, so a page's chunks carry only the rules of the lists it shows. A type error here means the
 * contract changed since the last run: run the command again.
 */
import type { QueryRuleTable } from '../query-rules.ts';
`;

const LINE_WIDTH = 120;

type JsonSchema = {
  readonly type?: string;
  readonly enum?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly default?: unknown;
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
};

/** The fields that have a value (the rule types say "absent", never "undefined"). */
function defined<T extends QueryRule>(fields: { [K in keyof T]: T[K] | undefined }): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

/** The rule of one parameter; a shape the browser cannot check fails the tool rather than pass unchecked. */
function ruleOf(where: string, schema: JsonSchema): QueryRule {
  const [list, single] = schema.anyOf ?? [];
  if (list?.type === 'array' && list.items !== undefined && single !== undefined) {
    return { type: 'list', items: ruleOf(where, list.items) };
  }
  if (schema.type === 'integer') {
    const { minimum, maximum } = schema;
    const fallback = typeof schema.default === 'number' ? schema.default : undefined;
    return defined({ type: 'integer', minimum, maximum, default: fallback });
  }
  if (schema.type === 'string') {
    const { enum: values, minLength, maxLength, pattern } = schema;
    const fallback = typeof schema.default === 'string' ? schema.default : undefined;
    return defined({ type: 'string', enum: values, minLength, maxLength, pattern, default: fallback });
  }
  throw new Error(`${where}: a query parameter of a shape the browser's rules do not know`);
}

/** A single-quoted TypeScript string literal. */
function quoted(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** A list of strings on one line when it fits after `lead`, otherwise one item per line. */
function stringList(items: readonly string[], indent: string, lead: string): string {
  const oneLine = `[${items.map(quoted).join(', ')}],`;
  if (indent.length + lead.length + oneLine.length <= LINE_WIDTH) return oneLine;
  return `[\n${items.map((item) => `${indent}  ${quoted(item)},\n`).join('')}${indent}],`;
}

/** An object literal, one field per line (the formatter keeps an object expanded once it is). */
function renderRule(rule: QueryRule, indent: string): string {
  const inner = `${indent}  `;
  const lines = Object.entries(rule).flatMap(([key, value]: [string, unknown]) => {
    const lead = `${key}: `;
    if (Array.isArray(value)) return [`${inner}${lead}${stringList(value as string[], inner, lead)}\n`];
    if (typeof value === 'object' && value !== null) return [`${inner}${lead}${renderRule(value as QueryRule, inner)}`];
    const literal = typeof value === 'string' ? quoted(value) : String(value);
    // A value too long for its line goes on the next one, as the formatter puts it.
    if (inner.length + lead.length + literal.length + 1 > LINE_WIDTH)
      return [`${inner}${key}:\n${inner}  ${literal},\n`];
    return [`${inner}${lead}${literal},\n`];
  });
  return `{\n${lines.join('')}${indent}},\n`;
}

function renderEntry(name: string, query: z.ZodType): string {
  const { properties = {} } = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
  };
  const parameters = Object.entries(properties).map(
    ([key, schema]) => `  ${key}: ${renderRule(ruleOf(`${name}.${key}`, schema), '  ')}`,
  );
  return `\nexport const ${name} = {\n${parameters.join('')}} as const satisfies QueryRuleTable['${name}'];\n`;
}

/** The folder of the generated modules, and each module's file name. */
export const QUERY_RULES_DIR = 'src/lib/http/query-rules';
export const queryRulesFile = (name: string) => `${name}.generated.ts`;

/** One module per contract entry that takes a query: its file name and text. */
export function queryRulesModules(): ReadonlyMap<string, string> {
  return new Map(
    CONTRACT.flatMap((call) =>
      'query' in call && call.query !== undefined
        ? [[queryRulesFile(call.name), HEADER + renderEntry(call.name, call.query)] as const]
        : [],
    ),
  );
}
