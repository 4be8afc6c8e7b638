import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChoiceCards } from '../../src/ui/choice-cards.tsx';

const CHOICES = [
  { value: 'BANK', label: 'Bank transfer', detail: 'VND' },
  { value: 'QR', label: 'VietQR' },
];

const render = (value: string | null, errors?: readonly string[]) =>
  renderToStaticMarkup(
    createElement(ChoiceCards, {
      legend: 'How you pay',
      name: 'method',
      choices: CHOICES,
      value,
      onChange: () => {},
      errors,
    }),
  );

describe('ChoiceCards', () => {
  it('is a named group of native radios, one per choice, the chosen one checked', () => {
    const html = render('QR');
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>How you pay<\/legend>/);
    const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map(([tag]) => tag);
    expect(radios.every((tag) => tag.includes('name="method"'))).toBe(true);
    expect(radios.map((tag) => [/value="(\w+)"/.exec(tag)?.[1], tag.includes('checked=""')])).toEqual([
      ['BANK', false],
      ['QR', true],
    ]);
    expect(html).toContain('>VND</span>');
  });

  it('checks nothing before a choice, and says no error while valid', () => {
    const html = render(null, []);
    expect(html).not.toContain('checked=""');
    expect(html).not.toContain('aria-describedby');
  });

  it('says its errors under the group and ties them to it for screen readers', () => {
    const html = render(null, ['Choose how you pay.', 'Try again.']);
    const describedBy = /<fieldset[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`<p id="${describedBy}" class="text-sm text-danger">Choose how you pay. Try again.</p>`);
  });
});
