/**
 * What a role may do, row by row of the contract's role table (the one the server's calls agree with): shown beside
 * the role picker, following the choice. Each row says its level in words as well as by icon.
 */
import { useId } from 'react';
import type { TeamRole } from '../../contract/define.ts';
import type { CapabilityKey, CapabilityLevel } from '../../contract/role-capabilities.ts';
import { m } from '../../lib/i18n.ts';
import { ROLE_LABEL } from './labels.ts';
import { capabilitiesOf } from './member-rules.ts';

type Words = () => string;

export const CAPABILITY_LABEL: Readonly<Record<CapabilityKey, Words>> = {
  balances: m.team_cap_balances,
  move_money: m.team_cap_move_money,
  payment_methods: m.team_cap_payment_methods,
  virtual_accounts: m.team_cap_virtual_accounts,
  cards: m.team_cap_cards,
  cancel_cards: m.team_cap_cancel_cards,
  team: m.team_cap_team,
  developers: m.team_cap_developers,
  verification: m.team_cap_verification,
};

/** Which part a role has of a capability it has only partly (the table's only such row today). */
export const PARTIAL_NOTE: Readonly<Partial<Record<CapabilityKey, Words>>> = {
  balances: m.team_cap_balances_partial,
};

export const LEVEL_LABEL: Readonly<Record<CapabilityLevel, Words>> = {
  full: m.team_level_full,
  partial: m.team_level_partial,
  view: m.team_level_view,
  none: m.team_level_none,
};

const LEVEL_ICON: Readonly<Record<CapabilityLevel, string>> = {
  full: 'i-lucide-check text-success',
  partial: 'i-lucide-circle-dot text-warning',
  view: 'i-lucide-eye text-info',
  none: 'i-lucide-x text-muted',
};

export function RoleCapabilities({ role }: { role: TeamRole }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-live="polite"
      className="rounded-xl bg-surface-2 p-4"
      data-role-capabilities={role}
    >
      <h3 id={headingId} className="mb-3 text-sm font-semibold">
        {m.team_may_title({ role: ROLE_LABEL[role]() })}
      </h3>
      <ul className="flex flex-col gap-2 text-sm">
        {capabilitiesOf(role).map(({ key, level }) => {
          const note = level === 'partial' ? PARTIAL_NOTE[key as CapabilityKey] : undefined;
          return (
            <li key={key} className="flex items-start gap-2" data-level={level}>
              <span className={`${LEVEL_ICON[level]} mt-0.5 shrink-0`} aria-hidden="true" />
              <span className={level === 'none' ? 'text-muted' : undefined}>
                {CAPABILITY_LABEL[key as CapabilityKey]()}
                <span className="text-muted">{` — ${LEVEL_LABEL[level]()}`}</span>
                {note ? <span className="block text-muted">{note()}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
