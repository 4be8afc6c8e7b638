import { describe, expect, it } from 'vitest';
import {
  classTokens,
  criticalPage,
  elementNames,
  pruneCss,
  selectorClasses,
  selectorElements,
} from '../../tools/static-host/prune-css.ts';

const CSS =
  'html{color:red}.flex{display:flex}.hover\\:bg-surface-2:hover{color:blue}' +
  '.bg-\\[linear-gradient\\(150deg\\2c \\#9a3412\\)\\]{background:red}' +
  '@media (min-width:1024px){.lg\\:grid{display:grid}.unused{color:green}}' +
  '.dark .dark\\:text-white{color:#fff}.a,.b{margin:0}@keyframes spin{to{transform:rotate(1turn)}}';

describe('critical CSS', () => {
  it('reads class names out of escaped selectors', () => {
    expect(selectorClasses('.hover\\:bg-surface-2:hover')).toEqual(['hover:bg-surface-2']);
    expect(selectorClasses('.bg-\\[linear-gradient\\(150deg\\2c \\#9a3412\\)\\]')).toEqual([
      'bg-[linear-gradient(150deg,#9a3412)]',
    ]);
    expect(selectorClasses('html[data-role="seller"] [data-roles]')).toEqual([]);
  });

  it('keeps element rules and the rules of used classes only, inside media queries too', () => {
    const tokens = classTokens('<div class="flex lg:grid b bg-[linear-gradient(150deg,#9a3412)]">');
    const kept = pruneCss(CSS, tokens);
    expect(kept).toContain('html{color:red}');
    expect(kept).toContain('.flex{display:flex}');
    expect(kept).toContain('.lg\\:grid{display:grid}');
    expect(kept).toContain('linear-gradient');
    expect(kept).toContain('.b{margin:0}');
    expect(kept).not.toContain('.a,');
    expect(kept).not.toContain('.unused');
    expect(kept).not.toContain('hover\\:bg-surface-2');
    expect(kept).toContain('@keyframes spin');
  });

  it('keeps the dark-mode rules the boot script switches on', () => {
    expect(pruneCss(CSS, classTokens('class="dark:text-white"'))).toContain('.dark .dark\\:text-white');
  });

  it('drops media queries left empty', () => {
    expect(pruneCss(CSS, classTokens(''))).not.toContain('@media');
  });

  it('links the site stylesheet only on pages that run scripts', () => {
    const page = (body: string) => `<html><head><style>${CSS}</style></head><body>${body}</body></html>`;
    const plain = criticalPage(page('<p class="flex">hi</p>'), '/_astro/site.x.css');
    expect(plain).not.toContain('site.x.css');
    expect(plain).toContain('.flex{display:flex}');
    expect(plain).not.toContain('.unused');
    const interactive = criticalPage(
      page('<script type="module" src="/_astro/app.js"></script>'),
      '/_astro/site.x.css',
    );
    expect(interactive).toContain('<link rel="preload" as="style" href="/_astro/site.x.css"></head>');
    expect(interactive).toContain('<link rel="stylesheet" href="/_astro/site.x.css" data-site-css></body>');
  });

  it('leaves the icon images to the site stylesheet on pages that link it, and inlines them on pages that do not', () => {
    const icon = '.i-lucide-x{--un-icon:url("data:image/svg+xml;utf8,x");mask:var(--un-icon) no-repeat;width:1.2em}';
    const page = (body: string) => `<html><head><style>${CSS}${icon}</style></head><body>${body}</body></html>`;
    const plain = criticalPage(page('<span class="i-lucide-x flex"></span>'), '/_astro/site.x.css');
    expect(plain).toContain('.i-lucide-x{--un-icon');
    const interactive = criticalPage(
      page('<span class="i-lucide-x flex"></span><script type="module" src="/_astro/app.js"></script>'),
      '/_astro/site.x.css',
    );
    expect(interactive).not.toContain('i-lucide-x{');
    expect(interactive).toContain('.flex{display:flex}');
  });

  it('leaves hover styles to the site stylesheet on pages that link it, and inlines them on pages that do not', () => {
    const page = (body: string) => `<html><head><style>${CSS}</style></head><body>${body}</body></html>`;
    const used = '<a class="flex hover:bg-surface-2">x</a>';
    expect(criticalPage(page(used), '/_astro/site.x.css')).toContain('.hover\\:bg-surface-2:hover');
    const interactive = criticalPage(
      page(`${used}<script type="module" src="/_astro/app.js"></script>`),
      '/_astro/site.x.css',
    );
    expect(interactive).not.toContain('hover\\:bg-surface-2');
    expect(interactive).toContain('.flex{display:flex}');
  });

  it('reads the elements a selector requires, and none from classes, attributes, pseudo names or escapes', () => {
    expect(selectorElements('abbr:where([title])')).toEqual(['abbr']);
    expect(selectorElements('html[data-role="seller"] [data-roles]')).toEqual(['html']);
    expect(selectorElements('input::placeholder')).toEqual(['input']);
    expect(selectorElements('.hover\\:bg-surface-2:hover')).toEqual([]);
    expect(selectorElements('.bg-\\[linear-gradient\\(150deg\\2c \\#9a3412\\)\\]')).toEqual([]);
    expect(selectorElements('li:nth-child(2n+1) > a')).toEqual(['li', 'a']);
    expect(selectorElements('*,:before,::backdrop')).toEqual([]);
    expect([...elementNames('<!DOCTYPE html><HTML><body><astro-island><p>x</p>')]).toEqual([
      'html',
      'body',
      'astro-island',
      'p',
    ]);
  });

  it('leaves the rules of elements the markup lacks to the site stylesheet on pages that link it', () => {
    const reset = 'table{border-collapse:collapse}dialog{padding:0}h1,h2{margin:0}p{margin:0}';
    const page = (body: string) => `<html><head><style>${reset}</style></head><body>${body}</body></html>`;
    const body = '<h1>Hi</h1><p>x</p>';
    expect(criticalPage(page(body), '/_astro/site.x.css')).toContain('table{');
    const interactive = criticalPage(page(`${body}<script type="module" src="/_astro/app.js"></script>`), '/s.css');
    expect(interactive).not.toContain('table{');
    expect(interactive).not.toContain('dialog{');
    expect(interactive).toContain('h1{margin:0}');
    expect(interactive).toContain('p{margin:0}');
  });
});
