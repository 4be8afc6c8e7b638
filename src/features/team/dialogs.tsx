/**
 * The team screen's dialogs (actions-store.ts): invite, change a role — both with what the chosen role may do beside
 * the picker — and remove, asked in ConfirmRemoval. Loaded when the first one opens.
 */
import { useState } from 'react';
import type { TeamMemberType } from '../../contract/calls/delegation.ts';
import { failureText } from '../../lib/failure-text.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceCards } from '../../ui/choice-cards.tsx';
import { ConfirmRemoval } from '../../ui/confirm-removal.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import type { TeamDialog } from './actions-store.ts';
import { checkInvite, fieldError } from './invite-form.ts';
import { ROLE_LABEL } from './labels.ts';
import { ASSIGNABLE_ROLES, type AssignableRole } from './member-rules.ts';
import { RoleCapabilities } from './role-capabilities.tsx';
import { teamActions } from './team-actions.ts';

const INVITE_FORM = 'team-invite-form';
const ROLE_FORM = 'team-role-form';

type Open<Kind extends TeamDialog['kind']> = Extract<TeamDialog, { kind: Kind }>;

function RolePicker({ role, disabled }: { role: AssignableRole; disabled: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset disabled={disabled} className="min-w-0">
        <ChoiceCards
          legend={m.team_role()}
          name="role"
          value={role}
          choices={ASSIGNABLE_ROLES.map((value) => ({ value, label: ROLE_LABEL[value]() }))}
          onChange={(value) => teamActions.chooseRole(value as AssignableRole)}
        />
      </fieldset>
      <RoleCapabilities role={role} />
    </div>
  );
}

function Failure({ title, state }: { title: string; state: TeamDialog }) {
  return state.failure ? (
    <Alert tone="danger" title={title} live>
      {failureText(state.failure)}
    </Alert>
  ) : null;
}

function InviteDialog({ state }: { state: Open<'invite'> }) {
  const [typed, setTyped] = useState({ email: '', full_name: '' });
  const type = (field: keyof typeof typed, value: string) => {
    setTyped({ ...typed, [field]: value });
    // A refused field is checked again as it is corrected, so its error goes as soon as it is right.
    if (state.errors[field]) {
      const error = fieldError(field, value);
      teamActions.refuseFields({ ...state.errors, [field]: error === null ? undefined : [error] });
    }
  };
  const submit = () => {
    const checked = checkInvite(typed, state.role);
    if (checked.ok) void teamActions.invite(checked.values);
    else teamActions.refuseFields(checked.errors);
  };
  return (
    <Dialog
      open
      size="lg"
      onClose={teamActions.close}
      title={m.team_invite_title()}
      description={m.team_invite_text()}
      footer={
        <>
          <Button variant="ghost" onClick={teamActions.close} disabled={state.busy}>
            {m.team_cancel()}
          </Button>
          <Button type="submit" form={INVITE_FORM} icon="i-lucide-send" loading={state.busy}>
            {m.team_invite_submit()}
          </Button>
        </>
      }
    >
      <form
        id={INVITE_FORM}
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Failure title={m.team_invite_failed()} state={state} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={m.team_email()} required errors={state.errors.email}>
            <TextInput
              type="email"
              name="email"
              autoComplete="off"
              maxLength={254}
              value={typed.email}
              onChange={(event) => type('email', event.target.value)}
            />
          </Field>
          <Field label={m.team_name()} required errors={state.errors.full_name}>
            <TextInput
              name="full_name"
              autoComplete="off"
              maxLength={100}
              value={typed.full_name}
              onChange={(event) => type('full_name', event.target.value)}
            />
          </Field>
        </div>
        <RolePicker role={state.role} disabled={state.busy} />
      </form>
    </Dialog>
  );
}

function RoleDialog({ state }: { state: Open<'role'> }) {
  const name = state.member.full_name;
  return (
    <Dialog
      open
      size="lg"
      onClose={teamActions.close}
      title={m.team_role_title({ name })}
      description={m.team_role_text()}
      footer={
        <>
          <Button variant="ghost" onClick={teamActions.close} disabled={state.busy}>
            {m.team_cancel()}
          </Button>
          <Button type="submit" form={ROLE_FORM} loading={state.busy}>
            {m.team_role_submit()}
          </Button>
        </>
      }
    >
      <form
        id={ROLE_FORM}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void teamActions.changeRole();
        }}
      >
        <Failure title={m.team_role_failed()} state={state} />
        <RolePicker role={state.role} disabled={state.busy} />
      </form>
    </Dialog>
  );
}

function removalText(member: TeamMemberType): string {
  return member.status === 'ACTIVE' || member.status === 'PENDING' ? m.team_remove_text() : m.team_withdraw_text();
}

function RemoveDialog({ state }: { state: Open<'remove'> }) {
  return (
    <ConfirmRemoval
      open
      title={m.team_remove_title({ name: state.member.full_name })}
      description={removalText(state.member)}
      confirmLabel={m.team_remove_submit()}
      cancelLabel={m.team_cancel()}
      busy={state.busy}
      onConfirm={() => void teamActions.remove()}
      onCancel={teamActions.close}
    >
      <Failure title={m.team_remove_failed()} state={state} />
    </ConfirmRemoval>
  );
}

export default function TeamDialogs() {
  const state = useStore(teamActions.$dialog);
  if (state === null) return null;
  if (state.kind === 'invite') return <InviteDialog state={state} />;
  if (state.kind === 'role') return <RoleDialog key={state.member.id} state={state} />;
  return <RemoveDialog state={state} />;
}
