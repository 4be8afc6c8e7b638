/**
 * Issue 17: bytes Node's HTTP parser refuses (found by tests/contract/bad-input-http.test.ts) were answered
 * with a bare 400 or 431 and no body, so the refusal carried no catalogue code. With the server's
 * `clientError` handler each is a JSON error body of the catalogue.
 */
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError } from '../../../server/api/client-error.ts';

let server: Server;
let port: number;

beforeAll(async () => {
  // Like the API, it answers once the body is read: a broken body fails before anything is written.
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.end('{}'));
  });
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function exchange(request: string): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.from(request, 'latin1')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      resolve({ head, body });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['a NUL in a header', 'GET / HTTP/1.1\r\nHost: x\r\nX-Note: a\u0000b\r\n\r\n'],
    ['a non-ASCII byte in the path', 'GET /cards/\u00ff HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['broken chunks', 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nbad\r\n0\r\n\r\n'],
    ['garbage', '\u0000\u0001 nothing\r\n\r\n'],
  ])('%s: 400 MALFORMED_REQUEST as JSON', async (_, request) => {
    const { head, body } = await exchange(request);
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toEqual({
      status: false,
      code: 'MALFORMED_REQUEST',
      message: 'The request could not be read. Please try again.',
    });
  });

  it('headers past the limit: 431 HEADERS_TOO_LARGE as JSON', async () => {
    const { head, body } = await exchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(body).code).toBe('HEADERS_TOO_LARGE');
  });

  it('a well-formed request still reaches the app', async () => {
    const { head, body } = await exchange('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(body).toBe('{}');
  });
});
