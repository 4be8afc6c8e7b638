/**
 * The caller's address, which per-address limits key on. It is the socket's peer (@hono/node-server puts
 * the Node request in `c.env.incoming`) unless that peer is a trusted proxy (TRUSTED_PROXIES, server/config.ts):
 * then `X-Forwarded-For` is read from the right, each trusted hop skipped, and the first address that is not
 * a trusted proxy is the caller — the right-most untrusted hop, the one a trusted proxy wrote down. Entries
 * left of it were written by the caller and are never believed.
 */
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

/** An address as compared and keyed: IPv4-mapped IPv6 as IPv4, IPv6 lower-case, ports and brackets dropped. */
export function normaliseAddress(value: string): string | null {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1] !== undefined) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.toLowerCase().replace(/^::ffff:(?=[\d.]+$)/, '');
  return isIP(address) === 0 ? null : address;
}

/** Whether an address is one of the trusted proxies; built once per setting. */
export type ProxyTrust = (address: string) => boolean;

const trustOfSetting = new WeakMap<readonly string[], ProxyTrust>();

/** The trust test of TRUSTED_PROXIES (`address/prefix` entries, as server/config.ts normalises them). */
export function proxyTrust(ranges: readonly string[]): ProxyTrust {
  let trust = trustOfSetting.get(ranges);
  if (trust === undefined) {
    const list = new BlockList();
    for (const range of ranges) {
      const [network = '', prefix = ''] = range.split('/');
      list.addSubnet(network, Number(prefix), isIP(network) === 6 ? 'ipv6' : 'ipv4');
    }
    trust = (address) => list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
    trustOfSetting.set(ranges, trust);
  }
  return trust;
}

/**
 * The caller behind `peer`: walks `forwardedFor` from the right while the address in hand is a trusted
 * proxy. Every hop trusted: the left-most. A hop that is not an address: the proxy that passed it on, since
 * whatever wrote it is not to be believed.
 */
export function callerBehind(peer: string, forwardedFor: string | undefined, trusted: ProxyTrust): string {
  const hops = (forwardedFor ?? '').split(',');
  let caller = peer;
  while (trusted(caller)) {
    const hop = hops.pop();
    if (hop === undefined) break;
    const address = normaliseAddress(hop);
    if (address === null) break;
    caller = address;
  }
  return caller;
}

export function clientIp(c: Context, trustedProxies: readonly string[]): string {
  const socket = (c.env as NodeBindings)?.incoming?.socket?.remoteAddress;
  const peer = socket === undefined ? null : normaliseAddress(socket);
  if (peer === null) return 'unknown';
  return callerBehind(peer, c.req.header('x-forwarded-for'), proxyTrust(trustedProxies));
}
