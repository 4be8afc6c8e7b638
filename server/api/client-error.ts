/**
 * Bytes Node's HTTP parser refuses (a NUL or a non-ASCII byte in the request line or a header, a header line
 * without a colon, broken chunks, a length and chunks at once, headers past the limit) never reach a route:
 * Node answers a bare 400 or 431 with no body by itself. Every refusal of the API carries a catalogue code,
 * so these get the same JSON error body as any other, in English (no header of such a request is trusted).
 */
import type { Socket } from 'node:net';
import { ApiError } from '../errors/api-error.ts';
import type { ErrorCode } from '../errors/catalogue.ts';
import { errorBody } from '../errors/render.ts';

/** Node's parser error codes that mean "headers too large"; any other parse failure is a malformed request. */
const TOO_LARGE = new Set(['HPE_HEADER_OVERFLOW']);
const REASONS: Readonly<Record<number, string>> = { 400: 'Bad Request', 431: 'Request Header Fields Too Large' };

/** The whole HTTP response, as bytes to write to a socket no parser stands behind any more. */
export function clientErrorResponse(error: { readonly code?: string }): string {
  const code: ErrorCode = TOO_LARGE.has(error.code ?? '') ? 'HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST';
  const apiError = new ApiError(code);
  const body = JSON.stringify(errorBody(apiError, 'en'));
  return [
    `HTTP/1.1 ${apiError.status} ${REASONS[apiError.status]}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** The answer Node is writing on this socket, if any (its own default handler looks at the same). */
type HttpSocket = Socket & { readonly _httpMessage?: { readonly headersSent: boolean } | null };

/**
 * For `server.on('clientError')`: answer when the socket can still carry an answer, then close it. Never
 * once an answer to an earlier request on the connection has begun: bytes in its middle would corrupt it.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable || (socket as HttpSocket)._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error));
}
