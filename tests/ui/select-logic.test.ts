import { describe, expect, it } from 'vitest';
import { edgeIndex, filterOptions, foldText, moveIndex, typeAheadIndex } from '../../src/ui/select-logic.ts';

const banks = [
  { value: 'vcb', label: 'Vietcombank', description: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
  { value: 'ctg', label: 'VietinBank', description: 'Ngân hàng TMCP Công Thương Việt Nam' },
  { value: 'bidv', label: 'BIDV', description: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam', disabled: true },
  { value: 'acb', label: 'ACB', description: 'Ngân hàng TMCP Á Châu' },
  { value: 'agr', label: 'Agribank' },
];

describe('select logic', () => {
  it('folds case and Vietnamese marks', () => {
    expect(foldText('Đầu Tư')).toBe('dau tu');
  });

  it('filters on label and description, accents optional, every word', () => {
    expect(filterOptions(banks, 'ngoai thuong').map((option) => option.value)).toEqual(['vcb']);
    expect(filterOptions(banks, 'viet')).toHaveLength(3);
    expect(filterOptions(banks, '  ')).toBe(banks);
    expect(filterOptions(banks, 'zzz')).toEqual([]);
  });

  it('moves past disabled options and wraps', () => {
    expect(moveIndex(banks, 1, 1)).toBe(3);
    expect(moveIndex(banks, 4, 1)).toBe(0);
    expect(moveIndex(banks, 0, -1)).toBe(4);
    expect(moveIndex(banks, -1, 1)).toBe(0);
    expect(moveIndex([{ value: 'x', label: 'x', disabled: true }], 0, 1)).toBe(-1);
  });

  it('finds the first and last enabled options', () => {
    expect(edgeIndex(banks, 'first')).toBe(0);
    expect(edgeIndex(banks, 'last')).toBe(4);
    expect(edgeIndex([], 'first')).toBe(-1);
  });

  it('type-ahead matches a prefix and cycles on a repeated letter', () => {
    expect(typeAheadIndex(banks, 'vietc', -1)).toBe(0);
    expect(typeAheadIndex(banks, 'vieti', 0)).toBe(1);
    expect(typeAheadIndex(banks, 'a', -1)).toBe(3);
    expect(typeAheadIndex(banks, 'aa', 3)).toBe(4);
    expect(typeAheadIndex(banks, 'b', -1)).toBe(-1);
  });
});
