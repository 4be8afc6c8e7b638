/**
 * The SSRF guard of webhook URLs: deliveries are requests this server makes, so an endpoint must not point
 * into the network the server runs in. Refused: `localhost` and single-label names, `.local`, `.localhost`,
 * `.internal`, `.home.arpa` names, and IP literals that are unspecified, loopback, private, shared (CGNAT),
 * link-local, unique-local, multicast or reserved (IPv4-mapped IPv6 is judged as its IPv4 address). The URL
 * parser has already normalised odd IPv4 forms (`https://2130706433/` is 127.0.0.1).
 *
 * A public name that resolves to a private address (DNS rebinding) is not caught here: that needs a
 * resolving connector at delivery time, left to the production deliverer.
 */
import { BlockList, isIP } from 'node:net';
import { ApiError } from '../errors/api-error.ts';

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

const PRIVATE_SUFFIXES = ['.local', '.localhost', '.internal', '.home.arpa'];

function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1] !== undefined) return dotted[1];
  // WHATWG URLs write a mapped address in hex: ::ffff:7f00:1.
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex?.[1] === undefined || hex[2] === undefined) return null;
  const [high, low] = [Number.parseInt(hex[1], 16), Number.parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  const v4 = mappedIpv4(address);
  return v4 === null ? BLOCKED.check(address, 'ipv6') : BLOCKED.check(v4, 'ipv4');
}

export function isPublicHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (isIP(host) !== 0) return !isBlockedAddress(host);
  if (!host.includes('.') || host === 'localhost') return false;
  return !PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** Refuse (WEBHOOK_URL_NOT_ALLOWED) an address that is not a public host. */
export function assertPublicWebhookUrl(url: string): void {
  if (!isPublicHost(new URL(url).hostname)) throw new ApiError('WEBHOOK_URL_NOT_ALLOWED');
}
