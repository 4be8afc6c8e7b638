/**
 * Handlers of src/contract/calls/reference.ts. The data the same for everyone is checked in
 * (server/reference/); what depends on the caller (their address, their VA use, their VA eligibility)
 * is read per request.
 */
import { findUserById } from '../../auth/users.ts';
import { ApiError } from '../../errors/api-error.ts';
import { CONSTANTS } from '../../reference/constants.ts';
import { COUNTRIES, countryByIso2 } from '../../reference/countries.ts';
import { CURRENCIES } from '../../reference/currencies.ts';
import { countryOfIp } from '../../reference/ip-country.ts';
import { LANGUAGES } from '../../reference/languages.ts';
import { platformUsage } from '../../reference/platform-usage.ts';
import { PLATFORMS, sortedForUser } from '../../reference/platforms.ts';
import { PROVIDERS } from '../../reference/providers.ts';
import { TRANSFER_METHODS } from '../../reference/transfer-methods.ts';
import { availableVaBanks, vaBankById } from '../../reference/va-banks.ts';
import { VN_BANKS } from '../../reference/vn-banks.ts';
import { callNamed, handle, handlePublic } from '../handler.ts';

function list<T>(data: readonly T[]) {
  return Promise.resolve({ status: true as const, data: [...data] });
}

export const referenceHandlers = [
  handlePublic(callNamed('listCountries'), () => list(COUNTRIES)),

  handlePublic(callNamed('getIpInfo'), async ({ ip }) => {
    const iso2 = countryOfIp(ip);
    const country = iso2 === null ? null : (countryByIso2(iso2) ?? null);
    return { status: true, data: { ip, country } };
  }),

  handlePublic(callNamed('getConstants'), async () => ({ status: true, data: CONSTANTS })),
  handlePublic(callNamed('listProviders'), () => list(PROVIDERS)),
  handlePublic(callNamed('listCurrencies'), () => list(CURRENCIES)),
  handlePublic(callNamed('listLanguages'), () => list(LANGUAGES)),
  handlePublic(callNamed('listTransferMethods'), () => list(TRANSFER_METHODS)),
  handlePublic(callNamed('listVietnamBanks'), () => list(VN_BANKS)),

  handle(callNamed('listPlatforms'), async ({ db, user }) =>
    list(sortedForUser(PLATFORMS, await platformUsage(db, user.accountId))),
  ),

  handle(callNamed('listBankPlatforms'), async ({ db, user, query }) => {
    const bank = vaBankById(query.bank_id);
    if (bank === undefined) throw new ApiError('BANK_NOT_FOUND');
    return list(sortedForUser(bank.platforms, await platformUsage(db, user.accountId)));
  }),

  handle(callNamed('listAvailableBanks'), async ({ db, user }) => {
    const customer = await findUserById(db, user.accountId);
    if (customer === undefined) throw new ApiError('SESSION_EXPIRED');
    const banks = availableVaBanks(customer).map(({ id, short_name, name, logo, currencies }) => ({
      id,
      short_name,
      name,
      logo,
      currencies: [...currencies],
    }));
    return list(banks);
  }),
];
