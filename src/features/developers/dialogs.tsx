/**
 * The developer screen's dialogs, loaded after the lists: creating a key, creating or editing an endpoint (forms
 * whose rules are the contract's; one set of endpoint fields for both), the secret shown once, and the questions
 * before revoking, deleting or rotating.
 */
import { type ReactNode, useState } from 'react';
import type { WebhookType } from '../../contract/calls/developers.ts';
import { API_KEY_SCOPES, WEBHOOK_EVENTS, type WebhookEventName } from '../../contract/developer-fields.ts';
import { failureText } from '../../lib/failure-text.ts';
import { type FieldView, type FormView, useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { ConfirmRemoval } from '../../ui/confirm-removal.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import type { DevelopersStore, PendingChange } from './developers-store.ts';
import { EVENT_LABEL, SCOPE_LABEL } from './labels.ts';
import { loadKeySchema, loadWebhookSchema, loadWebhookUpdateSchema } from './load-schemas.ts';

const FIELD_OF_CODE = { WEBHOOK_URL_NOT_ALLOWED: 'url' };

interface FormDialogProps {
  readonly title: string;
  readonly description: string;
  readonly submit: string;
  /** What useSchemaForm answered for the form inside. */
  readonly schemaForm: { readonly form: FormView; readonly engine: ReactNode; readonly pending: boolean };
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** A dialog holding one schema form, with Cancel and the form's submit button in its footer. */
function FormDialog({ title, description, submit, schemaForm, onClose, children }: FormDialogProps) {
  const { form, engine, pending } = schemaForm;
  const footer = (
    <>
      <Button variant="ghost" onClick={onClose} disabled={pending}>
        {m.dev_cancel()}
      </Button>
      <Button type="submit" form={form.id} loading={pending}>
        {submit}
      </Button>
    </>
  );
  return (
    <Dialog open onClose={onClose} title={title} description={description} footer={footer}>
      <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
        {engine}
        <FormErrors errors={form.errors} />
        {children}
      </form>
    </Dialog>
  );
}

function KeyDialog({ store }: { store: DevelopersStore }) {
  const schemaForm = useSchemaForm({
    id: 'dev-key',
    schema: loadKeySchema,
    submit: (value) => store.createKey(value),
  });
  const { fields } = schemaForm;
  return (
    <FormDialog
      title={m.dev_key_create()}
      description={m.dev_key_create_text()}
      submit={m.dev_key_create_submit()}
      schemaForm={schemaForm}
      onClose={store.closeForm}
    >
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
    </FormDialog>
  );
}

type WebhookFieldViews = Readonly<Record<'url' | 'description' | 'events', FieldView>>;

/** An endpoint's fields, the same whether it is new or edited: the URL, a description, its events. */
function WebhookFields({ fields, events = [] }: { fields: WebhookFieldViews; events?: readonly WebhookEventName[] }) {
  return (
    <>
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
        initial={events}
      />
    </>
  );
}

function NewWebhookDialog({ store }: { store: DevelopersStore }) {
  const schemaForm = useSchemaForm({
    id: 'dev-webhook',
    schema: loadWebhookSchema,
    fieldOfCode: FIELD_OF_CODE,
    submit: (value) => store.createWebhook(value),
  });
  const { fields } = schemaForm;
  return (
    <FormDialog
      title={m.dev_webhook_create()}
      description={m.dev_webhook_create_text()}
      submit={m.dev_webhook_create_submit()}
      schemaForm={schemaForm}
      onClose={store.closeForm}
    >
      <WebhookFields fields={fields} />
    </FormDialog>
  );
}

function EditWebhookDialog({ store, webhook }: { store: DevelopersStore; webhook: WebhookType }) {
  const schemaForm = useSchemaForm({
    id: 'dev-webhook-edit',
    schema: loadWebhookUpdateSchema,
    fieldOfCode: FIELD_OF_CODE,
    defaultValue: { url: webhook.url, description: webhook.description ?? '' },
    submit: (value) => store.updateWebhook(webhook.id, value),
  });
  const { fields } = schemaForm;
  const [enabled, setEnabled] = useState(webhook.status === 'ACTIVE');
  return (
    <FormDialog
      title={m.dev_webhook_edit_title()}
      description={m.dev_webhook_edit_text()}
      submit={m.dev_webhook_edit_submit()}
      schemaForm={schemaForm}
      onClose={store.closeForm}
    >
      <WebhookFields fields={fields} events={webhook.events} />
      <Checkbox
        name={fields.status.name}
        label={m.dev_webhook_enabled()}
        hint={m.dev_webhook_enabled_hint()}
        checked={enabled}
        onChange={setEnabled}
      />
    </FormDialog>
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

function OpenFormDialog({ store }: { store: DevelopersStore }) {
  const open = useStore(store.$form);
  if (open === null) return null;
  if (open.kind === 'key') return <KeyDialog store={store} />;
  if (open.editing === null) return <NewWebhookDialog store={store} />;
  return <EditWebhookDialog key={open.editing.id} store={store} webhook={open.editing} />;
}

export default function DeveloperDialogs({ store }: { store: DevelopersStore }) {
  return (
    <>
      <OpenFormDialog store={store} />
      <SecretDialog store={store} />
      <ChangeDialog store={store} />
    </>
  );
}
