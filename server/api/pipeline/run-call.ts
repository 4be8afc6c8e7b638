/**
 * The request pipeline of one contract call, in order: signature → authentication → role → validation →
 * idempotency → w-token → handler → response check. (CORS and the request log run before, as middleware.)
 *
 * Idempotency comes before the w-token on purpose: a repeat of a money-moving request (a retry after a
 * dropped connection) carries the w-token its first attempt already spent, and must get the first response,
 * not a 403. A w-token is given back when the call fails, so fixing a form does not need a new code.
 */
import type { Context } from 'hono';
import type { CallDefinition } from '../../../src/contract/define.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import { releaseWToken } from '../../auth/w-tokens.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { ApiEnv } from '../env.ts';
import type { HandlerInput, Registration, RequestFacts, Services } from '../handler.ts';
import { requestLanguage } from '../language.ts';
import { routePattern } from '../routes.ts';
import { authenticate, authorize } from './authenticate.ts';
import { clientIp } from './client-ip.ts';
import { type JsonOutcome, withIdempotency } from './idempotency.ts';
import { checkedOutcome, outcomeResponse } from './respond.ts';
import { checkSignature } from './signature.ts';
import { type ValidatedRequest, validateRequest } from './validate.ts';
import { claimCallWToken } from './w-token.ts';

const notImplemented: Registration['run'] = () => Promise.reject(new ApiError('NOT_IMPLEMENTED'));

interface Prepared {
  readonly call: CallDefinition;
  readonly run: Registration['run'];
  readonly services: Services;
  readonly facts: Omit<RequestFacts, 'wToken'>;
  readonly user: AuthUser | null;
  readonly input: ValidatedRequest;
}

/** Claim the w-token, run the handler, check its reply; give the w-token back if anything fails. */
async function execute(prepared: Prepared): Promise<JsonOutcome | Response> {
  const { call, run, services, facts, user, input } = prepared;
  const wToken = await claimCallWToken(call, facts.headers, user, services.db, facts.now);
  try {
    // The request parts were parsed by this call's own schemas: exactly what its typed handler declares.
    const handlerInput = { ...services, ...facts, ...input, user, wToken } as HandlerInput<
      CallDefinition,
      AuthUser | null
    >;
    return checkedOutcome(call, await run(handlerInput), services.log);
  } catch (error) {
    if (wToken !== null) await releaseWToken(services.db, wToken);
    throw error;
  }
}

async function executeOnce(prepared: Prepared): Promise<JsonOutcome & { replayed: boolean }> {
  const { call, services, facts, user, input } = prepared;
  const scope = {
    call,
    headers: facts.headers,
    ownerId: user?.accountId ?? null,
    request: input,
    db: services.db,
    now: facts.now,
  };
  return withIdempotency(scope, async () => {
    const outcome = await execute(prepared);
    if (outcome instanceof Response) throw new ApiError('INTERNAL');
    return outcome;
  });
}

export async function runCall(
  c: Context<ApiEnv>,
  call: CallDefinition,
  registration: Registration | undefined,
  services: Services,
): Promise<Response> {
  const now = services.clock.now();
  const headers = c.req.raw.headers;
  c.set('route', routePattern(call));
  checkSignature(call, c.req.raw, now);
  const user = await authenticate(call, headers, services.db, now);
  c.set('userId', user?.id ?? null);
  authorize(call, user);
  const input = await validateRequest(call, c.req);
  const facts = {
    lang: requestLanguage(headers.get('accept-language')),
    ip: clientIp(c, services.config.trustedProxies),
    userAgent: headers.get('user-agent'),
    headers,
    now,
  };
  const prepared: Prepared = { call, run: registration?.run ?? notImplemented, services, facts, user, input };
  if (call.idempotencyKey !== true) return outcomeResponse(c, call, await execute(prepared));
  const { replayed, ...outcome } = await executeOnce(prepared);
  return outcomeResponse(c, call, outcome, replayed);
}
