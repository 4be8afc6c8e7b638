/**
 * /setting/developers (DIRECTOR only): the account's API keys and webhook endpoints. A secret is answered once
 * (a key's or an endpoint's, at creation or rotation): the store holds it in `$secret` until the dialog that
 * shows it is closed, and nowhere else. An endpoint is edited in the creation form (`$form`), filled with it.
 * Revoking, deleting and rotating ask first (`$pending`). A test delivery's
 * answer and an endpoint's recent deliveries are kept per endpoint. The island only renders this store.
 */
import { atom, map, type ReadableAtom } from 'nanostores';
import type { ApiKeyType, WebhookDeliveryType, WebhookType } from '../../contract/calls/developers.ts';
import type { ApiKeyScopeName, WEBHOOK_STATUSES, WebhookEventName } from '../../contract/developer-fields.ts';
import { type ApiFailure, isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { createScreenRun } from '../../stores/kit/page-env.ts';

type DevelopersApi = Pick<
  Api,
  | 'listApiKeys'
  | 'createApiKey'
  | 'revokeApiKey'
  | 'listWebhooks'
  | 'createWebhook'
  | 'updateWebhook'
  | 'deleteWebhook'
  | 'rotateWebhookSecret'
  | 'testWebhook'
  | 'listWebhookDeliveries'
>;

export type DevelopersState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly keys: readonly ApiKeyType[]; readonly webhooks: readonly WebhookType[] }
  | { readonly status: 'error'; readonly failure: ApiFailure };

/** A secret answered once: what it belongs to, and the secret. */
export interface ShownSecret {
  readonly kind: 'key' | 'webhook';
  readonly label: string;
  readonly secret: string;
}

/** A change that asks first: revoking a key, deleting an endpoint, rotating its secret. */
export interface PendingChange {
  readonly kind: 'revoke' | 'delete' | 'rotate';
  readonly id: number;
  readonly label: string;
  readonly busy: boolean;
  readonly failure: ApiFailure | null;
}

type TestAnswer = Exclude<Awaited<ReturnType<Api['testWebhook']>>, ApiFailure>['data'];

/** An endpoint's test delivery: running, answered, or refused (rate limit, gone). */
export type TestState =
  | { readonly status: 'sending' }
  | { readonly status: 'done'; readonly report: TestAnswer }
  | { readonly status: 'failed'; readonly failure: ApiFailure };

/** An endpoint's recent deliveries, as last read. */
export type DeliveriesState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly items: readonly WebhookDeliveryType[] }
  | { readonly status: 'failed'; readonly failure: ApiFailure };

export interface NewKey {
  readonly name: string;
  readonly scopes: readonly ApiKeyScopeName[];
}

export interface NewWebhook {
  readonly url: string;
  readonly description?: string | undefined;
  readonly events: readonly WebhookEventName[];
}

export interface WebhookChange extends NewWebhook {
  readonly status: (typeof WEBHOOK_STATUSES)[number];
}

/** The form open: a new key, a new endpoint, or an endpoint being edited. */
export type OpenForm = { readonly kind: 'key' } | { readonly kind: 'webhook'; readonly editing: WebhookType | null };

/** What an endpoint's form sends: the description left out when blank (the server then clears it). */
function webhookBody(input: NewWebhook) {
  return {
    url: input.url,
    events: [...input.events],
    ...(input.description ? { description: input.description } : {}),
  };
}

export interface DevelopersStoreOptions {
  readonly api: DevelopersApi;
  readonly refused?: () => boolean;
}

