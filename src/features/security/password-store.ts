/**
 * Changing the password (PUT /accounts/me/change-password, SPEC section 7) in two steps: the current and the new
 * password (the contract's rules, a strength hint), then the code of the user's second factor (a w-token
 * `change_password`, second-factor.ts; email while 2FA is off). The server ends every other session of the account;
 * the screen says so. A refusal that belongs to a password goes back to the form beside it, with what was typed.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { failureText } from '../../lib/failure-text.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { createVerification } from '../../stores/kit/second-factor.ts';

export type PasswordStep = 'form' | 'confirm' | 'done';

/** The form's fields, as the call names them. */
export interface PasswordValues {
  readonly current_password: string;
  readonly new_password: string;
}

export interface PasswordState {
  readonly step: PasswordStep;
  /** What was typed (memory only), so going back loses nothing. */
  readonly values: PasswordValues;
  /** The server's reasons beside their fields, until the field is changed. */
  readonly errors: Readonly<Partial<Record<keyof PasswordValues, readonly string[]>>>;
  /** A failure that belongs to no field. */
  readonly failure: ApiFailure | null;
  readonly busy: boolean;
}

export interface PasswordChangeOptions {
  readonly api: Pick<Api, 'changePassword' | 'requestTwoFactorChallenge' | 'verifyTwoFactor'>;
  readonly now?: () => number;
}

/** Refusals that belong to a password (server/people/account-edit.ts). */
const FIELD_OF: Readonly<Record<string, keyof PasswordValues>> = {
  CURRENT_PASSWORD_WRONG: 'current_password',
  WEAK_PASSWORD: 'new_password',
  PASSWORD_REUSED: 'new_password',
};
const W_TOKEN_REFUSALS: ReadonlySet<string> = new Set(['W_TOKEN_INVALID', 'W_TOKEN_REQUIRED']);

const START: PasswordState = {
  step: 'form',
  values: { current_password: '', new_password: '' },
  errors: {},
  failure: null,
  busy: false,
};

/** The server's refusal as field errors, or null when it belongs to no field. */
function fieldErrorsOf(failure: ApiFailure): PasswordState['errors'] | null {
  const field = failure.code === undefined ? undefined : FIELD_OF[failure.code];
  if (field !== undefined) return { [field]: [failureText(failure)] };
  const said = (['current_password', 'new_password'] as const).filter((name) => failure.errors?.[name] !== undefined);
  return said.length > 0 ? Object.fromEntries(said.map((name) => [name, failure.errors?.[name] ?? []])) : null;
}

export function createPasswordChange(options: PasswordChangeOptions) {
  const { api, now = Date.now } = options;
  const $state = atom<PasswordState>(START);
  const verification = createVerification({ purpose: 'change_password', api, now });
  const patch = (change: Partial<PasswordState>) => $state.set({ ...$state.get(), ...change });

  /** The form is valid: on to the code (asked for unless a w-token is held). */
  function toConfirm(values: PasswordValues): void {
    patch({ step: 'confirm', values, errors: {}, failure: null });
    verification.reset();
    if (verification.held() === null) void verification.ask();
  }

  /** The confirm step's submit: the code, then the change. */
  async function submit(code: string | undefined): Promise<boolean> {
    const state = $state.get();
    if (state.busy || state.step !== 'confirm') return false;
    patch({ busy: true, failure: null });
    verification.clearError();
    try {
      const token = await verification.token(code);
      if (token === null) return false;
      const answer = await api.changePassword({ body: state.values }, { wToken: token });
      if (answer.status !== false) {
        verification.forget();
        $state.set({ ...START, step: 'done' });
        return true;
      }
      if (answer.code !== undefined && W_TOKEN_REFUSALS.has(answer.code)) {
        verification.forget();
        verification.refuse(answer);
        void verification.ask();
        return false;
      }
      // The server gives the w-token back on a refusal: correcting a password asks for no new code.
      const errors = fieldErrorsOf(answer);
      if (errors !== null) patch({ step: 'form', errors });
      else patch({ failure: answer });
      return false;
    } finally {
      patch({ busy: false });
    }
  }

  return {
    $state: $state as ReadableAtom<PasswordState>,
    verification,
    toConfirm,
    submit,
    /** Back to the form, as typed. */
    edit: () => patch({ step: 'form', failure: null }),
    /** A field was changed: what the server said about its old value goes. */
    forgetError(field: keyof PasswordValues): void {
      const { [field]: _old, ...rest } = $state.get().errors;
      patch({ errors: rest });
    },
    /** Another change, from an empty form. */
    reset: () => $state.set(START),
  };
}

export type PasswordChange = ReturnType<typeof createPasswordChange>;
