/**
 * Conform's submission from a zod/mini schema (conform's own zod adapter pulls in classic zod). Issues
 * become translated messages at once, so every error a form holds — its own or the server's — is text.
 */
import { parse, type Submission } from '@conform-to/react';
import * as z from 'zod/mini';
import { problemOf } from '../../contract/field-errors.ts';
import { fieldMessage } from './field-messages.ts';

/** `email`, `items[0].name`: conform's field name for an issue path. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === 'number') return `${name}[${key}]`;
    return name === '' ? String(key) : `${name}.${String(key)}`;
  }, '');
}

export function parseWithSchema<Schema extends z.ZodMiniType>(
  formData: FormData,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  return parse(formData, {
    resolve: (payload) => {
      const result = z.safeParse(schema, payload);
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = fieldName(issue.path);
        const text = fieldMessage(problemOf(issue, payload));
        const messages = error[name] ?? [];
        if (!messages.includes(text)) error[name] = [...messages, text];
      }
      return { error };
    },
  }) as Submission<z.input<Schema>, string[], z.output<Schema>>;
}
