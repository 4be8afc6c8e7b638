/** The message-key stem of a route: `/va/transactions/:id` → `va_transactions_detail`, `/` → `home`. */
export function routeKey(path: string): string {
  if (path === '/') return 'home';
  return path
    .slice(1)
    .split('/')
    .map((segment) => (segment === ':id' ? 'detail' : segment.replace(/^:/, '')))
    .join('_')
    .replace(/-/g, '_');
}
