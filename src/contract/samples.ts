/**
 * Sample requests for every entry of the contract, shared by the coverage test (tests/contract/coverage.test.ts,
 * against a server seeded with the demo data) and the smoke pass against a running server (tools/api-smoke.ts):
 * path parameters no seeded row has, so calls reach their handler's lookup, and the queries the reads with
 * required filters need (the other reads take their defaults).
 */
import { type CallDefinition, CLIENTS, fillPath, pathParamNames } from './define.ts';

export const SAMPLE_QUERIES: Readonly<Record<string, string>> = {
  listBankPlatforms: 'bank_id=1',
  listNotifications: 'notification_group=important',
  getBankAccountName: 'bank_bin=970436&account_number=0123456789',
  getQrStatistic: 'from=2026-10-01T00:00:00.000Z&to=2026-10-31T00:00:00.000Z',
  getKycDraft: 'kind=KYC',
  saveKycDraft: 'kind=KYC',
};

/** An id no seeded row has; any other parameter is a wallet type, the only kind of text parameter but one. */
export const SAMPLE_ID = 999999;

/** `kind` names an operator kind: a real one, so the admin list answers its page. */
function sampleValue(name: string): string | number {
  if (name === 'id') return SAMPLE_ID;
  return name === 'kind' ? 'top-up' : 'MAIN';
}

/** A path pattern (`/cards/{id}`, with or without its client's base) with the sample parameters filled in. */
export function fillSamplePath(path: string, name: string): string {
  const values = Object.fromEntries(pathParamNames(path).map((param) => [param, sampleValue(param)]));
  const query = SAMPLE_QUERIES[name];
  return `${fillPath(path, values)}${query ? `?${query}` : ''}`;
}

/** The entry's full sample path below the server's origin: client base, parameters, sample query. */
export function samplePath(call: CallDefinition): string {
  return fillSamplePath(`${CLIENTS[call.client].base}${call.path}`, call.name);
}
