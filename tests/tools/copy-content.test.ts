import { describe, expect, it } from 'vitest';
import { checkContent, entryName } from '../../tools/copy-check/content.ts';
import type { CopyFile } from '../../tools/copy-check/problems.ts';

const world = {
  routeExists: (path: string) => ['/', '/signup'].includes(path),
  publicFileExists: (path: string) => path === '/images/team.png',
  places: { panel: { routes: [] } },
};

const md = (path: string, ...lines: string[]): CopyFile => ({ path, text: `${lines.join('\n')}\n` });

const EN_OK = md('copy/en/panel.md', '---', 'title: Move money', '---', '', '- Fast', '- Safe');
const VI_OK = md('copy/vi/panel.md', '---', 'title: Chuyển tiền', '---', '', '- Nhanh', '- An toàn');

/** The Vietnamese side of a pair whose English side is fine. */
const withVi = (...lines: string[]) => checkContent([EN_OK, md('copy/vi/panel.md', ...lines)], world).problems;

describe('the long-copy rules', () => {
  it('passes a text in both languages, with an image and a button that exist', () => {
    const full = [
      'title: Join',
      'image:',
      '  src: /images/team.png',
      '  alt: Our team',
      'cta:',
      '  label: Go',
      '  route: /signup',
    ];
    const en = md('copy/en/join.md', '---', ...full, '---', 'Body with [a link](/signup) and <https://example.com>.');
    const vi = md(
      'copy/vi/join.md',
      '---',
      ...full.map((line) => line.replace('Join', 'Tham gia')),
      '---',
      'Nội dung.',
    );
    const places = { panel: { routes: [] }, join: { routes: [] } };
    expect(checkContent([en, vi, EN_OK, VI_OK], { ...world, places })).toEqual({ problems: [], checked: 2 });
  });

  it('names the missing language', () => {
    expect(checkContent([EN_OK], world).problems).toEqual([
      {
        severity: 'error',
        file: 'copy/en/panel.md',
        line: 1,
        what: 'This text has no Vietnamese version (copy/vi/panel.md).',
        fix: 'Create copy/vi/panel.md with the same fields, in Vietnamese.',
      },
    ]);
  });

  it('says which field is missing, empty or unknown, at its line', () => {
    const problems = withVi(
      '---',
      'image:',
      '  src: /images/team.png',
      '  alt: " "',
      'colour: red',
      '---',
      'Nội dung.',
    );
    expect(problems.map(({ line, what, fix }) => ({ line, what, fix }))).toEqual([
      { line: 1, what: 'The field "title" is missing.', fix: 'Write the heading: title: Your heading.' },
      {
        line: 4,
        what: 'The field "image.alt" is empty.',
        fix: 'Describe the image in a few words for people who cannot see it: alt: What the image shows.',
      },
      {
        line: 5,
        what: '"colour" is not a field a text can have.',
        fix: 'Use only the fields title, image (src, alt) and cta (label, route); check the spelling.',
      },
    ]);
  });

  it('refuses an image without a description', () => {
    const problems = withVi('---', 'title: Ảnh', 'image:', '  src: /images/team.png', '---', 'Nội dung.');
    expect(problems.map(({ line, what }) => [line, what])).toEqual([[3, 'The field "image.alt" is missing.']]);
  });

  it('refuses a button to a page that does not exist, and an image that does not exist', () => {
    const problems = withVi(
      '---',
      'title: Nút',
      'image:',
      '  src: /images/nope.png',
      '  alt: Ảnh',
      'cta:',
      '  label: Đi',
      '  route: /sign-up',
      '---',
      'Nội dung.',
    );
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 'copy/vi/panel.md',
        line: 8,
        what: 'The button leads to /sign-up, which is not a page of the app.',
        fix: 'Write the path of a page that exists, as it appears in the address bar (for example /signup).',
      },
      {
        severity: 'error',
        file: 'copy/vi/panel.md',
        line: 4,
        what: 'The image /images/nope.png does not exist.',
        fix: 'Put the image at public/images/nope.png, or correct the path.',
      },
    ]);
  });

  it('refuses raw HTML, a script and a javascript: link in the body, at their lines', () => {
    const problems = withVi(
      '---',
      'title: Mã',
      '---',
      'Dòng một.',
      '<script>alert(1)</script>',
      'Xem <b>đây</b>.',
      '[bấm](javascript:alert(1))',
      '<!-- ghi chú -->',
    );
    expect(problems.map(({ line, what }) => [line, what])).toEqual([
      [5, 'The text holds HTML (a tag in < >), which the page does not show as written.'],
      [6, 'The text holds HTML (a tag in < >), which the page does not show as written.'],
      [7, 'The text holds a javascript: link, which could run code on the page.'],
      [8, 'The text holds HTML (a tag in < >), which the page does not show as written.'],
    ]);
    expect(problems[0]?.fix).toBe(
      'Write it in Markdown instead: **bold**, *italic*, - a list item, [a link](/signup).',
    );
    expect(problems[2]?.fix).toBe('Link to a page of the app (/signup) or to a web address (https://…) instead.');
  });

  it('refuses a text without front matter, with unreadable fields, or without a body', () => {
    expect(withVi('title: Không có', 'Nội dung.')[0]?.what).toBe(
      'The text has no front matter: it must start with a line ---, its fields (title: …), and another line ---.',
    );
    const unreadable = withVi('---', 'title: Một', 'cta: [', '---', 'Nội dung.');
    expect(unreadable.map(({ line, what }) => [line, what])).toEqual([
      [3, 'The fields between the --- lines cannot be read.'],
    ]);
    expect(withVi('---', 'title: Trống', '---', '', '  ').map(({ line, what, fix }) => [line, what, fix])).toEqual([
      [4, 'The text has a title but no body.', 'Write the text under the second --- line.'],
    ]);
  });

  it('warns of a Vietnamese text identical to the English one', () => {
    const same = md('copy/vi/panel.md', ...EN_OK.text.trimEnd().split('\n'));
    expect(checkContent([EN_OK, same], world).problems).toEqual([
      {
        severity: 'warning',
        file: 'copy/vi/panel.md',
        line: 1,
        what: 'This text is the same in Vietnamese as in English, so it is probably not translated yet.',
        fix: 'Translate the title and the text (and the button and image description, if any).',
      },
    ]);
  });

  it('refuses files outside the language folders and files that are not Markdown', () => {
    const problems = checkContent(
      [
        { path: 'copy/fr/panel.md', text: '' },
        { path: 'copy/en/logo.png', text: '' },
      ],
      { ...world, places: {} },
    ).problems;
    expect(problems.map(({ file, what }) => [file, what])).toEqual([
      ['copy/fr/panel.md', 'This file is outside the language folders, so no page shows it.'],
      ['copy/en/logo.png', 'Only Markdown files (.md) are read in this folder; no page shows this one.'],
    ]);
    expect(entryName('copy/vi/auth-panel.md')).toEqual({ language: 'vi', name: 'auth-panel' });
  });
});

