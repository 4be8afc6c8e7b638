/**
 * The card a dialog is open for, and the state changes confirmed in a dialog (freeze, unfreeze, cancel): busy
 * while the call runs, its refusal kept beside the buttons (CARD_HAS_PENDING_TRANSACTIONS, CARD_NOT_ACTIVE… in the
 * user's language from the server), and on success the card shown as the server answered it, then the list read
 * again. A cancel also moves the card's balance back to MAIN, so the card wallet is read again.
 */
import { atom } from 'nanostores';
import type { CardType } from '../../contract/calls/card.ts';
import { type ApiFailure, isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { m } from '../../lib/i18n.ts';
import { reloadCardBalance } from '../../stores/cards.ts';
import type { ListStore } from '../../stores/kit/list.ts';
import { addToast } from '../../stores/toasts.ts';
import type { CardAction } from './card-status.ts';

export type StatusChange = 'freeze' | 'unfreeze' | 'cancel';

export interface OpenCard {
  readonly action: CardAction;
  readonly card: CardType;
  readonly busy: boolean;
  readonly failure: ApiFailure | null;
}

type ChangeApi = Pick<Api, 'freezeCard' | 'unfreezeCard' | 'cancelCard'>;

const DONE: Readonly<Record<StatusChange, (input: { name: string }) => string>> = {
  freeze: m.vc_done_freeze,
  unfreeze: m.vc_done_unfreeze,
  cancel: m.vc_done_cancel,
};

export const isStatusChange = (action: CardAction): action is StatusChange =>
  action === 'freeze' || action === 'unfreeze' || action === 'cancel';

export function createCardActions(options: {
  readonly api: ChangeApi;
  readonly list: Pick<ListStore<'listCards'>, 'updateItems' | 'revalidate'>;
  readonly reloadBalance?: () => void;
  readonly notify?: (text: string) => void;
}) {
  const { api, list } = options;
  const reloadBalance = options.reloadBalance ?? reloadCardBalance;
  const notify = options.notify ?? ((title: string) => void addToast({ color: 'success', title }));
  const $open = atom<OpenCard | null>(null);

  const patch = (change: Partial<OpenCard>) => {
    const open = $open.get();
    if (open !== null) $open.set({ ...open, ...change });
  };

  /** The server's card replaces the shown one at once; the list is then read again for its filters. */
  function applied(card: CardType): void {
    list.updateItems((items) => items.map((item) => (item.id === card.id ? card : item)));
    list.revalidate();
  }

  function send(action: StatusChange, id: number) {
    const input = { params: { id } };
    if (action === 'freeze') return api.freezeCard(input);
    if (action === 'unfreeze') return api.unfreezeCard(input);
    return api.cancelCard(input);
  }

  return {
    $open,
    open(action: CardAction, card: CardType): void {
      $open.set({ action, card, busy: false, failure: null });
    },
    /** Closing waits for a change in flight, so its outcome is never left unknown on screen. */
    close(): void {
      if ($open.get()?.busy !== true) $open.set(null);
    },
    applied,
    async confirm(): Promise<void> {
      const open = $open.get();
      if (open === null || open.busy || !isStatusChange(open.action)) return;
      patch({ busy: true, failure: null });
      const answer = await send(open.action, open.card.id);
      if (isApiFailure(answer)) {
        patch({ busy: false, failure: answer });
        // A refusal may mean the card moved meanwhile (frozen elsewhere): show how it is now.
        list.revalidate();
        return;
      }
      const card = answer;
      applied(card);
      if (open.action === 'cancel') reloadBalance();
      $open.set(null);
      notify(DONE[open.action]({ name: card.name }));
    },
  };
}

export type CardActions = ReturnType<typeof createCardActions>;
