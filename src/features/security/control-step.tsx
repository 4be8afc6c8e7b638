/**
 * security-control: the 2FA overview (security-store.ts). Whether 2FA is on, the method with what each means, where
 * it applies, and the recovery codes left with "Make new codes". Saving opens the settings code's dialog, or first
 * what the method needs (an app set up, a phone verified).
 */
import type { SubmitEvent } from 'react';
import type { TwoFactorSettingsType } from '../../contract/calls/security.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import type { SecondFactorMethod, TwoFactorScope } from '../../stores/kit/second-factor.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { ChoiceCards } from '../../ui/choice-cards.tsx';
import type { Account, SecurityStore } from './security-store.ts';
import { fewRecoveryCodes, isChanged, METHODS, prerequisiteOf, SCOPES, type SettingsDraft } from './two-factor.ts';

/** The id of the overview's form. */
export const SETTINGS_FORM = 'security-settings';

const METHOD_LABEL: Readonly<Record<SecondFactorMethod, () => string>> = {
  EMAIL: () => m.security_method_email(),
  AUTHENTICATOR_APP: () => m.security_method_app(),
  SMS: () => m.security_method_sms(),
};

const METHOD_ICON: Readonly<Record<SecondFactorMethod, string>> = {
  EMAIL: 'i-lucide-mail',
  AUTHENTICATOR_APP: 'i-lucide-smartphone',
  SMS: 'i-lucide-message-square-text',
};

const SCOPE_LABEL: Readonly<Record<TwoFactorScope, () => string>> = {
  WITHDRAWAL: () => m.security_scope_withdrawal(),
  ADD_BANK: () => m.security_scope_add_bank(),
  LOGIN: () => m.security_scope_login(),
};

/** The same, inside a sentence. */
const SCOPE_SHORT: Readonly<Record<TwoFactorScope, () => string>> = {
  WITHDRAWAL: () => m.security_scope_withdrawal_short(),
  ADD_BANK: () => m.security_scope_add_bank_short(),
  LOGIN: () => m.security_scope_login_short(),
};

const METHOD_SHORT: Readonly<Record<SecondFactorMethod, () => string>> = {
  EMAIL: () => m.security_method_email_short(),
  AUTHENTICATOR_APP: () => m.security_method_app_short(),
  SMS: () => m.security_method_sms_short(),
};

const SCOPE_HINT: Readonly<Record<TwoFactorScope, () => string>> = {
  WITHDRAWAL: () => m.security_scope_withdrawal_hint(),
  ADD_BANK: () => m.security_scope_add_bank_hint(),
  LOGIN: () => m.security_scope_login_hint(),
};

/** What a method means for this account, and whether it is ready. */
function methodDetail(method: SecondFactorMethod, settings: TwoFactorSettingsType, account: Account): string {
  if (method === 'EMAIL') return m.security_method_email_detail({ email: account.email });
  if (method === 'AUTHENTICATOR_APP') {
    return settings.authenticator_enrolled ? m.security_method_app_ready() : m.security_method_app_detail();
  }
  return settings.phone_verified && account.phone !== null
    ? m.security_method_sms_ready({ phone: account.phone })
    : m.security_method_sms_detail();
}

/** "On — authenticator app, for withdrawals and signing in" or "Off". */
function StatusLine({ settings }: { readonly settings: TwoFactorSettingsType }) {
  const on = settings.status === 'ACTIVE';
  const method = settings.method ?? 'EMAIL';
  const scopes = SCOPES.filter((scope) => settings.enable_for.includes(scope)).map((scope) => SCOPE_SHORT[scope]());
  return (
    <div className="flex items-start gap-3 rounded-xl bg-surface-2 p-3 sm:p-4">
      <span
        className={`${on ? 'i-lucide-shield-check text-success' : 'i-lucide-shield-off text-muted'} mt-0.5 shrink-0 text-2xl`}
        aria-hidden="true"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {on ? m.security_status_on_title() : m.security_status_off_title()}
          <Badge label={on ? m.security_status_on() : m.security_status_off()} tone={on ? 'success' : 'neutral'} />
        </p>
        <p className="text-sm text-muted">
          {on
            ? m.security_status_on_detail({ method: METHOD_SHORT[method](), actions: scopes.join(', ') })
            : m.security_status_off_detail()}
        </p>
      </div>
    </div>
  );
}

