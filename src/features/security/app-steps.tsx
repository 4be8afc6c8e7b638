/**
 * Setting up an authenticator app (security-store.ts): security-qr shows the new secret as a QR code of its
 * otpauth URI (src/ui/qr-view.tsx, its encoder loaded on demand) and as a key to type, in groups of four, with its
 * 10 minutes counting down; security-verify takes the app's code, then the settings chosen are saved with the
 * settings code. Loaded when an app is being set up, never with the page.
 */
import { type SubmitEvent, useId } from 'react';
import { failureText } from '../../lib/failure-text.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Field } from '../../ui/field.tsx';
import { QrView } from '../../ui/qr-view.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import type { SecurityStore } from './security-store.ts';
import { SettingsCodeForm } from './settings-code.tsx';
import { groupedSecret } from './two-factor.ts';

/** The id of security-verify's form, which the wizard frame's Next submits. */
export const APP_CODE_FORM = 'security-app-code';

export function QrStep({ store, email }: { readonly store: SecurityStore; readonly email: string }) {
  const { data } = useStore(store.wizard.$state);
  const enrolment = useStore(store.$enrolment);
  const lapsed = useStore(store.$lapsed);
  if (enrolment.state === 'failed') {
    return (
      <Alert
        tone="danger"
        title={m.security_qr_failed()}
        live
        action={
          <Button variant="secondary" size="sm" icon="i-lucide-rotate-cw" onClick={store.renewEnrolment}>
            {m.action_try_again()}
          </Button>
        }
      >
        {failureText(enrolment.failure)}
      </Alert>
    );
  }
  if (data.enrolment === null) return <Spinner label={m.security_qr_loading()} />;
  const { secret, otpauth_uri: uri, expires_at: expiresAt } = data.enrolment;
  return (
    <div className="flex flex-col gap-5">
      {lapsed ? (
        <Alert tone="warning" live>
          {m.security_qr_lapsed()}
        </Alert>
      ) : null}
      <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm text-muted">
        <li>{m.security_qr_step_open()}</li>
        <li>{m.security_qr_step_scan()}</li>
        <li>{m.security_qr_step_next()}</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:(flex-row items-start)">
        <QrView payload={uri} description={m.security_qr_description({ email })} expiresAt={expiresAt} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-sm font-medium">{m.security_qr_key_label()}</p>
          <p className="text-sm text-muted">{m.security_qr_key_hint()}</p>
          <div className="flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-2">
            <code
              data-testid="authenticator-key"
              className="min-w-0 flex-1 break-words font-mono text-base tracking-wider"
            >
              {groupedSecret(secret)}
            </code>
            <CopyButton value={secret} what={m.security_qr_key_what()} />
          </div>
          <div>
            <Button variant="ghost" size="sm" icon="i-lucide-refresh-cw" onClick={store.renewEnrolment}>
              {m.security_qr_renew()}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** security-verify before the app is confirmed: its code. */
function AppCodeForm({ store }: { readonly store: SecurityStore }) {
  const { busy, error } = useStore(store.$appCode);
  const id = useId();
  const errors =
    error === null ? undefined : [error.kind === 'format' ? m.field_otp_format() : failureText(error.failure)];

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    void store.confirmApp(typeof code === 'string' ? code : undefined);
  }

  return (
    <form id={APP_CODE_FORM} onSubmit={send} noValidate aria-busy={busy} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{m.security_verify_text()}</p>
      <Field label={m.security_verify_code()} id={id} errors={errors} required>
        <TextInput
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          leadingIcon="i-lucide-smartphone"
          className="font-mono tracking-widest"
        />
      </Field>
    </form>
  );
}

/** What is left once the app proved it holds the secret: nothing, the settings' code, or the old app's word. */
function savingText(pending: boolean, replacing: boolean): string {
  if (!pending) return m.security_app_in_use();
  return replacing ? m.security_app_replace_text() : m.security_app_save_text();
}

export function VerifyStep({ store }: { readonly store: SecurityStore }) {
  const { data } = useStore(store.wizard.$state);
  const pending = useStore(store.$pending);
  const state = useStore(store.$settings);
  if (!data.appConfirmed) return <AppCodeForm store={store} />;
  const replacing = state.status === 'ready' && state.settings.authenticator_replacement_pending;
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success" title={m.security_app_connected()} live>
        {savingText(pending !== null, replacing)}
      </Alert>
      {pending === null ? (
        <div>
          <Button onClick={store.wizard.finish}>{m.security_done()}</Button>
        </div>
      ) : (
        <SettingsCodeForm store={store} submitLabel={replacing ? m.security_app_replace() : m.security_app_save()} />
      )}
    </div>
  );
}
