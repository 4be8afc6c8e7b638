/** Signed clients (CLIENTS[x].signed) must send a valid `x-signature` within ±5 minutes of our clock. */
import { type CallDefinition, CLIENTS } from '../../../src/contract/define.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '../../../src/lib/http/signature.ts';
import { ApiError } from '../../errors/api-error.ts';

export function checkSignature(call: CallDefinition, request: Request, now: Date): void {
  if (!CLIENTS[call.client].signed) return;
  const check = verifySignature({
    signature: request.headers.get(SIGNATURE_HEADER),
    timestamp: request.headers.get(TIMESTAMP_HEADER),
    method: request.method,
    url: request.url,
    now: now.getTime(),
  });
  if (!check.ok) throw new ApiError(check.reason === 'stale' ? 'TIMESTAMP_STALE' : 'SIGNATURE_INVALID');
}
