/**
 * The card wallet stores (src/stores/cards.ts): a person without virtual cards, or a SELLER, never makes a card
 * call; turning cards on loads the balance, fees and system payments without a reload; a money change reads the
 * balance again.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ProfileSummary } from '../../src/stores/profile.ts';
import { DEMO_DIRECTOR, settle } from './fakes.ts';

const calls: string[] = [];
let main = '100';

vi.mock('../../src/stores/api.ts', () => {
  const answer = (name: string, data: () => unknown) => async () => {
    calls.push(name);
    return data();
  };
  return {
    api: {
      getCardBalance: answer('getCardBalance', () => ({ MAIN: main, VC: '0' })),
      getCardFees: answer('getCardFees', () => ({ currency: 'USD' })),
      listSystemPayments: answer('listSystemPayments', () => []),
    },
  };
});

async function setup(profile: ProfileSummary) {
  vi.resetModules();
  calls.length = 0;
  main = '100';
  const { $profile } = await import('../../src/stores/profile.ts');
  const cards = await import('../../src/stores/cards.ts');
  $profile.set(profile);
  const stops = [cards.$cardBalance, cards.$cardFees, cards.$systemPayments].map((store) =>
    store.listen(() => undefined),
  );
  return {
    ...cards,
    $profile,
    stop: () => {
      for (const unsubscribe of stops) unsubscribe();
    },
  };
}

describe('card wallet stores', () => {
  it('make no card call while the profile has cards off', async () => {
    const { $vcKey, $cardBalance, stop } = await setup(DEMO_DIRECTOR);
    await settle();
    expect($vcKey.get()).toBeNull();
    expect(calls).toEqual([]);
    expect($cardBalance.get().data).toBeUndefined();
    stop();
  });

  it('make no card call for a SELLER, even with cards on for the account', async () => {
    const { stop } = await setup({ ...DEMO_DIRECTOR, role: 'seller', vcEnable: true });
    await settle();
    expect(calls).toEqual([]);
    stop();
  });

  it('load the balance, fees and system payments once cards are turned on, without a reload', async () => {
    const { $profile, $cardBalance, stop } = await setup(DEMO_DIRECTOR);
    await settle();
    $profile.set({ ...DEMO_DIRECTOR, vcEnable: true });
    await vi.waitFor(() => expect([...calls].sort()).toEqual(['getCardBalance', 'getCardFees', 'listSystemPayments']));
    await vi.waitFor(() => expect($cardBalance.get().data).toEqual({ MAIN: '100', VC: '0' }));
    stop();
  });

  it('read only the balance again when money moved in the card wallet', async () => {
    const { $cardBalance, reloadCardBalance, stop } = await setup({ ...DEMO_DIRECTOR, vcEnable: true });
    await vi.waitFor(() => expect($cardBalance.get().data).toEqual({ MAIN: '100', VC: '0' }));
    calls.length = 0;
    main = '42.5';
    reloadCardBalance();
    await vi.waitFor(() => expect($cardBalance.get().data).toEqual({ MAIN: '42.5', VC: '0' }));
    expect(calls).toEqual(['getCardBalance']);
    stop();
  });
});
