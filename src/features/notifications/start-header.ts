/**
 * Wakes the dashboard header's figures and the notifications panel (./header.tsx) on a page that has the header:
 * once the page is idle, or at once when the bell is pressed before that. Root's module script calls it, so the
 * header costs a page's first load these few lines, no island (PRODUCT.md section 5: pages sit at their 100 KB).
 */

/** The prerendered bell button (src/layouts/DashboardLayout.astro). */
export const BELL_ID = 'bell';

export function startHeader(): void {
  const bell = document.getElementById(BELL_ID);
  if (bell === null) return;
  // A failed load (offline) is tried again on the next press.
  const load = (open: boolean) =>
    import('./header.tsx').then(
      (header) => header.start(open),
      () => undefined,
    );
  bell.addEventListener('click', () => void load(true));
  if ('requestIdleCallback' in window) requestIdleCallback(() => void load(false));
  else setTimeout(() => void load(false), 200);
}
