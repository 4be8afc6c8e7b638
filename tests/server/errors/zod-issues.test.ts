import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemsOf } from '../../../server/errors/zod-issues.ts';

function problems(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return problemsOf(result.error.issues, input, 'body');
}

describe('problemsOf', () => {
  const schema = z.object({
    email: z.email(),
    age: z.number().int().positive().max(150),
    tags: z.array(z.string()).min(1),
    kind: z.enum(['A', 'B']),
    name: z.string().min(3),
    nested: z.object({ code: z.string().regex(/^\d{6}$/, 'otp_format') }),
  });

  it('maps each issue to a field problem with its values, keyed by dotted path', () => {
    expect(problems(schema, { email: 'x', age: 1.5, tags: [], kind: 'C', name: 'ab', nested: { code: '12' } })).toEqual(
      {
        email: [{ key: 'email_format' }],
        age: [{ key: 'not_integer' }],
        tags: [{ key: 'too_few_items', params: { minimum: 1 } }],
        kind: [{ key: 'invalid_choice' }],
        name: [{ key: 'too_short', params: { minimum: 3 } }],
        'nested.code': [{ key: 'otp_format' }],
      },
    );
  });

  it('reports absent fields as required and whole-value problems under the part name', () => {
    expect(problems(schema, {})).toMatchObject({ email: [{ key: 'required' }], nested: [{ key: 'required' }] });
    expect(problems(schema, 'not an object')).toEqual({ body: [{ key: 'invalid_type' }] });
  });

  it('keeps the values of a check that has a custom message', () => {
    const file = z.object({ file: z.file().max(5 * 1024 * 1024, 'file_too_large') });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png');
    expect(problems(file, { file: big })).toEqual({ file: [{ key: 'file_too_large', params: { maximum: 5 } }] });
  });
});
