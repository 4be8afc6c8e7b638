/**
 * The VA list's columns (src/features/va/columns.ts): the actions column is there before the profile is known,
 * for the roles that manage VAs only, so the prerendered table is the one a manager keeps.
 */
import { describe, expect, it } from 'vitest';
import { vaColumns } from '../../../src/features/va/columns.ts';

const keys = (manage: boolean | null) => vaColumns(null, manage).map((column) => column.key);

describe('vaColumns', () => {
  it('has the actions column, for managers only, while the profile is unknown', () => {
    expect(keys(null)).toEqual(['bank', 'account', 'holder', 'platform', 'status', 'actions']);
    expect(vaColumns(null, null).find((column) => column.key === 'actions')?.roles).toEqual(['director', 'financial']);
  });

  it('keeps it for a manager and leaves it out for anyone else', () => {
    expect(keys(true)).toContain('actions');
    expect(keys(false)).not.toContain('actions');
  });
});
