/** Maps zod validation issues to field problems (src/contract/field-errors.ts), which render.ts words in the request's language. */
import type { z } from 'zod';
import { type FieldProblem, problemOf } from '../../src/contract/field-errors.ts';

/**
 * Field problems keyed by dot-separated path. Issues about the whole value (empty path) go under `rootKey`,
 * the request part's name (`body`, `query`, `params`), so a form can still show them.
 */
export function problemsOf(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  rootKey: string,
): Record<string, FieldProblem[]> {
  const problems: Record<string, FieldProblem[]> = {};
  for (const issue of issues) {
    const path = issue.path.length === 0 ? rootKey : issue.path.map(String).join('.');
    problems[path] = [...(problems[path] ?? []), problemOf(issue, input)];
  }
  return problems;
}
