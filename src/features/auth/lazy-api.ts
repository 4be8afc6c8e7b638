/**
 * The HTTP module (~5.5 KB gzip) for pages whose first call waits for the user (a submit, a typed email):
 * not in the first load, fetched once the island is up (`warmApi`) and awaited when needed. It saves
 * first-load weight only on pages where nothing else loads the HTTP module at once.
 */
import type { api as Api } from '../../stores/api.ts';

const load = () => import('../../stores/api.ts');

/** Start loading it in the background; a failed load is retried by the next `lazyApi()`. */
export function warmApi(): void {
  load().catch(() => undefined);
}

export async function lazyApi(): Promise<typeof Api> {
  return (await load()).api;
}