/** The recovery codes left, a warning when few are, and "Make new codes". */
function RecoveryCodes({
  store,
  settings,
}: {
  readonly store: SecurityStore;
  readonly settings: TwoFactorSettingsType;
}) {
  if (settings.status !== 'ACTIVE') return null;
  const left = String(settings.recovery_codes_left);
  return (
    <section aria-labelledby="security-codes-heading" className="flex flex-col gap-3 border-t border-border pt-5">
      <h3 id="security-codes-heading" className="font-semibold">
        {m.security_codes_heading()}
      </h3>
      <p className="text-sm text-muted">{m.security_codes_about()}</p>
      {fewRecoveryCodes(settings) ? (
        <Alert tone="warning" title={m.security_codes_few_title({ count: left })}>
          {m.security_codes_few_text()}
        </Alert>
      ) : (
        <p className="text-sm font-medium">{m.security_codes_left({ count: left })}</p>
      )}
      <div>
        <Button variant="secondary" icon="i-lucide-refresh-cw" onClick={store.regenerate}>
          {m.security_codes_regenerate()}
        </Button>
      </div>
    </section>
  );
}

/** The submit's words: what pressing it will do next. */
function saveLabel(draft: SettingsDraft, settings: TwoFactorSettingsType): string {
  const first = prerequisiteOf(draft, settings);
  if (first === 'enrol-app') return m.security_save_set_up_app();
  if (first === 'verify-phone') return m.security_save_verify_phone();
  return m.security_save();
}

interface Props {
  readonly store: SecurityStore;
  readonly settings: TwoFactorSettingsType;
  readonly account: Account;
}

export function ControlStep({ store, settings, account }: Props) {
  const draft = useStore(store.$draft);
  const problem = useStore(store.$draftProblem);
  if (draft === null) return null;
  const changed = isChanged(draft, settings);
  const needsFirst = prerequisiteOf(draft, settings) !== null;

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    store.save();
  }

  return (
    <div className="flex flex-col gap-6">
      <StatusLine settings={settings} />
      <form id={SETTINGS_FORM} onSubmit={send} noValidate className="flex flex-col gap-5">
        <Checkbox
          label={m.security_switch()}
          hint={m.security_switch_hint()}
          checked={draft.on}
          onChange={store.setOn}
        />
        {draft.on ? (
          <>
            <ChoiceCards
              legend={m.security_method_legend()}
              name="method"
              value={draft.method}
              onChange={(value) => store.setMethod(value as SecondFactorMethod)}
              choices={METHODS.map((method) => ({
                value: method,
                label: METHOD_LABEL[method](),
                detail: methodDetail(method, settings, account),
                media: <span className={`${METHOD_ICON[method]} shrink-0 text-xl text-muted`} aria-hidden="true" />,
              }))}
            />
            <fieldset
              className="flex flex-col gap-1"
              aria-describedby={problem === null ? undefined : 'security-scopes-error'}
            >
              <legend className="mb-1 text-sm font-medium">{m.security_scopes_legend()}</legend>
              {SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  name="enable_for"
                  label={SCOPE_LABEL[scope]()}
                  hint={SCOPE_HINT[scope]()}
                  checked={draft.enableFor.includes(scope)}
                  onChange={(on) => store.setScope(scope, on)}
                />
              ))}
              {problem === null ? null : (
                <p id="security-scopes-error" role="alert" className="text-sm text-danger">
                  {m.security_scopes_required()}
                </p>
              )}
            </fieldset>
          </>
        ) : null}
        <div className="flex flex-wrap-reverse items-center justify-between gap-3">
          <div className="flex flex-wrap gap-2">
            {changed ? (
              <Button variant="ghost" onClick={store.discard}>
                {m.security_discard()}
              </Button>
            ) : null}
            {settings.authenticator_enrolled && draft.on && draft.method === 'AUTHENTICATOR_APP' ? (
              <Button variant="ghost" icon="i-lucide-smartphone" onClick={store.setUpNewApp}>
                {m.security_new_app()}
              </Button>
            ) : null}
            {settings.phone_verified && draft.on && draft.method === 'SMS' ? (
              <Button variant="ghost" icon="i-lucide-phone" onClick={store.changePhone}>
                {m.security_change_phone()}
              </Button>
            ) : null}
          </div>
          <Button
            type="submit"
            disabled={!changed && !needsFirst}
            {...(needsFirst ? { trailingIcon: 'i-lucide-arrow-right' } : {})}
          >
            {saveLabel(draft, settings)}
          </Button>
        </div>
      </form>
      <RecoveryCodes store={store} settings={settings} />
    </div>
  );
}
