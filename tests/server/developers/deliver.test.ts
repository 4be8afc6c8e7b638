import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DeliveryGuard,
  deliveryHeaders,
  guardedLookup,
  httpDeliverer,
  signatureOf,
} from '../../../server/developers/deliver.ts';
import {
  embeddedIpv4,
  isAllowedWebhookUrl,
  isPublicAddress,
  isPublicHost,
} from '../../../server/developers/url-guard.ts';
import { closedPort } from './closed-port.ts';

describe('webhook signature', () => {
  it('is the hex HMAC-SHA256 of the raw body under the secret (fixed vector, computed with openssl)', () => {
    const body = '{"id":"evt_1","type":"va.topup.success"}';
    expect(signatureOf('whsec_fixed-test-secret', body)).toBe(
      'sha256=c768ffda1ab5dcbd99b94e4d2864c75c66ee31c28d44681389ef5a70017bd790',
    );
    expect(deliveryHeaders('whsec_fixed-test-secret', 'va.topup.success', body)).toMatchObject({
      'content-type': 'application/json',
      'x-campay-event': 'va.topup.success',
      'x-campay-signature': 'sha256=c768ffda1ab5dcbd99b94e4d2864c75c66ee31c28d44681389ef5a70017bd790',
    });
  });
});

describe('webhook URL guard', () => {
  const host = (url: string) => isPublicHost(new URL(url).hostname);

  it.each([
    'https://localhost/hook',
    'https://LOCALHOST./hook',
    'https://api.localhost/hook',
    'https://printer.local/hook',
    'https://db.internal/hook',
    'https://router.home.arpa/hook',
    'https://intranet/hook',
    'https://127.0.0.1/hook',
    'https://2130706433/hook',
    'https://0.0.0.0/hook',
    'https://10.0.0.8/hook',
    'https://172.20.1.1/hook',
    'https://192.168.1.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hook',
    'https://[::1]/hook',
    'https://[::]/hook',
    'https://[fd00::1]/hook',
    'https://[fe80::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:10.0.0.1]/hook',
    // IPv6 forms that carry a private IPv4 address: compatible, SIIT, NAT64, 6to4.
    'https://[::127.0.0.1]/hook',
    'https://[::ffff:0:7f00:1]/hook',
    'https://[64:ff9b::7f00:1]/hook',
    'https://[64:ff9b::10.0.0.1]/hook',
    'https://[64:ff9b::a9fe:a9fe]/latest/meta-data',
    'https://[2002:7f00:1::1]/hook',
    'https://[2002:c0a8:101::]/hook',
    // Local-use NAT64 and Teredo, refused outright.
    'https://[64:ff9b:1::808:808]/hook',
    'https://[2001::1]/hook',
  ])('refuses %s', (url) => {
    expect(host(url)).toBe(false);
  });

  it.each([
    'https://hooks.example.com/campay',
    'https://8.8.8.8/hook',
    'https://172.32.0.1/hook',
    'https://[2606:4700::1111]/hook',
    'https://local.example.com/hook',
    'https://[64:ff9b::808:808]/hook',
    'https://[2002:808:808::1]/hook',
    'https://[2001:4860:4860::8888]/hook',
  ])('allows %s', (url) => {
    expect(host(url)).toBe(true);
  });

  it('reads the IPv4 address an IPv6 address carries', () => {
    expect(
      ['::ffff:7f00:1', '::7f00:1', '::ffff:0:a00:1', '64:ff9b::c0a8:101', '2002:ac10:1::', '2606:4700::1111'].map(
        embeddedIpv4,
      ),
    ).toEqual(['127.0.0.1', '127.0.0.1', '10.0.0.1', '192.168.1.1', '172.16.0.1', null]);
  });

  it('allows https on port 443 only, without credentials', () => {
    const allowed = (url: string) => isAllowedWebhookUrl(new URL(url));
    expect(allowed('https://hooks.example.com/a')).toBe(true);
    expect(allowed('https://hooks.example.com:443/a')).toBe(true);
    for (const url of [
      'http://hooks.example.com/a',
      'https://hooks.example.com:8443/a',
      'https://hooks.example.com:6379/',
      'https://user@hooks.example.com/a',
      'https://user:pass@hooks.example.com/a',
      'https://:pass@hooks.example.com/a',
    ]) {
      expect([url, allowed(url)]).toEqual([url, false]);
    }
  });
});