describe('the texts a page shows', () => {
  it('refuses a text no page shows, and names a text a page shows that has no file', () => {
    const promo = md('copy/en/promo.md', '---', 'title: Sale', '---', 'Half price.');
    const places = { panel: { routes: [] }, faq: { routes: [] } };
    expect(checkContent([EN_OK, VI_OK, promo], { ...world, places }).problems).toEqual([
      {
        severity: 'error',
        file: 'copy/en/promo.md',
        line: 1,
        what: 'No page shows a text named "promo".',
        fix: 'Give the file the name of an existing text (docs/EDITING-COPY.md lists them), or ask a developer to place a new text on a page.',
      },
      {
        severity: 'error',
        file: 'copy/en/faq.md',
        line: 1,
        what: 'The text "faq" is missing: a page of the app shows it.',
        fix: 'Create copy/en/faq.md and copy/vi/faq.md (copy the first lines of another text and change the words).',
      },
    ]);
  });

  describe('words in braces the page fills in', () => {
    const places = { panel: { routes: [], slots: ['path'] } };
    const en = md('copy/en/panel.md', '---', 'title: "Not found: {path}"', '---', 'Check the address.');
    const vi = (title: string) => md('copy/vi/panel.md', '---', `title: "${title}"`, '---', 'Kiểm tra địa chỉ.');

    it('passes when every language keeps them', () => {
      expect(checkContent([en, vi('Không thấy: {path}')], { ...world, places }).problems).toEqual([]);
    });

    it('refuses a text that lost one or made one up, at the line', () => {
      expect(checkContent([en, vi('Không thấy: {duong_dan}')], { ...world, places }).problems).toEqual([
        {
          severity: 'error',
          file: 'copy/vi/panel.md',
          line: 2,
          what: 'The text has lost {path}, which the page fills in.',
          fix: 'Put {path} back, braces included, where the page should show it; you may move it but not translate it.',
        },
        {
          severity: 'error',
          file: 'copy/vi/panel.md',
          line: 2,
          what: 'The page fills in no {duong_dan} here, so it would show as written, braces included.',
          fix: 'Keep only {path}; write other words without braces.',
        },
      ]);
    });

    it('refuses braces in a text whose page fills in nothing', () => {
      const problems = checkContent(
        [EN_OK, md('copy/vi/panel.md', '---', 'title: Chào', '---', 'Xin chào {ten}.')],
        world,
      );
      expect(problems.problems.map(({ line, what, fix }) => [line, what, fix])).toEqual([
        [
          4,
          'The page fills in no {ten} here, so it would show as written, braces included.',
          'Write the word without braces.',
        ],
      ]);
    });
  });
});

describe('field lines', () => {
  it('looks for a field in the front matter only, not in the body', () => {
    const problems = withVi('---', 'image:', '  src: /images/team.png', '  alt: Ảnh', '---', 'title: not a field here');
    expect(problems.map(({ line, what }) => [line, what])).toEqual([[1, 'The field "title" is missing.']]);
  });
});
