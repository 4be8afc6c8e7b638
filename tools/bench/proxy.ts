/**
 * A small HTTP proxy that puts one random fault (./faults.ts) on every request it carries to the API, so the
 * fault loop meets the failures a phone on a bad network meets, at the moments that hurt most. Given several
 * instances of the API it is also their round-robin load balancer (tests/server/scale/two-instances.test.ts).
 */

import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { emptyCounts, type Fault, type FaultCounts } from './faults.ts';

export interface FaultProxyOptions {
  /** 0: any free port (tests). */
  readonly port: number;
  /**
   * The API's port on 127.0.0.1; several (instances of one API): taken in turn, one per request, whatever
   * connection it came on, so a client's keep-alive does not pin it to one instance.
   */
  readonly targetPort: number | readonly number[];
  readonly pick: () => Fault;
  /** How long a `stall` holds a request before forwarding it: longer than the client's timeout. */
  readonly stallMs: number;
}

export interface FaultProxy {
  readonly port: number;
  readonly counts: FaultCounts;
  /** Resolves when every request the proxy took is finished with (a stalled one forwarded and answered too). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

interface Forwarded {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly body: Buffer;
}

async function readBody(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function forward(targetPort: number, incoming: IncomingMessage, body: Buffer): Promise<Forwarded> {
  return new Promise((resolve, reject) => {
    const headers = { ...incoming.headers, host: `127.0.0.1:${targetPort}`, 'content-length': String(body.length) };
    const outgoing = request(
      { host: '127.0.0.1', port: targetPort, method: incoming.method, path: incoming.url, headers },
      (response) => {
        readBody(response).then(
          (answer) => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: answer }),
          reject,
        );
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

/** Names the instance that answered, so a test sees where the turn sent each request. */
export const UPSTREAM_HEADER = 'x-proxy-upstream';

function deliver(res: ServerResponse, answer: Forwarded, targetPort: number): void {
  if (res.destroyed) return; // the client gave up (a stall): nobody to tell
  const headers = {
    ...answer.headers,
    'content-length': String(answer.body.length),
    [UPSTREAM_HEADER]: String(targetPort),
  };
  delete headers['transfer-encoding'];
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

export function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const counts = emptyCounts();
  const targets = typeof options.targetPort === 'number' ? [options.targetPort] : options.targetPort;
  let turn = 0;
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.catch(() => {}).finally(() => inFlight.delete(work));
    return work;
  };

  async function handle(req: IncomingMessage, res: ServerResponse, fault: Fault, target: number): Promise<void> {
    const body = await readBody(req);
    if (fault === 'error-500' || fault === 'error-502') {
      res.writeHead(fault === 'error-500' ? 500 : 502, { 'content-type': 'text/plain' });
      res.end('fault injected by the bench proxy');
      return;
    }
    if (fault === 'stall') await sleep(options.stallMs);
    const answer = await forward(target, req, body);
    // The server has answered, so whatever it did is committed; the client hears nothing of it.
    if (fault === 'drop-after-answer') req.socket.destroy();
    else deliver(res, answer, target);
  }

  const server = createServer((req, res) => {
    const fault = options.pick();
    counts[fault]++;
    // Chosen on arrival, so requests sent at once go to different instances.
    const target = targets[turn++ % targets.length] as number;
    // Tracked whole, so `drain` also waits for a stalled request still to be forwarded.
    track(handle(req, res, fault, target)).catch(() => req.socket.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        counts,
        drain: async () => {
          while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
