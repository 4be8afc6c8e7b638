/**
 * The developer screen's dialogs, loaded after the lists: creating a key or an endpoint (forms whose rules are
 * the contract's), the secret shown once, and the questions before revoking, deleting or rotating.
 */
import { API_KEY_SCOPES, WEBHOOK_EVENTS } from '../../contract/developer-fields.ts';
import { failureText } from '../../lib/failure-text.ts';
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmRemoval } from '../../ui/confirm-removal.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import type { DevelopersStore, PendingChange } from './developers-store.ts';
import { EVENT_LABEL, SCOPE_LABEL } from './labels.ts';
import { loadKeySchema, loadWebhookSchema } from './load-schemas.ts';

const FIELD_OF_CODE = { WEBHOOK_URL_NOT_ALLOWED: 'url' };

function FormFooter({
  formId,
  pending,
  submit,
  store,
}: {
  formId: string;
  pending: boolean;
  submit: string;
  store: DevelopersStore;
}) {
  return (
    <>
      <Button variant="ghost" onClick={store.closeCreate} disabled={pending}>
        {m.dev_cancel()}
      </Button>
      <Button type="submit" form={formId} loading={pending}>
        {submit}
      </Button>
    </>
  );
}

function KeyDialog({ store }: { store: DevelopersStore }) {
  const { form, fields, pending, engine } = useSchemaForm({
    id: 'dev-key',
    schema: loadKeySchema,
    submit: (value) => store.createKey(value),
  });
  return (
    <Dialog
      open
      onClose={store.closeCreate}
      title={m.dev_key_create()}
      description={m.dev_key_create_text()}
      footer={<FormFooter formId={form.id} pending={pending} submit={m.dev_key_create_submit()} store={store} />}
    >
      <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
        {engine}
        <FormErrors errors={form.errors} />
        <Field
          label={m.dev_key_name()}
          hint={m.dev_key_name_hint()}
          id={fields.name.id}
          errors={fields.name.errors}
          required
        >
          <TextInput name={fields.name.name} defaultValue={fields.name.initialValue} autoComplete="off" />
        </Field>
        <ChoiceGroup
          legend={m.dev_key_scopes()}
          name={fields.scopes.name}
          id={fields.scopes.id}
          values={API_KEY_SCOPES}
          labelOf={(scope) => SCOPE_LABEL[scope]()}
          hintOf={(scope) => <code>{scope}</code>}
          errors={fields.scopes.errors}
        />
      </form>
    </Dialog>
  );
}

function WebhookDialog({ store }: { store: DevelopersStore }) {
  const { form, fields, pending, engine } = useSchemaForm({
    id: 'dev-webhook',
    schema: loadWebhookSchema,
    fieldOfCode: FIELD_OF_CODE,
    submit: (value) => store.createWebhook(value),
  });
  return (
    <Dialog
      open
      onClose={store.closeCreate}
      title={m.dev_webhook_create()}
      description={m.dev_webhook_create_text()}
      footer={<FormFooter formId={form.id} pending={pending} submit={m.dev_webhook_create_submit()} store={store} />}
    >
      <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
        {engine}
        <FormErrors errors={form.errors} />
        <Field
          label={m.dev_webhook_url()}
          hint={m.dev_webhook_url_hint()}
          id={fields.url.id}
          errors={fields.url.errors}
          required
        >
          <TextInput
            name={fields.url.name}
            defaultValue={fields.url.initialValue}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
          />
        </Field>
        <Field label={m.dev_webhook_description()} id={fields.description.id} errors={fields.description.errors}>
          <TextInput name={fields.description.name} defaultValue={fields.description.initialValue} autoComplete="off" />
        </Field>
        <ChoiceGroup
          legend={m.dev_webhook_events()}
          name={fields.events.name}
          id={fields.events.id}
          values={WEBHOOK_EVENTS}
          labelOf={(event) => <code>{event}</code>}
          hintOf={(event) => EVENT_LABEL[event]()}
          errors={fields.events.errors}
        />
      </form>
    </Dialog>
  );
}

function SecretDialog({ store }: { store: DevelopersStore }) {
  const shown = useStore(store.$secret);
  if (shown === null) return null;
  const what = shown.kind === 'key' ? m.dev_secret_key_what() : m.dev_secret_webhook_what();
  return (
    <Dialog
      open
      size="md"
      onClose={store.dismissSecret}
      title={shown.kind === 'key' ? m.dev_secret_key_title() : m.dev_secret_webhook_title()}
      description={shown.label}
      footer={<Button onClick={store.dismissSecret}>{m.dev_secret_done()}</Button>}
    >
      <div className="flex flex-col gap-4">
        <Alert tone="warning" title={m.dev_secret_once_title()}>
          {m.dev_secret_once_text()}
        </Alert>
        <div className="flex items-center gap-2 rounded-lg bg-surface-2 p-3">
          <code data-secret className="min-w-0 flex-1 break-all text-sm">
            {shown.secret}
          </code>
          <CopyButton value={shown.secret} what={what} withText />
        </div>
      </div>
    </Dialog>
  );
}

const QUESTION: Readonly<
  Record<PendingChange['kind'], { title: () => string; text: (label: string) => string; yes: () => string }>
> = {
  revoke: {
    title: () => m.dev_revoke_title(),
    text: (name) => m.dev_revoke_text({ name }),
    yes: () => m.dev_revoke_confirm(),
  },
  delete: {
    title: () => m.dev_delete_title(),
    text: (url) => m.dev_delete_text({ url }),
    yes: () => m.dev_delete_confirm(),
  },
  rotate: {
    title: () => m.dev_rotate_title(),
    text: (url) => m.dev_rotate_text({ url }),
    yes: () => m.dev_rotate_confirm(),
  },
};

function ChangeDialog({ store }: { store: DevelopersStore }) {
  const change = useStore(store.$pending);
  if (change === null) return null;
  const question = QUESTION[change.kind];
  return (
    <ConfirmRemoval
      open
      title={question.title()}
      description={question.text(change.label)}
      confirmLabel={question.yes()}
      cancelLabel={m.dev_cancel()}
      busy={change.busy}
      onConfirm={() => void store.confirm()}
      onCancel={store.cancel}
    >
      {change.failure ? (
        <Alert tone="danger" title={m.dev_change_failed()} live>
          {failureText(change.failure)}
        </Alert>
      ) : null}
    </ConfirmRemoval>
  );
}

export default function DeveloperDialogs({ store }: { store: DevelopersStore }) {
  const creating = useStore(store.$creating);
  return (
    <>
      {creating === 'key' ? <KeyDialog store={store} /> : null}
      {creating === 'webhook' ? <WebhookDialog store={store} /> : null}
      <SecretDialog store={store} />
      <ChangeDialog store={store} />
    </>
  );
}
