/**
 * List-query cleaning and serialisation (SPEC section 5: "Empty, null or false query values are dropped
 * from list queries; zero is kept"). A filter form leaves unset fields as '', null, undefined or false;
 * sending them would filter on "empty", so they are dropped, while 0 and '0' are real values (page 0,
 * amount 0) and stay. Only the empty string counts as empty: '  ' is kept, because trimming is the form's job.
 */

/** One value a list query may carry. */
export type QueryScalar = string | number | boolean | Date | null | undefined;

/** A query value: one scalar or a list sent as repeated keys. */
export type QueryValue = QueryScalar | readonly QueryScalar[];

/** A scalar that survived cleaning. */
export type CleanScalar = string | number | true | Date;

/** Query parameters after {@link cleanQuery}: nothing empty, in the caller's key order. */
export type CleanQuery = Record<string, CleanScalar | CleanScalar[]>;

/** Any object whose values are query values; interfaces with optional fields fit too. */
export type QueryParams<T> = { readonly [K in keyof T]: QueryValue };

/** True for the values SPEC section 5 drops: '', null, undefined and false. */
function isEmpty(value: unknown): value is '' | null | undefined | false {
  return value === '' || value === null || value === undefined || value === false;
}

/** Check a kept scalar; a TypeError names the key, because a nested object here is a programming error. */
function toCleanScalar(key: string, value: unknown): CleanScalar {
  if (typeof value === 'string' || value === true) return value;
  if (typeof value === 'number') {
    // "NaN" or "Infinity" in a URL is always a bug upstream (e.g. Number('abc')), never a filter.
    if (!Number.isFinite(value)) throw new TypeError(`Query parameter "${key}" is not a finite number`);
    return value;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError(`Query parameter "${key}" is an invalid date`);
    return value;
  }
  throw new TypeError(`Query parameter "${key}" must be a string, number, boolean, Date or a list of them`);
}

/** Clean one value: drop empty elements of a list and the list itself when nothing is left. */
function cleanValue(key: string, value: unknown): CleanScalar | CleanScalar[] | undefined {
  if (Array.isArray(value)) {
    const elements: readonly unknown[] = value;
    const kept = elements.filter((element) => !isEmpty(element)).map((element) => toCleanScalar(key, element));
    return kept.length > 0 ? kept : undefined;
  }
  return isEmpty(value) ? undefined : toCleanScalar(key, value);
}

/** Drop '', null, undefined, false and empty lists (and such elements inside lists); keep 0, '0' and true. */
export function cleanQuery<T extends QueryParams<T>>(params: T): CleanQuery {
  const clean: CleanQuery = {};
  // Values are re-checked at run time: filters often come from untyped form data.
  for (const [key, value] of Object.entries(params as Readonly<Record<string, unknown>>)) {
    const kept = cleanValue(key, value);
    if (kept !== undefined) clean[key] = kept;
  }
  return clean;
}

/** The wire form of a kept scalar: decimal numbers, `true`, ISO 8601 dates. */
function serialiseScalar(value: CleanScalar): string {
  // String(n) is plain decimal for the numbers queries carry (pages, limits, ids); amounts travel as strings.
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Serialise cleaned params; lists become repeated keys (`status=PENDING&status=PROCESS`). */
export function toSearchParams<T extends QueryParams<T>>(params: T): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanQuery(params))) {
    for (const scalar of Array.isArray(value) ? value : [value]) search.append(key, serialiseScalar(scalar));
  }
  return search;
}
