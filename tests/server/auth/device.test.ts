import { describe, expect, it } from 'vitest';
import { parseDevice, storedUserAgent, USER_AGENT_MAX } from '../../../server/auth/device.ts';
import { deviceKey } from '../../../server/auth/sign-in-devices.ts';

/** Real User-Agents of the browsers people sign in with. */
const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.104 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  chromeIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('parseDevice', () => {
  it.each([
    [AGENTS.chromeWindows, 'Chrome 131 on Windows', 'Chrome on Windows'],
    [AGENTS.chromeAndroid, 'Chrome 131 on Android', 'Chrome on Android'],
    [AGENTS.safariIphone, 'Safari 17 on iPhone', 'Safari on iPhone'],
    [AGENTS.safariMac, 'Safari 17 on macOS', 'Safari on macOS'],
    [AGENTS.chromeIpad, 'Chrome 131 on iPad', 'Chrome on iPad'],
    [AGENTS.edgeWindows, 'Edge 131 on Windows', 'Edge on Windows'],
    [AGENTS.firefoxLinux, 'Firefox 133 on Linux', 'Firefox on Linux'],
    [AGENTS.samsungAndroid, 'Samsung Internet 23 on Android', 'Samsung Internet on Android'],
    [AGENTS.operaMac, 'Opera 115 on macOS', 'Opera on macOS'],
    [AGENTS.chromebook, 'Chrome 131 on ChromeOS', 'Chrome on ChromeOS'],
  ])('reads %s', (userAgent, name, key) => {
    expect(parseDevice(userAgent)).toEqual({ name, key });
  });

  it('keeps the device of a browser that updated itself: the key has no version', () => {
    const updated = AGENTS.chromeWindows.replace('Chrome/131', 'Chrome/132');
    expect(parseDevice(updated)?.name).toBe('Chrome 132 on Windows');
    expect(parseDevice(updated)?.key).toBe(parseDevice(AGENTS.chromeWindows)?.key);
  });

  it('names what it can when only the browser or only the system is known', () => {
    expect(parseDevice('Mozilla/5.0 (Linux; Android 14) SomeApp/2.1')).toEqual({ name: 'Android', key: 'Android' });
    expect(parseDevice('Chrome/120.0.0.0')).toEqual({ name: 'Chrome 120', key: 'Chrome' });
  });

  it('says nothing of scripts, bots and empty values', () => {
    for (const userAgent of ['curl/8.5.0', 'node', 'okhttp/4.12.0', '', null])
      expect(parseDevice(userAgent)).toBeNull();
  });
});

describe('the device key and the stored User-Agent', () => {
  it('falls back to the raw User-Agent, and to the empty key without one', () => {
    expect(deviceKey(AGENTS.safariIphone)).toBe('Safari on iPhone');
    expect(deviceKey('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceKey(null)).toBe('');
  });

  it('keeps at most USER_AGENT_MAX characters, trimmed, and nothing for a blank one', () => {
    expect(storedUserAgent(` ${'x'.repeat(USER_AGENT_MAX + 100)} `)).toHaveLength(USER_AGENT_MAX);
    expect(storedUserAgent('   ')).toBeNull();
    expect(storedUserAgent(null)).toBeNull();
  });
});
