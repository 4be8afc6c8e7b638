/**
 * The live preview of a long text, laid out like the brand panel beside sign-in and sign-up
 * (src/layouts/AuthLayout.astro with src/components/LongCopy.astro): title, image, Markdown body, button —
 * and a link to the real page, where the text shows once it is saved and the app rebuilt.
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
    'p',
    { className: 'real-page' },
    h('a', { href, target: '_blank', rel: 'noopener' }, 'Open the real page'),
    ' — shows the saved text once the app is rebuilt (npm start rebuilds it).',
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
    realPageLink(h, realPages[text(entry.get('slug'))]),
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
