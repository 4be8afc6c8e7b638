import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterSelect, filterOptions } from '../../src/ui/filter-select.tsx';
import { SearchField } from '../../src/ui/search-field.tsx';

const BANKS = [{ value: 'VCB', label: 'Vietcombank' }];

/** The prerendered select carries only its chosen option (src/ui/native-select.tsx). */
const chosenOption = (value: string | undefined) =>
  renderToStaticMarkup(
    createElement(FilterSelect, { label: 'Bank', allLabel: 'All', options: BANKS, value, onChange: () => {} }),
  ).match(/<option[^>]*>[^<]*<\/option>/g);

describe('FilterSelect', () => {
  it('offers "All" first, then the known values', () => {
    expect(filterOptions('All', BANKS, undefined)).toEqual([{ value: 'ALL', label: 'All' }, ...BANKS]);
    expect(filterOptions('All', BANKS, 'VCB')).toEqual([{ value: 'ALL', label: 'All' }, ...BANKS]);
  });

  it('keeps a value from the address that is not (yet) among the choices, last', () => {
    expect(filterOptions('All', BANKS, 'ACB')).toEqual([
      { value: 'ALL', label: 'All' },
      ...BANKS,
      { value: 'ACB', label: 'ACB' },
    ]);
  });

  it('shows the filter in force before its choices arrive, never "All" or nothing', () => {
    expect(chosenOption(undefined)).toEqual(['<option value="ALL" selected="">All</option>']);
    expect(chosenOption('ACB')).toEqual(['<option value="ACB" selected="">ACB</option>']);
  });
});

describe('SearchField', () => {
  it("takes no more characters than the list call's search rule accepts", () => {
    const html = renderToStaticMarkup(
      createElement(SearchField, {
        label: 'Search',
        placeholder: '',
        rule: { maxLength: 37 },
        value: '',
        onSearch: () => {},
      }),
    );
    expect(html).toMatch(/<input(?=[^>]*type="search")(?=[^>]*maxLength="37")[^>]*>/i);
  });
});
