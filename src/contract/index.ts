/**
 * The API contract table: every call of SPEC section 7 plus the calls PRODUCT.md section 3 adds, as data.
 * One file per domain in `calls/`; this list is what the clients, the server and the OpenAPI document read.
 */
import { authCalls } from './calls/auth.ts';

export const CONTRACT = [...authCalls] as const;

export type Contract = typeof CONTRACT;
export type CallName = Contract[number]['name'];
