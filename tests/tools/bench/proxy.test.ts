import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fault } from '../../../tools/bench/faults.ts';
import { type FaultProxy, startFaultProxy, UPSTREAM_HEADER } from '../../../tools/bench/proxy.ts';

/** A stand-in API that counts what reaches it. */
let api: Server;
let received = 0;
let fault: Fault = 'pass';
let proxy: FaultProxy;
const STALL_MS = 300;

beforeAll(async () => {
  api = createServer((req, res) => {
    received++;
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const targetPort = (api.address() as AddressInfo).port;
  proxy = await startFaultProxy({ port: 0, targetPort, pick: () => fault, stallMs: STALL_MS });
});
afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => api.close(resolve));
});

async function send(timeoutMs = 5000): Promise<number | 'no answer'> {
  try {
    const url = `http://127.0.0.1:${proxy.port}/api/v1/wallets/transfers`;
    const response = await fetch(url, { method: 'POST', body: '{}', signal: AbortSignal.timeout(timeoutMs) });
    await response.text();
    return response.status;
  } catch {
    return 'no answer';
  }
}

describe('the fault proxy', () => {
  it('passes a request through', async () => {
    fault = 'pass';
    const before = received;
    expect(await send()).toBe(200);
    expect(received).toBe(before + 1);
  });

  it('lets the server answer, then cuts the client off', async () => {
    fault = 'drop-after-answer';
    const before = received;
    expect(await send()).toBe('no answer');
    expect(received).toBe(before + 1);
  });

  it('answers 500 and 502 itself, without forwarding', async () => {
    const before = received;
    fault = 'error-500';
    expect(await send()).toBe(500);
    fault = 'error-502';
    expect(await send()).toBe(502);
    expect(received).toBe(before);
  });

  it('stalls past the client timeout, then forwards anyway; drain waits for that late copy', async () => {
    fault = 'stall';
    const before = received;
    expect(await send(STALL_MS / 3)).toBe('no answer');
    expect(received).toBe(before);
    await proxy.drain();
    expect(received).toBe(before + 1);
  });
});

describe('the fault proxy before several instances', () => {
  const instances: Server[] = [];
  const reached: string[] = [];
  const ports: number[] = [];
  let balancer: FaultProxy;

  beforeAll(async () => {
    for (const name of ['a', 'b']) {
      const instance = createServer((req, res) => {
        reached.push(name);
        req.resume();
        req.on('end', () => res.writeHead(200).end(name));
      });
      await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
      instances.push(instance);
      ports.push((instance.address() as AddressInfo).port);
    }
    balancer = await startFaultProxy({ port: 0, targetPort: ports, pick: () => 'pass', stallMs: STALL_MS });
  });
  afterAll(async () => {
    await balancer.close();
    await Promise.all(instances.map((instance) => new Promise((resolve) => instance.close(resolve))));
  });

  it('takes the instances in turn, one request each, on one kept-alive connection too', async () => {
    const url = `http://127.0.0.1:${balancer.port}/`;
    const answers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(url, { headers: { connection: 'keep-alive' } });
      answers.push(`${await response.text()}@${response.headers.get(UPSTREAM_HEADER)}`);
    }
    const [a, b] = ports;
    expect(answers).toEqual([`a@${a}`, `b@${b}`, `a@${a}`, `b@${b}`]);
    expect(reached).toEqual(['a', 'b', 'a', 'b']);
  });
});
