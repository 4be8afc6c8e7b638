/**
 * Per-page critical CSS. UnoCSS writes one stylesheet for the whole site and Astro inlines it into
 * every page; as the UI grows that would push every page past one round trip (14 KB). After the
 * build, each page inlines only the rules its own prerendered markup uses, and pages with islands
 * preload the whole site stylesheet in <head> and apply it at the end of <body>: cached once, never
 * blocking the first paint. UI that only scripts reveal (toasts, dialogs) waits for it through
 * `siteStylesReady()` (src/lib/site-styles.ts). On those pages the icons' images wait for it too: each is an
 * SVG of ~600 bytes, together about 1.6 KB of a Home page's 14 KB first flight; their boxes keep their size from
 * the icon-box rule of uno.config.ts, so nothing moves when they arrive. Hover styles wait for it as well (a first
 * paint has no pointer resting on anything), and so do the rules of elements the markup does not have (the reset's
 * tables, dialogs, text areas…: what scripts add later comes after the site stylesheet, which module scripts wait
 * for): together ~400 bytes of a Home page's first flight (docs/decisions/032).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type AtRule, type Container, type Rule } from 'postcss';
import { scriptEntries } from './module-graph.ts';

/** Classes toggled by scripts rather than written in markup (the colour mode). */
const ALWAYS_KEPT = ['dark'];
const STYLE_BLOCK = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g;
const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]|[\w-]|\P{ASCII})+)/gu;

/** Every word that could be a class name: the text split at white space, quotes and backticks. */
export function classTokens(text: string): Set<string> {
  return new Set(text.split(/[\s"'`]+/).filter(Boolean));
}

/** The unescaped class names a selector requires. */
export function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(CLASS_IN_SELECTOR)].map((match) => unescapeCss(match[1] ?? ''));
}

function unescapeCss(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );
}

/** The custom property an icon rule (UnoCSS presetIcons) carries its image in. */
const ICON_IMAGE = '--un-icon';

interface Pruning {
  readonly used: (name: string) => boolean;
  /** Whether the page's markup has this element (lower-case name). */
  readonly present: (element: string) => boolean;
  /**
   * Leave out the icons' images, the hover styles and the rules of absent elements (the page links the site
   * stylesheet, which has them).
   */
  readonly deferIcons: boolean;
}

/** Every element name the markup opens a tag of, lower-case. */
export function elementNames(markup: string): Set<string> {
  return new Set([...markup.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => (match[1] ?? '').toLowerCase()));
}

/**
 * The element names a selector requires: `abbr:where([title])` → abbr, `html[data-role] .x` → html, `.a:hover` →
 * none. Escapes, attribute selectors, classes, ids and pseudo names go first; a name counts only where a compound
 * selector starts, so `:nth-child(2n)` names nothing.
 */
export function selectorElements(selector: string): string[] {
  const bare = selector
    .replace(/\\[0-9a-fA-F]{1,6}\s?|\\./g, 'x')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/[.#][\w-]+/g, '')
    .replace(/::?[\w-]+/g, '');
  return [...bare.matchAll(/(?:^|[\s>+~,(])([a-zA-Z][\w-]*)/g)].map((match) => (match[1] ?? '').toLowerCase());
}

/** A selector that matches only under a resting pointer. */
const HOVER = /:hover\b/;

/** The stylesheet without the rules whose classes never occur in `tokens` (nor, when deferred, the icon images). */
export function pruneCss(
  css: string,
  tokens: ReadonlySet<string>,
  { deferIcons = false, elements = null as ReadonlySet<string> | null } = {},
): string {
  const root = postcss.parse(css);
  const used = (name: string) => tokens.has(name) || ALWAYS_KEPT.includes(name);
  pruneContainer(root, { used, present: (element) => elements?.has(element) ?? true, deferIcons });
  return root.toString();
}

function pruneContainer(container: Container, pruning: Pruning): void {
  container.each((node) => {
    if (node.type === 'rule') pruneRule(node, pruning);
    else if (node.type === 'atrule' && !/keyframes$/i.test(node.name)) pruneAtRule(node, pruning);
  });
}

function isIconRule(rule: Rule): boolean {
  return rule.some((node) => node.type === 'decl' && node.prop === ICON_IMAGE);
}

function pruneRule(rule: Rule, { used, present, deferIcons }: Pruning): void {
  if (deferIcons && isIconRule(rule)) {
    rule.remove();
    return;
  }
  const kept = rule.selectors.filter(
    (selector) =>
      selectorClasses(selector).every(used) &&
      !(deferIcons && (HOVER.test(selector) || !selectorElements(selector).every(present))),
  );
  if (kept.length === 0) rule.remove();
  else if (kept.length !== rule.selectors.length) rule.selectors = kept;
}

function pruneAtRule(atRule: AtRule, pruning: Pruning): void {
  if (!atRule.nodes) return;
  pruneContainer(atRule, pruning);
  if (atRule.nodes.length === 0) atRule.remove();
}

/** The inline style blocks of a page, concatenated. */
export function inlineCss(html: string): string {
  return [...html.matchAll(STYLE_BLOCK)].map((match) => match[2] ?? '').join('');
}

/** Write the whole site stylesheet (the union of every page's inline CSS) as a hashed asset; its URL. */
export function writeSiteCss(distDir: string, pages: readonly string[]): string {
  const blocks = new Set(pages.map((file) => inlineCss(readFileSync(join(distDir, file), 'utf8'))));
  const css = [...blocks].join('');
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
  mkdirSync(join(distDir, '_astro'), { recursive: true });
  writeFileSync(join(distDir, '_astro', `site.${hash}.css`), css);
  return `/_astro/site.${hash}.css`;
}

/** Page HTML with only its critical CSS inline, and the site stylesheet linked when it runs scripts. */
export function criticalPage(html: string, siteCssHref: string): string {
  const markup = html.replace(STYLE_BLOCK, '');
  const tokens = classTokens(markup);
  const linksSiteCss = scriptEntries(html).length > 0;
  const inlined = html.replace(STYLE_BLOCK, (_, open: string, css: string, close: string) => {
    const kept = pruneCss(css, tokens, { deferIcons: linksSiteCss, elements: elementNames(markup) });
    return kept.trim() ? open + kept + close : '';
  });
  if (!linksSiteCss) return inlined;
  return inlined
    .replace('</head>', `<link rel="preload" as="style" href="${siteCssHref}"></head>`)
    .replace('</body>', `<link rel="stylesheet" href="${siteCssHref}" data-site-css></body>`);
}

/** Rewrite every page of dist to its critical CSS; returns the bytes of CSS no longer inlined. */
export function inlineCriticalCss(distDir: string, pages: readonly string[]): number {
  const href = writeSiteCss(distDir, pages);
  let saved = 0;
  for (const file of pages) {
    const html = readFileSync(join(distDir, file), 'utf8');
    const rewritten = criticalPage(html, href);
    saved += html.length - rewritten.length;
    writeFileSync(join(distDir, file), rewritten);
  }
  return saved;
}
