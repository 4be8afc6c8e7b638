/**
 * The top-up flow (src/features/top-up): which methods top up the main wallet, how often a top-up is read again,
 * and its requests against a fake server that keeps the idempotency rules — a double click, a lost answer and
 * Back-then-Continue each open exactly one top-up; a refusal lands beside its field with nothing opened.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransferMethodType } from '../../../src/contract/calls/reference.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import { FakeTab } from '../../stores/kit/fake-browser.ts';
import { FakeNetwork } from '../../stores/kit/fake-money-api.ts';

vi.mock('../../../src/stores/api.ts', () => ({ api: {} }));

const { createTopUpFlow } = await import('../../../src/features/top-up/top-up-store.ts');
const { currencyFor, isTopUpFinal, offersVirtualAccount, pollInterval, topUpMethods } = await import(
  '../../../src/features/top-up/top-up.ts'
);

function method(code: string, types: string[], currencies = ['VND']): TransferMethodType {
  return {
    id: code.length,
    code,
    name: code,
    icon: `/images/${code}.svg`,
    transaction_types: types as TransferMethodType['transaction_types'],
    payment_type: null,
    currencies,
    countries: ['VN'],
    providers: ['bank'],
  };
}

const METHODS = [
  method('LOCAL_BANK_TRANSFER', ['TOP_UP', 'WITHDRAWAL']),
  method('VIETQR', ['TOP_UP']),
  method('VIRTUAL_ACCOUNT', ['TOP_UP']),
  method('CROSS_BORDER_COLLECTION', ['TOP_UP'], ['USD', 'EUR']),
  method('PAYONEER_PAYOUT', ['WITHDRAWAL'], ['USD']),
];

interface Body {
  readonly currency: string;
  readonly amount: string;
  readonly method?: string;
}

const LOST: ApiFailure = { status: false, message: 'timeout of 30000 ms exceeded' };

/** createTopUp as the server keeps it: one top-up per key, a stored answer replayed, a refusal frees the key. */
class FakeTopUpServer {
  readonly opened: { id: number; kind: string; body: Body; key: string }[] = [];
  readonly keys: string[] = [];
  /** How the next requests fare: the answer lost after the commit, or a refusal. */
  readonly faults: ('lost' | ApiFailure)[] = [];
  private readonly stored = new Map<string, unknown>();

  readonly requestTwoFactorChallenge = async () => {
    throw new Error('a top-up needs no second factor');
  };
  readonly verifyTwoFactor = this.requestTwoFactorChallenge;

  readonly createTopUp = (input: { readonly body: Body }, options: { readonly idempotencyKey: string }) =>
    this.create('top-up', input.body, options.idempotencyKey);
  readonly createInvoice = (input: { readonly body: Body }, options: { readonly idempotencyKey: string }) =>
    this.create('invoice', input.body, options.idempotencyKey);

  private async create(kind: string, body: Body, key: string) {
    this.keys.push(key);
    await Promise.resolve();
    const fault = this.faults.shift();
    if (fault !== undefined && fault !== 'lost') return fault;
    let answer = this.stored.get(key);
    if (answer === undefined) {
      const id = 500 + this.opened.length;
      this.opened.push({ id, kind, body, key });
      answer = { status: true as const, data: { id } };
      this.stored.set(key, answer);
    }
    return fault === 'lost' ? LOST : answer;
  }
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function setup() {
  const tab = new FakeTab('https://app.test/top-up');
  const server = new FakeTopUpServer();
  const network = new FakeNetwork();
  // The flow's types are the contract's; the fake answers only the fields the flow reads.
  const flow = createTopUpFlow({
    api: server as unknown as Parameters<typeof createTopUpFlow>[0]['api'],
    host: () => tab.host(),
    network: () => network,
  });
  stops.push(flow.wizard.start());
  return { tab, server, flow };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 1));
const QR_BODY = { method: 'VIETQR', currency: 'VND', amount: '1500000' };
const QR_REQUEST = { kind: 'top-up', body: QR_BODY } as const;

