/**
 * Calling a contract entry by its name, for the store factories (list, detail): a screen names the call, the
 * factory makes it through the one HTTP module and reads the answer's payload, typed from the contract.
 */
import { CLIENTS } from '../../contract/define.ts';

import { ABORTED_MESSAGE, type ApiFailure, isApiFailure, NETWORK_ERROR_MESSAGE } from '../../lib/http/errors.ts';
import { ROUTES } from '../../lib/http/routes.generated.ts';
import type { AppCallName, CallByName, CallResult, RawInput } from '../../lib/http/types.ts';
import { api } from '../api.ts';

type Success<Name extends AppCallName> = Exclude<CallResult<CallByName<Name>>, ApiFailure>;

/** What a call answers on success: the body's `data` (the card client already resolves to it). */
export type Payload<Name extends AppCallName> =
  Success<Name> extends { readonly data: infer Data } ? Data : Success<Name>;

type UntypedCall = (input: RawInput, options: { readonly signal?: AbortSignal }) => Promise<unknown>;

/** A call's payload, or why there is none. */
export type CallOutcome<Name extends AppCallName> =
  | { readonly payload: Payload<Name>; readonly failure?: never }
  | { readonly failure: ApiFailure; readonly payload?: never };

/**
 * Make the call named `name` (it never rejects). The input is checked by the caller's types: the factories build
 * it from the contract's query and parameters.
 */
export async function callByName<Name extends AppCallName>(
  name: Name,
  input: RawInput,
  signal?: AbortSignal,
): Promise<CallOutcome<Name>> {
  const call = api[name] as unknown as UntypedCall;
  const result = await call(input, signal === undefined ? {} : { signal });
  if (isApiFailure(result)) return { failure: result };
  const unwrapped = CLIENTS[ROUTES[name].client].unwrapData;
  return { payload: (unwrapped ? result : (result as { data: unknown }).data) as Payload<Name> };
}

/** A call cancelled by the store itself (a newer query replaced it, the screen stopped): nothing to show. */
export function isAborted(failure: ApiFailure): boolean {
  return failure.message === ABORTED_MESSAGE;
}

/** What went wrong, as a screen shows it: no connection (wait for it, or retry) or any other failure. */
export function failureStatus(failure: ApiFailure, online: boolean): 'offline' | 'error' {
  return failure.message === NETWORK_ERROR_MESSAGE && !online ? 'offline' : 'error';
}
