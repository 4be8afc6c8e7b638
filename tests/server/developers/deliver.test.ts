import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryHeaders, fetchDeliverer, signatureOf } from '../../../server/developers/deliver.ts';
import { isPublicHost } from '../../../server/developers/url-guard.ts';
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
  ])('refuses %s', (url) => {
    expect(host(url)).toBe(false);
  });

  it.each([
    'https://hooks.example.com/campay',
    'https://8.8.8.8/hook',
    'https://172.32.0.1/hook',
    'https://[2606:4700::1111]/hook',
    'https://local.example.com/hook',
  ])('allows %s', (url) => {
    expect(host(url)).toBe(true);
  });
});

describe('fetch deliverer', () => {
  let server: Server;
  let base: string;
  const received: { headers: Record<string, unknown>; body: string }[] = [];

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
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  const request = (path: string) => ({
    url: `${base}${path}`,
    headers: { 'x-campay-event': 'topup.approved' },
    body: '{}',
  });

  it('posts the body and headers and answers the status', async () => {
    expect(await fetchDeliverer()(request('/ok'))).toEqual({ statusCode: 204, error: null });
    expect(received.at(-1)).toMatchObject({ body: '{}', headers: { 'x-campay-event': 'topup.approved' } });
    expect(await fetchDeliverer()(request('/fail'))).toEqual({ statusCode: 500, error: null });
  });

  it('does not follow redirects', async () => {
    const before = received.length;
    expect(await fetchDeliverer()(request('/redirect'))).toEqual({ statusCode: 302, error: null });
    expect(received.length).toBe(before + 1);
  });

  it('gives up after its timeout', async () => {
    expect(await fetchDeliverer(50)(request('/hang'))).toEqual({ statusCode: null, error: 'timeout' });
  });

  it('reports a refused connection', async () => {
    const port = await closedPort();
    const outcome = await fetchDeliverer()({ url: `http://127.0.0.1:${port}/`, headers: {}, body: '{}' });
    expect(outcome).toEqual({ statusCode: null, error: 'ECONNREFUSED' });
  });
});
