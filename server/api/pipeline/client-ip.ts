/** The caller's address, from the socket (@hono/node-server puts the Node request in `c.env.incoming`). */
import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

export function clientIp(c: Context): string {
  return (c.env as NodeBindings)?.incoming?.socket?.remoteAddress ?? 'unknown';
}
