/**
 * Route parameter rules (SPEC section 5: a failed rule raises not-found).
 * Rules are named so the inline boot script can carry them as data, not code.
 */
export type ParamRule = 'id' | 'token';

const POSITIVE_INT = /^[1-9]\d{0,17}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** RFC 3986 unreserved characters: what a token may hold without escaping. */
const URL_SAFE = /^[A-Za-z0-9._~-]{1,512}$/;

/** Whether a decoded path parameter satisfies its rule. */
export function paramValid(rule: ParamRule, value: string): boolean {
  if (rule === 'id') return POSITIVE_INT.test(value) || UUID.test(value);
  return URL_SAFE.test(value);
}

/** Match a concrete path against a `:name` pattern; the decoded params, or null when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = trimTrailingSlash(path).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    const actual = got[i] ?? '';
    if (segment.startsWith(':')) {
      const decoded = safeDecode(actual);
      if (decoded === null || decoded === '') return null;
      params[segment.slice(1)] = decoded;
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

/** Whether every parameter of a matched path passes its rule. */
export function paramsValid(
  rules: Readonly<Record<string, ParamRule>> | undefined,
  params: Record<string, string>,
): boolean {
  if (!rules) return true;
  return Object.entries(rules).every(([name, rule]) => {
    const value = params[name];
    return value !== undefined && paramValid(rule, value);
  });
}

/** Drop one trailing slash, keeping the root as `/`. */
export function trimTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
