import { describe, expect, it } from 'vitest';
import { callerBehind, normaliseAddress, proxyTrust } from '../../../server/api/pipeline/client-ip.ts';

const trusted = proxyTrust(['10.0.0.0/8', '127.0.0.1/32', '2001:db8::/32']);
const nobody = proxyTrust([]);

describe('the caller’s address', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(callerBehind('127.0.0.1', '203.0.113.5', nobody)).toBe('127.0.0.1');
    expect(callerBehind('198.51.100.2', '203.0.113.5', trusted)).toBe('198.51.100.2');
  });

  it('behind trusted proxies is the right-most hop that is not one of them', () => {
    expect(callerBehind('127.0.0.1', '203.0.113.5', trusted)).toBe('203.0.113.5');
    // The left-most entries are whatever the caller sent: never believed.
    expect(callerBehind('127.0.0.1', '1.2.3.4, 203.0.113.5, 10.1.2.3', trusted)).toBe('203.0.113.5');
    expect(callerBehind('2001:db8::1', '2001:DB8:FFFF::9, [2001:db9::7]:443', trusted)).toBe('2001:db9::7');
  });

  it('is the left-most hop when every hop is trusted, and no hop when there is no header', () => {
    expect(callerBehind('127.0.0.1', '10.0.0.9, 10.0.0.8', trusted)).toBe('10.0.0.9');
    expect(callerBehind('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
  });

  it('stops at the proxy that passed on a hop that is not an address', () => {
    expect(callerBehind('127.0.0.1', '203.0.113.5, unknown', trusted)).toBe('127.0.0.1');
    expect(callerBehind('127.0.0.1', '203.0.113.5, , 10.0.0.1', trusted)).toBe('10.0.0.1');
  });

  it('compares addresses in one form: IPv4-mapped IPv6 as IPv4, ports and brackets dropped', () => {
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseAddress(' 203.0.113.5:8080 ')).toBe('203.0.113.5');
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(normaliseAddress('not-an-address')).toBeNull();
  });
});
