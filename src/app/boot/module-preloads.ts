/**
 * A page with critical reads names its first-load modules in `<html data-modules>` rather than in modulepreload
 * tags (docs/decisions/012): the head script asks for them here, right after starting the reads, so the reads
 * take the first of HTTP/1.1's six connections and the modules the rest, in the order listed (largest first).
 */
export function preloadListedModules(doc: Document): void {
  for (const href of (doc.documentElement.dataset.modules ?? '').split(' ')) {
    if (!href) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}
