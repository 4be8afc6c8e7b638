/** Reference data stores (src/stores/reference.ts): fetched once per browser session, kept for the tab, reset on logout. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubSessionStorage } from './fakes.ts';

const listCurrencies = vi.hoisted(() => vi.fn());
const listVietnamBanks = vi.hoisted(() => vi.fn());
vi.mock('../../src/stores/api.ts', () => ({
  api: {
    listCurrencies,
    listVietnamBanks,
    listProviders: vi.fn(),
    listTransferMethods: vi.fn(),
    listCountries: vi.fn(),
  },
}));

const VND = { code: 'VND', name: 'Vietnamese dong', symbol: '₫', decimals: 0 };

async function freshReference() {
  vi.resetModules();
  const reference = await import('../../src/stores/reference.ts');
  const { resetAllStores } = await import('../../src/stores/reset.ts');
  return { ...reference, resetAllStores };
}

let storage: Map<string, string>;
const stops: (() => void)[] = [];

beforeEach(() => {
  listCurrencies.mockReset();
  listVietnamBanks.mockReset();
  storage = stubSessionStorage();
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

describe('reference data', () => {
  it('is fetched the first time it is used, once however many use it', async () => {
    listCurrencies.mockResolvedValue({ status: true, data: [VND] });
    const reference = await freshReference();
    expect(listCurrencies).not.toHaveBeenCalled();
    stops.push(
      reference.$currencies.listen(() => undefined),
      reference.$currencies.listen(() => undefined),
    );
    await vi.waitFor(() => expect(reference.$currencies.get().data).toEqual([VND]));
    expect(listCurrencies).toHaveBeenCalledTimes(1);
    expect(listVietnamBanks).not.toHaveBeenCalled();
  });

  it('is not fetched again by the next page of the tab', async () => {
    listCurrencies.mockResolvedValue({ status: true, data: [VND] });
    const first = await freshReference();
    stops.push(first.$currencies.listen(() => undefined));
    await vi.waitFor(() => expect(first.$currencies.get().data).toEqual([VND]));
    const next = await freshReference();
    stops.push(next.$currencies.listen(() => undefined));
    expect(next.$currencies.get()).toEqual({ data: [VND], error: null, loading: false });
    expect(listCurrencies).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure as the error, and loads again when asked', async () => {
    listVietnamBanks.mockResolvedValueOnce({ status: false, message: 'Network Error' });
    const reference = await freshReference();
    stops.push(reference.$vietnamBanks.listen(() => undefined));
    await vi.waitFor(() => expect(reference.$vietnamBanks.get().error?.message).toBe('Network Error'));
    expect(storage.size).toBe(0);
    listVietnamBanks.mockResolvedValueOnce({ status: true, data: [{ bin: '970436' }] });
    await reference.$vietnamBanks.load();
    expect(reference.$vietnamBanks.get()).toEqual({ data: [{ bin: '970436' }], error: null, loading: false });
  });

  it('is emptied, in the tab too, on local logout', async () => {
    listCurrencies.mockResolvedValue({ status: true, data: [VND] });
    const reference = await freshReference();
    stops.push(reference.$currencies.listen(() => undefined));
    await vi.waitFor(() => expect(reference.$currencies.get().data).toEqual([VND]));
    reference.resetAllStores();
    expect(reference.$currencies.get().data).toBeNull();
    expect(storage.size).toBe(0);
  });
});
