/**
 * A webhook receiver a test starts: https on 127.0.0.1 (a random port) with the test-only certificate beside
 * this file, which a demo server trusts when started with DEV_WEBHOOK_RECEIVER_CA (docs/decisions/031). It
 * records every request and answers what the test says. Used by tests/server (the real deliverer) and e2e.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

const here = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/** The receiver's certificate: what DEV_WEBHOOK_RECEIVER_CA points at. */
export const RECEIVER_CERT_PATH = 'e2e/webhook-receiver/cert.pem';
export const receiverCertificate = (): string => here('./cert.pem');

export interface Received {
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

export interface Receiver {
  /** `https://127.0.0.1:<port>` */
  readonly origin: string;
  readonly received: Received[];
  /** What it answers from now on. */
  answer(status: number): void;
  close(): Promise<void>;
}

export async function startReceiver(status = 200): Promise<Receiver> {
  let answer = status;
  const received: Received[] = [];
  const server = createServer({ key: here('./key.pem'), cert: receiverCertificate() }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    answer: (next) => {
      answer = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
