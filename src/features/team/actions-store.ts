/**
 * What the director does to the team from /user: invite (a dialog with the contract's fields), change a role (a
 * dialog with what each role may do), remove (asked first in ConfirmRemoval) and mail a new link (at once, from the
 * row). Each change is sent once however often it is clicked (busy while it runs), a refusal stays in its dialog
 * with the typed values kept, and on success the row shows what the server answered before the list is read again.
 */
import { atom } from 'nanostores';
import type { TeamMemberType } from '../../contract/calls/delegation.ts';
import { type ApiFailure, isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { m } from '../../lib/i18n.ts';
import type { ListStore } from '../../stores/kit/list.ts';
import type { AssignableRole } from './member-rules.ts';

export interface InviteValues {
  readonly email: string;
  readonly full_name: string;
  readonly role: AssignableRole;
}

export type FieldErrors = Readonly<Partial<Record<keyof InviteValues, readonly string[]>>>;

interface Common {
  readonly busy: boolean;
  readonly failure: ApiFailure | null;
}

export type TeamDialog =
  | (Common & { readonly kind: 'invite'; readonly role: AssignableRole; readonly errors: FieldErrors })
  | (Common & { readonly kind: 'role'; readonly member: TeamMemberType; readonly role: AssignableRole })
  | (Common & { readonly kind: 'remove'; readonly member: TeamMemberType });

type TeamApi = Pick<Api, 'inviteTeamMember' | 'changeTeamMemberRole' | 'removeTeamMember' | 'resendInvitation'>;
type Notify = (toast: { readonly title: string; readonly color: 'success' | 'danger' }) => void;

/** The invitation form's fields a 422 may name; anything else is said above the form. */
const INVITE_FIELDS = new Set<string>(['email', 'full_name', 'role']);

/** A business refusal that belongs to the email field: said beside it, where the director retypes. */
const EMAIL_CODES = new Set(['EMAIL_TAKEN', 'MEMBER_EXISTS']);

function inviteErrors(failure: ApiFailure): FieldErrors | null {
  if (failure.code !== undefined && EMAIL_CODES.has(failure.code)) return { email: [failure.message] };
  const named = Object.entries(failure.errors ?? {}).filter(([field]) => INVITE_FIELDS.has(field));
  return named.length === 0 ? null : Object.fromEntries(named);
}

const assignable = (role: TeamMemberType['role']): AssignableRole => (role === 'SELLER' ? 'SELLER' : 'FINANCE');

export function createTeamActions(options: {
  readonly api: TeamApi;
  readonly list: Pick<ListStore<'listTeamMembers'>, 'updateItems' | 'revalidate'>;
  readonly notify: Notify;
  /** The failure's words in the page's language (failureText; loaded with the dialogs). */
  readonly describe: (failure: ApiFailure) => string;
}) {
  const { api, list, notify } = options;
  const $dialog = atom<TeamDialog | null>(null);
  /** Members whose new link is on its way: their resend button waits. */
  const $resending = atom<ReadonlySet<number>>(new Set());

  const patch = (change: Partial<Common> & Record<string, unknown>) => {
    const open = $dialog.get();
    if (open !== null) $dialog.set({ ...open, ...change } as TeamDialog);
  };

  /** The server's row replaces the shown one (or goes on top, when new); then the list is read for its filters. */
  function show(member: TeamMemberType): void {
    list.updateItems((items) =>
      items.some((item) => item.id === member.id)
        ? items.map((item) => (item.id === member.id ? member : item))
        : [member, ...items],
    );
    list.revalidate();
  }

  function begin(kind: TeamDialog['kind']): TeamDialog | null {
    const open = $dialog.get();
    if (open === null || open.kind !== kind || open.busy) return null;
    patch({ busy: true, failure: null });
    return open;
  }

  return {
    $dialog,
    $resending,
    openInvite(): void {
      $dialog.set({ kind: 'invite', role: 'FINANCE', errors: {}, busy: false, failure: null });
    },
    openRole(member: TeamMemberType): void {
      $dialog.set({ kind: 'role', member, role: assignable(member.role), busy: false, failure: null });
    },
    openRemove(member: TeamMemberType): void {
      $dialog.set({ kind: 'remove', member, busy: false, failure: null });
    },
    /** The role picked in the invite or role dialog (what each role may do follows it). */
    chooseRole(role: AssignableRole): void {
      const open = $dialog.get();
      if (open !== null && open.kind !== 'remove' && !open.busy) patch({ role });
    },
    /** The form's own check refused some fields: said beside them, nothing sent. */
    refuseFields(errors: FieldErrors): void {
      if ($dialog.get()?.kind === 'invite') patch({ errors, failure: null });
    },
    /** Closing waits for a change in flight, so its outcome is never left unknown on screen. */
    close(): void {
      if ($dialog.get()?.busy !== true) $dialog.set(null);
    },
    async invite(values: InviteValues): Promise<boolean> {
      if (begin('invite') === null) return false;
      patch({ errors: {} });
      const answer = await api.inviteTeamMember({ body: values });
      if (isApiFailure(answer)) {
        const errors = inviteErrors(answer);
        patch({ busy: false, failure: errors === null ? answer : null, errors: errors ?? {} });
        return false;
      }
      show(answer.data);
      $dialog.set(null);
      notify({ color: 'success', title: m.team_invited({ email: answer.data.email }) });
      return true;
    },
    async changeRole(): Promise<boolean> {
      const open = begin('role');
      if (open === null || open.kind !== 'role') return false;
      if (open.role === open.member.role) {
        $dialog.set(null);
        return true;
      }
      const answer = await api.changeTeamMemberRole({ params: { id: open.member.id }, body: { role: open.role } });
      if (isApiFailure(answer)) {
        patch({ busy: false, failure: answer });
        list.revalidate();
        return false;
      }
      show(answer.data);
      $dialog.set(null);
      notify({ color: 'success', title: m.team_role_changed({ name: answer.data.full_name }) });
      return true;
    },
    async remove(): Promise<boolean> {
      const open = begin('remove');
      if (open === null || open.kind !== 'remove') return false;
      const answer = await api.removeTeamMember({ params: { id: open.member.id } });
      if (isApiFailure(answer)) {
        patch({ busy: false, failure: answer });
        return false;
      }
      list.updateItems((items) => items.filter((item) => item.id !== open.member.id));
      list.revalidate();
      $dialog.set(null);
      notify({ color: 'success', title: m.team_removed({ name: open.member.full_name }) });
      return true;
    },
    /** Mails a fresh link (the old one stops working); the row's expiry and status are read again. */
    async resend(member: TeamMemberType): Promise<boolean> {
      const busy = $resending.get();
      if (busy.has(member.id)) return false;
      $resending.set(new Set([...busy, member.id]));
      const answer = await api.resendInvitation({ body: { id: member.id } });
      const left = new Set($resending.get());
      left.delete(member.id);
      $resending.set(left);
      if (isApiFailure(answer)) {
        notify({ color: 'danger', title: options.describe(answer) });
        return false;
      }
      list.revalidate();
      notify({ color: 'success', title: m.team_resent({ email: member.email }) });
      return true;
    },
  };
}

export type TeamActions = ReturnType<typeof createTeamActions>;
