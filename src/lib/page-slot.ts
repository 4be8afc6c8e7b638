/**
 * A record kept on the page's global object under one name: how a head script (compiled on its own, inlined in
 * the HTML) hands what it started to the page's modules, which are other bundles and cannot share a variable.
 */
export function pageSlot<T>(name: string): Record<string, T | undefined> {
  const holder = globalThis as unknown as Record<string, Record<string, T | undefined> | undefined>;
  holder[name] ??= {};
  return holder[name];
}