describe('connect-time address check (no network: the resolver is the test’s)', () => {
  const resolver = (answers: Record<string, readonly string[]>) => async (hostname: string) => answers[hostname] ?? [];

  it.each([
    ['a nip.io-style name', ['127.0.0.1']],
    ['a metadata address', ['169.254.169.254']],
    ['NAT64 of a private address', ['64:ff9b::a00:1']],
    ['one private answer among public ones', ['93.184.216.34', '10.0.0.5']],
  ])('refuses %s before connecting', async (_, addresses) => {
    const deliver = httpDeliverer({ resolve: resolver({ 'hooks.example.com': addresses }) });
    const outcome = await deliver({ url: 'https://hooks.example.com/hook', headers: {}, body: '{}' });
    expect(outcome).toEqual({ statusCode: null, error: 'ADDRESS_NOT_ALLOWED' });
  });

  it('refuses a URL the rules refuse (an endpoint saved before a rule existed), without resolving it', async () => {
    const asked: string[] = [];
    const resolve = async (hostname: string) => {
      asked.push(hostname);
      return ['93.184.216.34'];
    };
    for (const url of ['https://u:p@hooks.example.com/', 'https://hooks.example.com:8080/', 'https://10.0.0.1/']) {
      expect(await httpDeliverer({ resolve })({ url, headers: {}, body: '{}' })).toEqual({
        statusCode: null,
        error: 'URL_NOT_ALLOWED',
      });
    }
    expect(asked).toEqual([]);
  });

  it('hands the socket exactly the checked addresses, for either form of lookup call', async () => {
    const lookup = guardedLookup(resolver({ 'hooks.example.com': ['93.184.216.34', '2606:2800::1'] }), isPublicAddress);
    const one = await new Promise((done) =>
      lookup('hooks.example.com', {}, (error, address) => done([error, address])),
    );
    expect(one).toEqual([null, '93.184.216.34']);
    const all = await new Promise((done) =>
      lookup('hooks.example.com', { all: true }, (_, addresses) => done(addresses)),
    );
    expect(all).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800::1', family: 6 },
    ]);
    const v6 = await new Promise((done) => lookup('hooks.example.com', { family: 6 }, (_, address) => done(address)));
    expect(v6).toBe('2606:2800::1');
  });
});

describe('HTTP deliverer against a local endpoint', () => {
  let server: Server;
  let port: number;
  const received: { headers: Record<string, unknown>; body: string }[] = [];
  /** The local endpoint is plain http on loopback: every URL and address allowed, to test the transport. */
  const ANYWHERE: DeliveryGuard = { urlAllowed: () => true, addressAllowed: () => true };
  /** Any URL, but only public addresses: the connect-time check alone. */
  const PUBLIC_ADDRESSES: DeliveryGuard = { urlAllowed: () => true, addressAllowed: isPublicAddress };
  const open = (timeoutMs?: number) => httpDeliverer({ guard: ANYWHERE, ...(timeoutMs ? { timeoutMs } : {}) });

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        if (request.url === '/hang') return; // never answers: the deliverer must give up
        if (request.url === '/redirect') {
          response.writeHead(302, { location: '/ok' }).end();
          return;
        }
        response.writeHead(request.url === '/fail' ? 500 : 204).end();
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  const request = (path: string, host = '127.0.0.1') => ({
    url: `http://${host}:${port}${path}`,
    headers: { 'x-campay-event': 'topup.approved' },
    body: '{}',
  });

  it('posts the body and headers and answers the status', async () => {
    expect(await open()(request('/ok'))).toEqual({ statusCode: 204, error: null });
    expect(received.at(-1)).toMatchObject({ body: '{}', headers: { 'x-campay-event': 'topup.approved' } });
    expect(await open()(request('/fail'))).toEqual({ statusCode: 500, error: null });
  });

  it('does not follow redirects', async () => {
    const before = received.length;
    expect(await open()(request('/redirect'))).toEqual({ statusCode: 302, error: null });
    expect(received.length).toBe(before + 1);
  });

  it('gives up after its timeout', async () => {
    expect(await open(50)(request('/hang'))).toEqual({ statusCode: null, error: 'timeout' });
  });

  it('reports a refused connection', async () => {
    const closed = await closedPort();
    const outcome = await open()({ url: `http://127.0.0.1:${closed}/`, headers: {}, body: '{}' });
    expect(outcome).toEqual({ statusCode: null, error: 'ECONNREFUSED' });
  });

  it('connects to what its resolver answered, and never to a private answer', async () => {
    const resolve = async () => ['127.0.0.1'];
    const before = received.length;
    const allowed = await httpDeliverer({ resolve, guard: ANYWHERE })(request('/ok', 'hooks.example.test'));
    expect([allowed, received.length]).toEqual([{ statusCode: 204, error: null }, before + 1]);
    const guarded = httpDeliverer({ resolve, guard: PUBLIC_ADDRESSES });
    expect(await guarded(request('/ok', 'hooks.example.test'))).toEqual({
      statusCode: null,
      error: 'ADDRESS_NOT_ALLOWED',
    });
    expect(await guarded(request('/ok'))).toEqual({ statusCode: null, error: 'ADDRESS_NOT_ALLOWED' });
    expect(received.length).toBe(before + 1);
  });
});
