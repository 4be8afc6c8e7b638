/**
 * /vc/list's stores: the list read again on every live change of a card (an approval, a freeze elsewhere) and after
 * a reconnection; a freeze, unfreeze or cancel confirmed once, shown as the server answered, refused with the reason
 * kept in the dialog.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/stores/api.ts', () => ({ api: {} }));

const { followCardEvents } = await import('../../../src/features/cards/list-store.ts');
const { createCardActions } = await import('../../../src/features/cards/card-actions-store.ts');
type LiveEvent = import('../../../src/stores/live.ts').LiveEvent;

function fakeStream() {
  const listeners = new Set<(event: LiveEvent) => void>();
  return {
    subscribe: (listener: (event: LiveEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (event: LiveEvent) => {
      for (const listener of listeners) listener(event);
    },
    get size() {
      return listeners.size;
    },
  };
}

describe('followCardEvents', () => {
  it('reads the list again on card.updated and after a reconnection, not on other events', () => {
    const stream = fakeStream();
    const list = { revalidate: vi.fn() };
    const stop = followCardEvents(list, stream.subscribe);
    stream.emit({ type: 'card.updated', data: { card_id: 3, status: 'ACTIVE' } });
    stream.emit({ type: 'live.reconnected' });
    stream.emit({ type: 'wallet.updated', data: { type: 'VA', currency: 'VND', balance: '1' } } as never);
    expect(list.revalidate).toHaveBeenCalledTimes(2);
    stop();
    stream.emit({ type: 'card.updated', data: { card_id: null, status: null } });
    expect(list.revalidate).toHaveBeenCalledTimes(2);
    expect(stream.size).toBe(0);
  });
});

const card = (status: string, balance = '25') =>
  ({ id: 5, name: 'Ads', last4: '4242', status, balance: { amount: balance, currency: 'USD' } }) as never;

function setup(answer: unknown) {
  let items = [card('ACTIVE')];
  const list = {
    updateItems: vi.fn((update: (rows: typeof items) => typeof items) => {
      items = update(items);
    }),
    revalidate: vi.fn(),
  };
  const call = vi.fn(async () => answer);
  const api = { freezeCard: call, unfreezeCard: call, cancelCard: call };
  const reloadBalance = vi.fn();
  const notify = vi.fn();
  const actions = createCardActions({ api: api as never, list: list as never, reloadBalance, notify });
  return { actions, list, call, reloadBalance, notify, items: () => items };
}

describe('createCardActions', () => {
  it('freezes once on a double confirm and shows the card as the server answered', async () => {
    const { actions, list, call, reloadBalance, notify, items } = setup(card('FROZEN'));
    actions.open('freeze', card('ACTIVE'));
    await Promise.all([actions.confirm(), actions.confirm()]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith({ params: { id: 5 } });
    expect(items()).toEqual([card('FROZEN')]);
    expect(list.revalidate).toHaveBeenCalled();
    expect(reloadBalance).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(actions.$open.get()).toBeNull();
  });

  it('reads the card wallet again after a cancel: the balance went back to MAIN', async () => {
    const { actions, reloadBalance } = setup(card('CANCELLED', '0'));
    actions.open('cancel', card('ACTIVE'));
    await actions.confirm();
    expect(reloadBalance).toHaveBeenCalledTimes(1);
  });

  it('keeps a refusal in the open dialog, and the list read again in case the card moved', async () => {
    const refusal = {
      status: false,
      code: 'CARD_HAS_PENDING_TRANSACTIONS',
      message: 'This card has payments pending.',
    };
    const { actions, list, items } = setup(refusal);
    actions.open('cancel', card('ACTIVE'));
    await actions.confirm();
    expect(actions.$open.get()).toMatchObject({ action: 'cancel', busy: false, failure: refusal });
    expect(items()).toEqual([card('ACTIVE')]);
    expect(list.revalidate).toHaveBeenCalledTimes(1);
  });

  it('does not close while the change runs, so its outcome is never left unknown on screen', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = {
      freezeCard: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    };
    const slow = createCardActions({
      api: api as never,
      list: { updateItems: vi.fn(), revalidate: vi.fn() } as never,
      reloadBalance: vi.fn(),
      notify: vi.fn(),
    });
    slow.open('freeze', card('ACTIVE'));
    const running = slow.confirm();
    slow.close();
    expect(slow.$open.get()?.busy).toBe(true);
    answer(card('FROZEN'));
    await running;
    expect(slow.$open.get()).toBeNull();
  });
});
