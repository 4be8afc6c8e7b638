/**
 * Moving money between one's own wallets (src/features/transfer/transfer-store.ts) against a fake server that keeps
 * the idempotency rules: a double click and a lost answer move the money once, and the wallets are read again; Back and the same request shows the
 * result again; a refusal lands beside the amount; the key survives a reload in the session slot.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import type { SavedConfirm } from '../../../src/stores/kit/confirm.ts';
import { MemoryStorage } from '../../stores/kit/fake-browser.ts';
import { FakeNetwork } from '../../stores/kit/fake-money-api.ts';

vi.mock('../../../src/stores/api.ts', () => ({ api: {} }));

const { createTransferFlow, otherWallet } = await import('../../../src/features/transfer/transfer-store.ts');
const { createSessionSlot } = await import('../../../src/stores/kit/session-slot.ts');
const { resetAllStores } = await import('../../../src/stores/reset.ts');

interface Body {
  readonly from: string;
  readonly to: string;
  readonly amount: string;
  readonly currency: string;
}

const LOST: ApiFailure = { status: false, message: 'timeout of 30000 ms exceeded' };

/** createInternalTransfer as the server keeps it: one move per key, a stored answer replayed, a refusal frees it. */
class FakeWalletServer {
  readonly moves: { id: number; body: Body; key: string }[] = [];
  readonly keys: string[] = [];
  readonly faults: ('lost' | ApiFailure)[] = [];
  private readonly stored = new Map<string, unknown>();

  readonly requestTwoFactorChallenge = async () => {
    throw new Error('moving between own wallets needs no second factor');
  };
  readonly verifyTwoFactor = this.requestTwoFactorChallenge;
  readonly createInternalTransfer = async (input: { readonly body: Body }, options: { idempotencyKey: string }) => {
    this.keys.push(options.idempotencyKey);
    await Promise.resolve();
    const fault = this.faults.shift();
    if (fault !== undefined && fault !== 'lost') return fault;
    let answer = this.stored.get(options.idempotencyKey);
    if (answer === undefined) {
      const id = 900 + this.moves.length;
      this.moves.push({ id, body: input.body, key: options.idempotencyKey });
      answer = { status: true as const, data: { id, status: 'APPROVED', amount: input.body.amount, currency: 'VND' } };
      this.stored.set(options.idempotencyKey, answer);
    }
    return fault === 'lost' ? LOST : answer;
  };
}

afterEach(() => resetAllStores());

function setup(storage = new MemoryStorage()) {
  const server = new FakeWalletServer();
  const network = new FakeNetwork();
  const reloads: number[] = [];
  const flow = createTransferFlow({
    // The flow's types are the contract's; the fake answers only the fields the flow reads.
    api: server as unknown as Parameters<typeof createTransferFlow>[0]['api'],
    slot: createSessionSlot<SavedConfirm>('transfer-confirm', () => storage),
    network: () => network,
    reloadWallets: async () => {
      reloads.push(reloads.length + 1);
    },
  });
  return { server, flow, storage, reloads };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 1));
const VA_TO_MAIN = { from: 'VA', to: 'MAIN', amount: '1500000', currency: 'VND' } as const;

describe('moving money between my wallets', () => {
  it('names the other wallet of a direction', () => {
    expect([otherWallet('MAIN'), otherWallet('VA')]).toEqual(['VA', 'MAIN']);
  });

  it('moves once for a double click, shows the result and reads both wallets again', async () => {
    const { server, flow, reloads } = setup();
    await Promise.all([flow.send(VA_TO_MAIN), flow.send(VA_TO_MAIN)]);
    await settled();
    expect(server.moves).toHaveLength(1);
    expect(flow.$state.get()).toMatchObject({ step: 'transfer', transaction: { id: 900 }, request: VA_TO_MAIN });
    expect(reloads).toEqual([1]);
  });

  it('replays a lost answer with the same key: still one move', async () => {
    const { server, flow } = setup();
    server.faults.push('lost');
    await flow.send(VA_TO_MAIN);
    await settled();
    expect(server.moves).toHaveLength(1);
    expect(new Set(server.keys).size).toBe(1);
    expect(server.keys.length).toBeGreaterThan(1);
    expect(flow.$state.get().step).toBe('transfer');
  });

  it('shows the same result after Back and the same request; another amount is another move', async () => {
    const { server, flow } = setup();
    await flow.send(VA_TO_MAIN);
    flow.back();
    await flow.send({ ...VA_TO_MAIN });
    expect(server.moves).toHaveLength(1);
    expect(flow.$state.get().step).toBe('transfer');
    flow.back();
    await flow.send({ ...VA_TO_MAIN, amount: '100000' });
    await settled();
    expect(server.moves.map((move) => move.body.amount)).toEqual(['1500000', '100000']);
  });

  it('puts a refusal beside the amount and keeps the key for the retry', async () => {
    const { server, flow } = setup();
    server.faults.push({ status: false, code: 'INSUFFICIENT_BALANCE', message: 'Not enough money.', httpStatus: 422 });
    await flow.send(VA_TO_MAIN);
    expect(flow.$fieldErrors.get()).toEqual({ amount: ['Not enough money.'] });
    expect(flow.$state.get()).toMatchObject({ step: 'enter-info', request: VA_TO_MAIN, transaction: null });
    await flow.send(VA_TO_MAIN);
    expect(server.moves).toHaveLength(1);
    expect(server.keys[0]).toBe(server.keys[1]);
  });

  it('keeps the intent key in the tab: after a reload the same request goes with the same key', async () => {
    const storage = new MemoryStorage();
    const first = setup(storage);
    first.server.faults.push({ status: false, code: 'INSUFFICIENT_BALANCE', message: 'Not enough.', httpStatus: 422 });
    await first.flow.send(VA_TO_MAIN);
    const key = first.server.keys[0];
    const reloaded = setup(storage);
    await reloaded.flow.send(VA_TO_MAIN);
    await settled();
    expect(reloaded.server.keys[0]).toBe(key);
    // Done: the key is forgotten, so the next move of the same amount is a new intent.
    expect(storage.length).toBe(0);
  });
});
