import { describe, expect, it } from 'vitest';
import { visibleBalances } from '../../server/auth/balance-access.ts';
import { ROUTES } from '../../src/app/routes.ts';
import { type CallDefinition, TEAM_ROLES, type TeamRole } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';
import { type Capability, ROLE_CAPABILITIES, rolesThatMay } from '../../src/contract/role-capabilities.ts';

const rows: readonly Capability[] = ROLE_CAPABILITIES;

/** The roles the server's pipeline admits to a call: its `roles`, or every role when it names none. */
function admitted(name: string): readonly TeamRole[] {
  const call: CallDefinition | undefined = CONTRACT.find((entry) => entry.name === name);
  if (call === undefined) throw new Error(`no contract call ${name}`);
  return call.roles ?? TEAM_ROLES;
}

const rolesWhere = (row: Capability, test: (level: string) => boolean) =>
  TEAM_ROLES.filter((role) => test(row.levels[role]));

describe('what each role may do (one table for the screen and the server)', () => {
  it.each(rows.map((row) => [row.key, row] as const))(
    '%s: its calls admit exactly the roles the table gives',
    (_, row) => {
      const doers = rolesWhere(row, (level) => level === 'full' || level === 'partial');
      const readers = rolesWhere(row, (level) => level !== 'none');
      for (const name of row.acts) expect([name, admitted(name)]).toEqual([name, doers]);
      for (const name of row.reads) expect([name, admitted(name)]).toEqual([name, readers]);
    },
  );

  it('a seller sees part of the balances, as the server shows them', () => {
    const balances = rows.find((row) => row.key === 'balances');
    expect(balances?.levels.SELLER).toBe('partial');
    expect(visibleBalances('SELLER')).not.toEqual(visibleBalances('DIRECTOR'));
    expect(visibleBalances('FINANCE')).toEqual(visibleBalances('DIRECTOR'));
  });

  it('the team screen opens for the roles that manage the team', () => {
    const route = ROUTES.find((entry) => entry.path === '/user');
    expect(rolesThatMay('team')).toEqual(['DIRECTOR']);
    expect(route?.roles).toEqual(['director']);
  });

  it('a director may do everything', () => {
    for (const row of rows) expect([row.key, row.levels.DIRECTOR]).toEqual([row.key, 'full']);
  });
});
