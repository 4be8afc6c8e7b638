/**
 * The SSRF guard of webhook URLs: deliveries are requests this server makes, so an endpoint must not point
 * into the network the server runs in. Two checks, both here:
 *
 * - **The URL** (when an endpoint is saved, and again before each delivery): https on the default port 443
 *   only (so neither a delivery nor the test delivery can knock on other ports), no `user:pass@`, and a host
 *   that is not `localhost`, a single label, a `.local`/`.localhost`/`.internal`/`.home.arpa` name or a
 *   blocked IP literal. The URL parser has already normalised odd IPv4 forms (`https://2130706433/` is
 *   127.0.0.1).
 * - **Every address the name resolves to**, at connect time (deliver.ts gives the connection a lookup that
 *   asks `isPublicAddress`), so `127.0.0.1.nip.io` and a name re-pointed between the check and the connection
 *   (DNS rebinding) are refused too.
 *
 * Blocked addresses: unspecified, loopback, private, shared (CGNAT), link-local, unique-local, multicast and
 * reserved ranges, and IPv6 forms that carry an IPv4 address — mapped (`::ffff:a.b.c.d`), compatible
 * (`::a.b.c.d`), SIIT (`::ffff:0:a.b.c.d`), NAT64 (`64:ff9b::/96`) and 6to4 (`2002::/16`) — are judged by
 * that IPv4 address. Local-use NAT64 (`64:ff9b:1::/48`) and Teredo (`2001::/32`) are refused outright.
 */
import { BlockList, isIP } from 'node:net';
import { ApiError } from '../errors/api-error.ts';

const BLOCKED_V4 = new BlockList();
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
  BLOCKED_V4.addSubnet(network, prefix, 'ipv4');
}

const BLOCKED_V6 = new BlockList();
for (const [network, prefix] of [
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED_V6.addSubnet(network, prefix, 'ipv6');
}

const PRIVATE_SUFFIXES = ['.local', '.localhost', '.internal', '.home.arpa'];

/** The eight 16-bit words of a valid IPv6 address (a trailing dotted IPv4 becomes the last two). */
function ipv6Words(address: string): number[] {
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? `${dotted[1]}${((Number(dotted[2]) << 8) | Number(dotted[3])).toString(16)}:${((Number(dotted[4]) << 8) | Number(dotted[5])).toString(16)}`
    : address;
  const [head = '', tail] = text.split('::');
  const words = (part: string) => (part === '' ? [] : part.split(':').map((word) => Number.parseInt(word, 16)));
  const left = words(head);
  const right = tail === undefined ? [] : words(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv6 address carries (mapped, compatible, SIIT, NAT64, 6to4), or null. */
export function embeddedIpv4(address: string): string | null {
  const w = ipv6Words(address);
  const zero = (from: number, to: number) => w.slice(from, to).every((word) => word === 0);
  const v4 = (high = 0, low = 0) => [high >> 8, high & 255, low >> 8, low & 255].join('.');
  if (zero(0, 5) && (w[5] === 0xffff || w[5] === 0)) return v4(w[6], w[7]);
  if (zero(0, 4) && w[4] === 0xffff && w[5] === 0) return v4(w[6], w[7]);
  if (w[0] === 0x64 && w[1] === 0xff9b && zero(2, 6)) return v4(w[6], w[7]);
  if (w[0] === 0x2002) return v4(w[1], w[2]);
  return null;
}

/** Whether a delivery may connect to this IP address (a literal, or what a name resolved to). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !BLOCKED_V4.check(bare, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(bare);
  return v4 === null ? !BLOCKED_V6.check(bare, 'ipv6') : !BLOCKED_V4.check(v4, 'ipv4');
}

export function isPublicHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (isIP(host) !== 0) return isPublicAddress(host);
  if (!host.includes('.') || host === 'localhost') return false;
  return !PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** https, port 443, no credentials, a public host: what a webhook URL must be, saved or delivered. */
export function isAllowedWebhookUrl(url: URL): boolean {
  const plain = url.protocol === 'https:' && url.port === '' && url.username === '' && url.password === '';
  return plain && isPublicHost(url.hostname);
}

/**
 * The dev/test allowance (docs/decisions/031): an https receiver on 127.0.0.1, any port, which a test starts
 * itself. Only a demo server started with DEV_WEBHOOK_RECEIVER_CA uses it (server/config.ts refuses that setting
 * outside demo mode); `isAllowedWebhookUrl`, the production rule, never accepts it.
 */
export function isLoopbackTestReceiver(url: URL): boolean {
  return url.protocol === 'https:' && url.hostname === '127.0.0.1' && url.username === '' && url.password === '';
}

/** Refuse (WEBHOOK_URL_NOT_ALLOWED) a URL a webhook may not have. */
export function assertPublicWebhookUrl(url: string, allowed: (url: URL) => boolean = isAllowedWebhookUrl): void {
  if (!URL.canParse(url) || !allowed(new URL(url))) throw new ApiError('WEBHOOK_URL_NOT_ALLOWED');
}
