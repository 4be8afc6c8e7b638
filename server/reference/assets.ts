/**
 * Where reference images live: same-origin paths, so the app never loads an image from another host
 * (its Content-Security-Policy forbids it). One SVG per code under `/images/<folder>/`.
 */
export function assetPath(folder: string, code: string): string {
  return `/images/${folder}/${code.toLowerCase()}.svg`;
}

/** A URL-safe form of a name: `Côte d'Ivoire` → `cote-d-ivoire`. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