export function createDevelopersStore({ api, refused }: DevelopersStoreOptions) {
  const $state = atom<DevelopersState>({ status: 'loading' });
  const $secret = atom<ShownSecret | null>(null);
  const $pending = atom<PendingChange | null>(null);
  /** Which form is open. */
  const $form = atom<OpenForm | null>(null);
  const $tests = map<Record<string, TestState>>({});
  const $deliveries = map<Record<string, DeliveriesState>>({});
  const run = createScreenRun({ load, ...(refused ? { refused } : {}) });

  async function load(): Promise<void> {
    const [keys, webhooks] = await Promise.all([api.listApiKeys({}), api.listWebhooks({})]);
    if (!run.isRunning()) return;
    if (isApiFailure(keys)) $state.set({ status: 'error', failure: keys });
    else if (isApiFailure(webhooks)) $state.set({ status: 'error', failure: webhooks });
    else $state.set({ status: 'ready', keys: keys.data, webhooks: webhooks.data });
  }

  const patchPending = (patch: Partial<PendingChange>) => {
    const current = $pending.get();
    if (current !== null) $pending.set({ ...current, ...patch });
  };

  async function readDeliveries(id: number): Promise<void> {
    const key = String(id);
    if ($deliveries.get()[key] === undefined) $deliveries.setKey(key, { status: 'loading' });
    const answer = await api.listWebhookDeliveries({ params: { id } });
    $deliveries.setKey(
      key,
      isApiFailure(answer) ? { status: 'failed', failure: answer } : { status: 'ready', items: answer.data },
    );
  }

  async function sendPending(change: PendingChange): Promise<ApiFailure | null> {
    const params = { id: change.id };
    if (change.kind === 'revoke') {
      const answer = await api.revokeApiKey({ params });
      return isApiFailure(answer) ? answer : null;
    }
    if (change.kind === 'delete') {
      const answer = await api.deleteWebhook({ params });
      return isApiFailure(answer) ? answer : null;
    }
    const answer = await api.rotateWebhookSecret({ params });
    if (isApiFailure(answer)) return answer;
    $secret.set({ kind: 'webhook', label: answer.data.url, secret: answer.data.secret });
    return null;
  }

  return {
    $state: $state as ReadableAtom<DevelopersState>,
    $secret: $secret as ReadableAtom<ShownSecret | null>,
    $pending: $pending as ReadableAtom<PendingChange | null>,
    $form: $form as ReadableAtom<OpenForm | null>,
    $tests: $tests as ReadableAtom<Record<string, TestState>>,
    $deliveries: $deliveries as ReadableAtom<Record<string, DeliveriesState>>,
    start: run.start,
    reload(): Promise<void> {
      $state.set({ status: 'loading' });
      return load();
    },
    openCreate(kind: 'key' | 'webhook'): void {
      $form.set(kind === 'key' ? { kind } : { kind, editing: null });
    },
    openEdit(webhook: WebhookType): void {
      $form.set({ kind: 'webhook', editing: webhook });
    },
    closeForm(): void {
      $form.set(null);
    },
    /** Creates a key; its secret is shown once. Resolves to the refusal to show in the form. */
    async createKey(input: NewKey): Promise<ApiFailure | undefined> {
      const answer = await api.createApiKey({ body: { name: input.name, scopes: [...input.scopes] } });
      if (isApiFailure(answer)) return answer;
      $form.set(null);
      $secret.set({ kind: 'key', label: answer.data.name, secret: answer.data.secret });
      await load();
      return undefined;
    },
    async createWebhook(input: NewWebhook): Promise<ApiFailure | undefined> {
      const answer = await api.createWebhook({ body: webhookBody(input) });
      if (isApiFailure(answer)) return answer;
      $form.set(null);
      $secret.set({ kind: 'webhook', label: answer.data.url, secret: answer.data.secret });
      await load();
      return undefined;
    },
    /** Replaces an endpoint's URL, description, events and status; its secret is kept (no secret shown). */
    async updateWebhook(id: number, input: WebhookChange): Promise<ApiFailure | undefined> {
      const answer = await api.updateWebhook({ params: { id }, body: { ...webhookBody(input), status: input.status } });
      if (isApiFailure(answer)) return answer;
      $form.set(null);
      await load();
      return undefined;
    },
    /** The secret was seen: it is dropped, and cannot be shown again. */
    dismissSecret(): void {
      $secret.set(null);
    },
    ask(kind: PendingChange['kind'], id: number, label: string): void {
      if ($pending.get()?.busy) return;
      $pending.set({ kind, id, label, busy: false, failure: null });
    },
    cancel(): void {
      if ($pending.get()?.busy) return;
      $pending.set(null);
    },
    /** The dialog's yes. A refusal is said in the dialog, which stays open. */
    async confirm(): Promise<boolean> {
      const change = $pending.get();
      if (change === null || change.busy) return false;
      patchPending({ busy: true, failure: null });
      const failure = await sendPending(change);
      if (failure !== null) {
        patchPending({ busy: false, failure });
        return false;
      }
      $pending.set(null);
      await load();
      return true;
    },
    /** Sends a sample event now; then reads the endpoint's deliveries, which now include it. */
    async test(id: number): Promise<void> {
      const key = String(id);
      if ($tests.get()[key]?.status === 'sending') return;
      $tests.setKey(key, { status: 'sending' });
      const answer = await api.testWebhook({ params: { id }, body: {} });
      $tests.setKey(
        key,
        isApiFailure(answer) ? { status: 'failed', failure: answer } : { status: 'done', report: answer.data },
      );
      await Promise.all([readDeliveries(id), load()]);
    },
    /** Reads (or reads again) an endpoint's recent deliveries. */
    showDeliveries: readDeliveries,
  };
}

export type DevelopersStore = ReturnType<typeof createDevelopersStore>;