describe('what the screen offers', () => {
  it('lists the methods that top up the main wallet; a virtual account is a way to /va instead', () => {
    expect(topUpMethods(METHODS).map((entry) => entry.code)).toEqual([
      'LOCAL_BANK_TRANSFER',
      'VIETQR',
      'CROSS_BORDER_COLLECTION',
    ]);
    expect(offersVirtualAccount(METHODS)).toBe(true);
    expect(offersVirtualAccount(topUpMethods(METHODS))).toBe(false);
  });

  it("keeps the chosen currency when the method takes it, else starts in the method's first", () => {
    const crossBorder = METHODS[3] as TransferMethodType;
    expect(currencyFor(crossBorder, 'EUR')).toBe('EUR');
    expect(currencyFor(crossBorder, 'VND')).toBe('USD');
    expect(currencyFor(crossBorder, null)).toBe('USD');
  });

  it('reads a QR top-up every 3000 ms and a bank transfer every 5000 ms, until its status is final', () => {
    expect(pollInterval({ kind: 'QR' })).toBe(3000);
    expect(pollInterval({ kind: 'BANK_TRANSFER' })).toBe(5000);
    const withStatus = (status: string) => ({ transaction: { status } }) as Parameters<typeof isTopUpFinal>[0];
    expect(['PENDING', 'PROCESS'].map((status) => isTopUpFinal(withStatus(status)))).toEqual([false, false]);
    expect(['APPROVED', 'EXPIRED', 'REJECTED'].map((status) => isTopUpFinal(withStatus(status)))).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe('asking for the payment details', () => {
  it('opens one top-up for a double click and shows it on the next step', async () => {
    const { tab, server, flow } = setup();
    await Promise.all([flow.open(QR_REQUEST), flow.open(QR_REQUEST)]);
    await settled();
    expect(server.opened).toHaveLength(1);
    expect(flow.wizard.$state.get()).toMatchObject({
      step: 'top-up',
      data: { opened: { kind: 'top-up', id: 500 }, request: QR_REQUEST },
    });
    expect(tab.address).toBe('/top-up?step=top-up');
  });

  it('replays an answer lost after the commit with the same key: still one top-up', async () => {
    const { server, flow } = setup();
    server.faults.push('lost');
    await flow.open(QR_REQUEST);
    await settled();
    expect(server.opened).toHaveLength(1);
    expect(new Set(server.keys).size).toBe(1);
    expect(server.keys.length).toBeGreaterThan(1);
    expect(flow.wizard.$state.get()).toMatchObject({ step: 'top-up', data: { opened: { kind: 'top-up', id: 500 } } });
  });

  it('shows the same top-up after Back and Continue unchanged; a changed amount is a new one', async () => {
    const { tab, server, flow } = setup();
    await flow.open(QR_REQUEST);
    await settled();
    await tab.back();
    expect(flow.wizard.$state.get().step).toBe('select-method');
    await flow.open({ kind: 'top-up', body: { ...QR_BODY } });
    await settled();
    expect(server.opened).toHaveLength(1);
    expect(flow.wizard.$state.get()).toMatchObject({ step: 'top-up', data: { opened: { kind: 'top-up', id: 500 } } });

    await tab.back();
    await flow.open({ kind: 'top-up', body: { ...QR_BODY, amount: '2000000' } });
    await settled();
    expect(server.opened.map((entry) => entry.body.amount)).toEqual(['1500000', '2000000']);
    expect(new Set(server.opened.map((entry) => entry.key)).size).toBe(2);
    expect(flow.wizard.$state.get().data.opened).toEqual({ kind: 'top-up', id: 501 });
  });

  it('puts a refusal beside its field, opens nothing, and keeps the request and its key for the retry', async () => {
    const { server, flow } = setup();
    server.faults.push({
      status: false,
      code: 'CURRENCY_NOT_SUPPORTED',
      message: 'This method does not take EUR.',
      httpStatus: 422,
    });
    const request = {
      kind: 'top-up',
      body: { method: 'CROSS_BORDER_COLLECTION', currency: 'EUR', amount: '100' },
    } as const;
    await flow.open(request);
    await settled();
    expect(server.opened).toHaveLength(0);
    expect(flow.$fieldErrors.get()).toEqual({ currency: ['This method does not take EUR.'] });
    expect(flow.wizard.$state.get()).toMatchObject({ step: 'select-method', data: { request, opened: null } });

    await flow.open(request);
    await settled();
    expect(server.opened).toHaveLength(1);
    expect(server.keys[0]).toBe(server.keys[1]);
    expect(flow.$fieldErrors.get()).toBeNull();
  });

  it('starts over empty on the first step', async () => {
    const { tab, flow } = setup();
    await flow.open(QR_REQUEST);
    await settled();
    flow.startOver();
    expect(flow.wizard.$state.get()).toMatchObject({ step: 'select-method', data: { request: null, opened: null } });
    expect(tab.address).toBe('/top-up');
  });
});

describe('an invoice', () => {
  const INVOICE = {
    kind: 'invoice',
    body: {
      amount: '1500000',
      currency: 'VND',
      payer_name: 'Nguyễn Văn Ánh',
      payer_email: 'anh@example.vn',
      due_date: '2026-12-01',
    },
  } as const;

  it('opens through createInvoice with its own key, once for a double click, and shows on the next step', async () => {
    const { server, flow } = setup();
    await Promise.all([flow.open(INVOICE), flow.open(INVOICE)]);
    await settled();
    expect(server.opened.map((entry) => entry.kind)).toEqual(['invoice']);
    expect(flow.wizard.$state.get()).toMatchObject({ step: 'top-up', data: { opened: { kind: 'invoice', id: 500 } } });
  });

  it("puts the server's field refusals beside the invoice fields", async () => {
    const { server, flow } = setup();
    server.faults.push({
      status: false,
      code: 'VALIDATION_FAILED',
      message: 'Check the fields.',
      errors: { due_date: ['Choose today or a later date.'] },
      httpStatus: 422,
    });
    await flow.open(INVOICE);
    await settled();
    expect(flow.$fieldErrors.get()).toEqual({ due_date: ['Choose today or a later date.'] });
    expect(flow.wizard.$state.get().step).toBe('select-method');
  });
});
