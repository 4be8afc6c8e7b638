/**
 * The code a 2FA settings change asks for (a `two_factor_settings` challenge: the current factor, email while 2FA is
 * off): in a dialog over the overview (a save, new recovery codes), or inline on security-verify once an app is set
 * up. While 2FA is on, a recovery code may prove a save (someone whose phone is lost switches method); new codes
 * need the factor itself. A wrong code is said beside the field; any other refusal above it. Loaded after the
 * overview.
 */
import { type ReactNode, type SubmitEvent, useId } from 'react';
import { failureText } from '../../lib/failure-text.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { secondFactorFor } from '../../stores/kit/second-factor.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CodeEntry } from '../../ui/code-entry.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import type { SecurityStore } from './security-store.ts';
import { twoFactorProfileOf } from './two-factor.ts';

interface FormProps {
  readonly store: SecurityStore;
  readonly submitLabel: string;
  /** Beside the submit: the way out. */
  readonly secondary?: ReactNode;
}

/** The code, its resend, the refusal and the submit. */
export function SettingsCodeForm({ store, submitLabel, secondary }: FormProps) {
  const pending = useStore(store.$pending);
  const codes = useStore(store.codes.$state);
  const state = useStore(store.$settings);
  const codeId = useId();
  if (pending === null || state.status !== 'ready') return null;
  const factor = secondFactorFor(twoFactorProfileOf(state.settings), 'two_factor_settings');

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    void store.submitCode(typeof code === 'string' ? code : undefined);
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-5">
      {pending.failure ? (
        <Alert tone="danger" title={m.security_change_failed()} live>
          {failureText(pending.failure)}
        </Alert>
      ) : null}
      <CodeEntry
        id={codeId}
        factor={factor}
        state={codes}
        onResend={() => void store.codes.resend()}
        // A lost phone or app: a recovery code proves a settings change (switching the method), not new codes.
        onRecovery={pending.kind === 'save' ? store.codes.useRecovery : undefined}
      />
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        {secondary ?? <span />}
        <Button type="submit" loading={pending.busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The overview's dialog for a save or new recovery codes. */
export default function SettingsCodeDialog({ store }: { readonly store: SecurityStore }) {
  const pending = useStore(store.$pending);
  if (pending === null) return null;
  const regenerate = pending.kind === 'regenerate';
  const cancel = (
    <Button variant="ghost" onClick={store.cancelPending}>
      {m.security_cancel()}
    </Button>
  );
  return (
    <Dialog
      open
      size="sm"
      onClose={store.cancelPending}
      title={regenerate ? m.security_codes_regenerate_title() : m.security_confirm_title()}
      description={regenerate ? m.security_codes_regenerate_text() : m.security_confirm_text()}
    >
      <SettingsCodeForm
        store={store}
        submitLabel={regenerate ? m.security_codes_regenerate_submit() : m.security_confirm_submit()}
        secondary={cancel}
      />
    </Dialog>
  );
}
