/** The one way to reach the export module: on demand, so it stays out of every page's first load. */
export const loadExporter = () => import('./index.ts');
