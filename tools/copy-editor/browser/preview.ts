/**
 * The live preview of a long text, laid out like the brand panel beside sign-in and sign-up
 * (src/layouts/AuthLayout.astro with src/ui/LongCopy.astro): title, image, Markdown body, button — and under it
 * the real page where the text shows, live (live-app.ts): it shows each save at once.
 */
import type { EditorPage } from '../page-data.ts';

type Element = unknown;
type CreateElement = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => Element;

interface PreviewProps {
  readonly entry: { getIn(path: readonly string[]): unknown; get(key: string): unknown };
  readonly widgetFor: (name: string) => Element;
}

declare global {
  interface Window {
    h: CreateElement;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function realPageLink(h: CreateElement, href: string | undefined): Element {
  if (!href)
    return h(
      'p',
      { className: 'real-page' },
      'This text is not shown on a page yet (docs/EDITING-COPY.md lists where each text shows).',
    );
  return h(
    'div',
    { className: 'real-page' },
    h(
      'p',
      null,
      'The real page, below, shows the text as last saved, at once. ',
      h('a', { href, target: '_blank', rel: 'noopener' }, 'Open it in a tab'),
      ' (sign in there with a demo account to see the pages of the app).',
    ),
    h('iframe', { src: href, title: 'The real page', className: 'real-page-frame' }),
  );
}

/** Each long text's real page, set once at start (Decap renders the template with its own props only). */
let realPages: EditorPage['realPages'] = {};

function LongTextPreview({ entry, widgetFor }: PreviewProps): Element {
  const h = window.h;
  const field = (...path: string[]) => text(entry.getIn(['data', ...path]));
  const image = field('image', 'src');
  const cta = field('cta', 'label');
  return h(
    'div',
    null,
    h(
      'aside',
      { className: 'panel' },
      h('p', { className: 'brand' }, 'CamPay'),
      h(
        'div',
        { className: 'copy' },
        h('p', { className: 'title' }, field('title')),
        image ? h('img', { src: image, alt: field('image', 'alt'), className: 'image' }) : null,
        h('div', { className: 'body' }, widgetFor('body')),
        cta ? h('a', { href: field('cta', 'route'), className: 'action' }, cta) : null,
      ),
    ),
    realPageLink(h, realPages[text(entry.get('slug'))]),
  );
}

export function registerLongTextPreview(
  cms: { registerPreviewStyle(href: string): void; registerPreviewTemplate(name: string, component: unknown): void },
  page: EditorPage,
): void {
  realPages = page.realPages;
  cms.registerPreviewStyle('./preview.css');
  cms.registerPreviewTemplate(page.longTextsCollection, LongTextPreview);
}
