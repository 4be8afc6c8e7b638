/**
 * The development outbox (PRODUCT.md section 6): what the server "sent", for people trying the demo and for
 * end-to-end tests that need a code. GET /__dev/outbox (JSON, newest first) and /__dev/outbox.html. Only in
 * demo mode: in production the app has no such routes at all.
 */
import { Hono } from 'hono';
import { latestMessages, type SentMessage } from '../auth/outbox.ts';
import type { Database } from '../db/client.ts';

export interface DevDeps {
  readonly db: Database;
  readonly config: { readonly demo: boolean };
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const REFRESH_SECONDS = 5;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function row(message: SentMessage): string {
  const cells = [message.created_at, message.channel, message.to, message.subject, message.code ?? '', message.body];
  const link = message.link === null ? '' : `<a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a>`;
  return `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}<td>${link}</td></tr>`;
}

export function outboxPage(messages: readonly SentMessage[]): string {
  const rows = messages.length === 0 ? '<tr><td colspan="7">Nothing sent yet.</td></tr>' : messages.map(row).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}"><title>Outbox · CamPay demo</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}th{background:#f4f4f4}
td:nth-child(5){font:600 1.2rem ui-monospace,monospace}</style></head>
<body><h1>Outbox</h1><p>Messages the demo server sent, newest first. Refreshes every ${REFRESH_SECONDS} seconds.</p>
<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Subject</th><th>Code</th><th>Body</th><th>Link</th></tr></thead>
<tbody>${rows}</tbody></table></body></html>`;
}

/** Mounted at the site root by server/main.ts; empty (every path falls through) unless DEMO. */
export function createDevApp(deps: DevDeps): Hono {
  const app = new Hono();
  if (!deps.config.demo) return app;
  app.get('/__dev/outbox', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await latestMessages(deps.db));
  });
  app.get('/__dev/outbox.html', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', PAGE_CSP);
    return c.html(outboxPage(await latestMessages(deps.db)));
  });
  return app;
}
