/**
 * /user's stores and rules: a row's actions by status, what a role may do from the contract's table, the invitation
 * form's check by the contract's fields, and the actions — each sent once, a refusal kept in its dialog (beside the
 * email when it is about the email), the list shown as the server answered.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/stores/api.ts', () => ({ api: {} }));

const { createTeamActions } = await import('../../../src/features/team/actions-store.ts');
const { actionsFor, capabilitiesOf } = await import('../../../src/features/team/member-rules.ts');
const { checkInvite } = await import('../../../src/features/team/invite-form.ts');
type TeamMemberType = import('../../../src/contract/calls/delegation.ts').TeamMemberType;

const member = (patch: Partial<TeamMemberType> = {}): TeamMemberType => ({
  id: 7,
  email: 'lan@example.test',
  full_name: 'Trần Lan',
  role: 'FINANCE',
  status: 'INVITED',
  invited_at: '2026-11-01T00:00:00.000Z',
  link_expires_at: '2026-11-08T00:00:00.000Z',
  last_sign_in_at: null,
  ...patch,
});

const refusal = (code: string, message = code, errors?: Record<string, string[]>) => ({
  status: false as const,
  message,
  code,
  httpStatus: 400,
  ...(errors ? { errors } : {}),
});

function setup(answers: Record<string, unknown>) {
  let items: readonly TeamMemberType[] = [member()];
  const list = {
    updateItems: vi.fn((update: (rows: readonly TeamMemberType[]) => readonly TeamMemberType[]) => {
      items = update(items);
    }),
    revalidate: vi.fn(),
  };
  const calls = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, vi.fn(async () => answer)]));
  const notify = vi.fn();
  const actions = createTeamActions({
    api: calls as never,
    list: list as never,
    notify,
    describe: (failure) => `said: ${failure.message}`,
  });
  return { actions, list, calls, notify, items: () => items };
}

describe('actionsFor', () => {
  it('offers a new link only to those who have not (re)joined, a role change and removal to every member', () => {
    expect(actionsFor({ role: 'FINANCE', status: 'INVITED' })).toEqual(['resend', 'role', 'remove']);
    expect(actionsFor({ role: 'SELLER', status: 'EXPIRED' })).toEqual(['resend', 'role', 'remove']);
    expect(actionsFor({ role: 'SELLER', status: 'PENDING' })).toEqual(['resend', 'role', 'remove']);
    expect(actionsFor({ role: 'FINANCE', status: 'ACTIVE' })).toEqual(['role', 'remove']);
    expect(actionsFor({ role: 'DIRECTOR', status: 'ACTIVE' })).toEqual([]);
  });
});

describe('capabilitiesOf', () => {
  it('reads the role table: a seller sees part of the money, moves none, views VAs; finance cannot cancel cards', () => {
    const of = (role: 'FINANCE' | 'SELLER') => Object.fromEntries(capabilitiesOf(role).map((l) => [l.key, l.level]));
    expect(of('SELLER')).toMatchObject({
      balances: 'partial',
      move_money: 'none',
      virtual_accounts: 'view',
      team: 'none',
    });
    expect(of('FINANCE')).toMatchObject({
      move_money: 'full',
      payment_methods: 'view',
      cards: 'full',
      cancel_cards: 'none',
    });
  });
});

describe('checkInvite', () => {
  it('sends trimmed values the contract takes, and refuses each bad field in the field catalogue’s words', () => {
    expect(checkInvite({ email: ' lan@example.test ', full_name: ' Trần Lan ' }, 'SELLER')).toEqual({
      ok: true,
      values: { email: 'lan@example.test', full_name: 'Trần Lan', role: 'SELLER' },
    });
    const refused = checkInvite({ email: 'not-an-email', full_name: 'L' }, 'FINANCE');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.errors.email?.[0]).toMatch(/\S/);
      expect(refused.errors.full_name?.[0]).toMatch(/\S/);
    }
  });
});

describe('createTeamActions', () => {
  it('invites once on a double submit, puts the new member on top and says so', async () => {
    const added = member({ id: 9, email: 'an@example.test', role: 'SELLER' });
    const { actions, calls, items, notify, list } = setup({ inviteTeamMember: { status: true, data: added } });
    actions.openInvite();
    const values = { email: 'an@example.test', full_name: 'Lê An', role: 'SELLER' } as const;
    await Promise.all([actions.invite(values), actions.invite(values)]);
    expect(calls.inviteTeamMember).toHaveBeenCalledTimes(1);
    expect(calls.inviteTeamMember).toHaveBeenCalledWith({ body: values });
    expect(items().map((row) => row.id)).toEqual([9, 7]);
    expect(list.revalidate).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(actions.$dialog.get()).toBeNull();
  });

  it('keeps the dialog open with a taken email said beside the email, other refusals above the form', async () => {
    const taken = setup({ inviteTeamMember: refusal('MEMBER_EXISTS', 'Already on your team.') });
    taken.actions.openInvite();
    expect(await taken.actions.invite({ email: 'lan@example.test', full_name: 'Trần Lan', role: 'FINANCE' })).toBe(
      false,
    );
    expect(taken.actions.$dialog.get()).toMatchObject({
      kind: 'invite',
      busy: false,
      failure: null,
      errors: { email: ['Already on your team.'] },
    });
    const full = setup({ inviteTeamMember: refusal('TEAM_LIMIT_REACHED') });
    full.actions.openInvite();
    await full.actions.invite({ email: 'x@example.test', full_name: 'Xuân', role: 'FINANCE' });
    expect(full.actions.$dialog.get()).toMatchObject({ failure: { code: 'TEAM_LIMIT_REACHED' }, errors: {} });
  });

  it('changes a role to the one picked and shows the row as answered; the same role sends nothing', async () => {
    const seller = member({ role: 'SELLER', status: 'ACTIVE' });
    const { actions, calls, items } = setup({ changeTeamMemberRole: { status: true, data: seller } });
    actions.openRole(member({ status: 'ACTIVE' }));
    expect(actions.$dialog.get()).toMatchObject({ kind: 'role', role: 'FINANCE' });
    await actions.changeRole();
    expect(calls.changeTeamMemberRole).not.toHaveBeenCalled();
    actions.openRole(member({ status: 'ACTIVE' }));
    actions.chooseRole('SELLER');
    await actions.changeRole();
    expect(calls.changeTeamMemberRole).toHaveBeenCalledWith({ params: { id: 7 }, body: { role: 'SELLER' } });
    expect(items()).toEqual([seller]);
  });

  it('removes only after the confirmation, the row goes; a refusal stays in the dialog and the row stays', async () => {
    const ok = setup({ removeTeamMember: { status: true } });
    expect(await ok.actions.remove()).toBe(false);
    ok.actions.openRemove(member());
    ok.actions.close();
    expect(ok.calls.removeTeamMember).not.toHaveBeenCalled();
    ok.actions.openRemove(member());
    await ok.actions.remove();
    expect(ok.calls.removeTeamMember).toHaveBeenCalledWith({ params: { id: 7 } });
    expect(ok.items()).toEqual([]);
    const refused = setup({ removeTeamMember: refusal('FORBIDDEN') });
    refused.actions.openRemove(member());
    await refused.actions.remove();
    expect(refused.actions.$dialog.get()).toMatchObject({ kind: 'remove', failure: { code: 'FORBIDDEN' } });
    expect(refused.items()).toHaveLength(1);
  });

  it('mails a new link by id once while one is on its way, and says a refusal in a toast', async () => {
    const { actions, calls, notify, list } = setup({
      resendInvitation: { status: true, data: { link_expires_at: '2026-11-20T00:00:00.000Z' } },
    });
    await Promise.all([actions.resend(member()), actions.resend(member())]);
    expect(calls.resendInvitation).toHaveBeenCalledTimes(1);
    expect(calls.resendInvitation).toHaveBeenCalledWith({ body: { id: 7 } });
    expect(actions.$resending.get().size).toBe(0);
    expect(list.revalidate).toHaveBeenCalled();
    const refused = setup({ resendInvitation: refusal('RATE_LIMITED', 'Too many') });
    await refused.actions.resend(member());
    expect(refused.notify).toHaveBeenCalledWith({ color: 'danger', title: 'said: Too many' });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ color: 'success' }));
  });
});
