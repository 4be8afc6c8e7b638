/**
 * What the VA pickers offer: the banks this customer may open a VA at (src/stores/available-banks.ts, shared with
 * the QR merchants) and the platforms a bank serves (GET /platforms?bank_id), each read once per page. A VA names
 * its bank by short name; the platforms call takes the bank's id, which the available banks give.
 */
import type { PlatformType } from '../../contract/calls/reference.ts';
import { api } from '../../stores/api.ts';
import { availableBanks, type Loaded, loadedOf } from '../../stores/available-banks.ts';
import { platformUse } from './rules.ts';

const platforms = new Map<string, Promise<Loaded<PlatformType>>>();

/**
 * The platforms of the bank a VA is at (by short name): those the bank serves, or every platform when the bank is
 * no longer one this customer may open VAs at (the API still refuses a platform the bank does not serve).
 */
export function platformsOfBank(shortName: string): Promise<Loaded<PlatformType>> {
  const known = platforms.get(shortName);
  if (known) return known;
  const loading = availableBanks().then(async (loadedBanks) => {
    const bank = loadedBanks.ok ? loadedBanks.items.find((item) => item.short_name === shortName) : undefined;
    return loadedOf(
      bank === undefined ? await api.listPlatforms() : await api.listBankPlatforms({ query: { bank_id: bank.id } }),
    );
  });
  platforms.set(shortName, loading);
  void loading.then((loaded) => {
    if (!loaded.ok) platforms.delete(shortName);
  });
  return loading;
}

let use: Promise<ReadonlyMap<number, number>> | null = null;

/**
 * How many of the user's VAs use each platform, for the pickers' order (PRODUCT.md section 4: most used first).
 * One page of 100 VAs is plenty to tell which platforms a person uses most.
 */
export function ownPlatformUse(): Promise<ReadonlyMap<number, number>> {
  use ??= api
    .listVirtualAccounts({ query: { limit: 100 } })
    .then((answer) => platformUse(answer.status ? answer.data.items : []));
  return use;
}

/** A VA was opened or its platform changed: count again next time. */
export function forgetPlatformUse(): void {
  use = null;
}
