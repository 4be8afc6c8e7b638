/**
 * The country of a request's address, to pre-select country fields. There is no GeoIP database in this
 * reference server, so it knows two kinds of address:
 * - addresses that never cross the internet (loopback, private, link-local, carrier-grade NAT, IPv6
 *   unique-local): the caller is on the same machine or network as the server, which in the demo and in
 *   development means the operator's own office, so they count as Vietnam (SPEC section 9's default country);
 * - the main blocks APNIC allocated to Vietnam's three largest access providers (VNPT, Viettel, FPT).
 * Anything else is unknown (null), and the client falls back to the default country.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Locale } from '../../src/lib/locale.ts';
import { DEFAULT_COUNTRY } from './countries.ts';

type Family = 'ipv4' | 'ipv6';

const LOCAL_NETWORKS: readonly [string, number, Family][] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
];

const VIETNAMESE_PROVIDER_NETWORKS: readonly [string, number][] = [
  ['14.160.0.0', 11], // VNPT
  ['113.160.0.0', 11], // VNPT
  ['123.16.0.0', 12], // VNPT
  ['27.64.0.0', 12], // Viettel
  ['171.224.0.0', 11], // Viettel
  ['42.112.0.0', 13], // FPT Telecom
  ['118.68.0.0', 14], // FPT Telecom
];

function blockList(networks: readonly (readonly [string, number, Family?])[]): BlockList {
  const list = new BlockList();
  for (const [network, prefix, family = 'ipv4'] of networks) list.addSubnet(network, prefix, family);
  return list;
}

const LOCAL = blockList(LOCAL_NETWORKS);
const VIETNAM = blockList([...LOCAL_NETWORKS, ...VIETNAMESE_PROVIDER_NETWORKS]);

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, how dual-stack sockets report them) as plain IPv4. */
function unmapped(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

function parsed(address: string): { ip: string; family: Family } | null {
  const ip = unmapped(address.trim());
  const family: Family | null = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null;
  return family === null ? null : { ip, family };
}

/** The ISO alpha-2 code of the country an address is in, or null when unknown. */
export function countryOfIp(address: string): string | null {
  const known = parsed(address);
  if (known === null) return null;
  return VIETNAM.check(known.ip, known.family) ? DEFAULT_COUNTRY : null;
}

/**
 * Where an address is, as a person reads it (the country's name in `lang`), for the list of sessions and
 * the new-device notice; null when unknown, and for an address that never crosses the internet, which
 * says nothing about where the person is.
 */
export function placeOfIp(address: string | null, lang: Locale): string | null {
  const known = address === null ? null : parsed(address);
  if (known === null || LOCAL.check(known.ip, known.family)) return null;
  const country = countryOfIp(known.ip);
  return country === null ? null : (new Intl.DisplayNames([lang], { type: 'region' }).of(country) ?? null);
}
