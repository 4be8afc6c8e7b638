/**
 * The operator endpoints (`/api/warehouse/v1/admin/...`) take no user token: the `x-admin-key` header must
 * equal the configured ADMIN_KEY. Checked before validation, so a caller without the key learns nothing
 * about the requests the endpoints accept.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../../errors/api-error.ts';
import type { ApiEnv } from '../env.ts';

export const ADMIN_KEY_HEADER = 'x-admin-key';
/** Below the API app's `/api` mount: the warehouse client's base (src/contract/define.ts CLIENTS). */
export const ADMIN_PATHS = '/warehouse/v1/admin/*';

/** Equal digests of equal length: the comparison takes the same time whatever the key's length or content. */
export function adminKeyMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined || given === '') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function adminKeyGuard(adminKey: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!adminKeyMatches(c.req.header(ADMIN_KEY_HEADER), adminKey)) throw new ApiError('ADMIN_KEY_INVALID');
    await next();
  };
}
