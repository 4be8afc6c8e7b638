/**
 * Field paths: a field of a draft or a submission named as the API names it, dots between the names
 * (`personal.full_name`, `identity.front_document_id`, `document_ids`; src/contract/calls/kyc.ts's
 * SubmissionFieldPath). The draft merge, the save, the rejection's fields and the submit's field errors all speak
 * them.
 */

type Tree = Readonly<Record<string, unknown>>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path`, or undefined. */
export function valueAt(data: Tree, path: string): unknown {
  let value: unknown = data;
  for (const name of path.split('.')) {
    if (!isTree(value)) return undefined;
    value = value[name];
  }
  return value;
}

/** A copy of `data` with `path` set to `value` (left out when undefined), creating the objects on the way. */
export function withValueAt<T extends Tree>(data: T, path: string, value: unknown): T {
  const [name, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) {
    const { [name]: _old, ...others } = data;
    return (value === undefined ? others : { ...others, [name]: value }) as T;
  }
  const inner = isTree(data[name]) ? (data[name] as Tree) : {};
  return { ...data, [name]: withValueAt(inner, rest.join('.'), value) } as T;
}

/** Every path that holds a value (not an object) in `data`. */
export function leafPaths(data: Tree, prefix = ''): string[] {
  return Object.entries(data).flatMap(([name, value]) => {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    if (value === undefined) return [];
    return isTree(value) ? leafPaths(value, path) : [path];
  });
}
