/**
 * Sign-up as a wizard store (issue 4's flow on stores/kit/wizard.ts): details → verify → create. The island
 * only renders this store and calls its actions.
 *
 * SPEC section 2 lists no steps for sign-up; these ids are issue 4's. The details are kept by the wizard, so
 * nothing typed is lost going back (the browser's Back too), on a refusal, or when the server sends the
 * user to an earlier step (EMAIL_TAKEN or a refused field → details; EMAIL_NOT_VERIFIED, the 30-minute
 * verification lapsed → verify). They survive a reload of the tab without the password, which is never
 * stored: a reload past the details lands on them again, password empty. Arriving at the code step sends a
 * code, unless one went to that email less than a minute ago. A created account is signed in.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { AuthTokensType } from '../../../contract/calls/auth.ts';
import { failureText } from '../../../lib/failure-text.ts';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { m } from '../../../lib/i18n.ts';
import { createWizard, type Wizard } from '../../../stores/kit/wizard.ts';
import type { WizardHost } from '../../../stores/kit/wizard-host.ts';
import {
  isVerified,
  RESEND_AFTER_MS,
  type RegisterResult,
  register,
  type SignUpDetails,
  sendCode,
  verifyCode,
} from './sign-up.ts';

export type SignUpStep = 'details' | 'verify' | 'create';

/** Where the code stands: being sent, sent (the next one allowed at `resendAt`), or refused. */
export type CodeDelivery =
  | { readonly state: 'sending' }
  | { readonly state: 'sent'; readonly resendAt: number }
  | { readonly state: 'failed'; readonly failure: ApiFailure; readonly resendAt: number };

export interface SignUpData {
  /** What the details step collected, but the password. */
  readonly details: Omit<SignUpDetails, 'password'> | null;
  /** In memory only (a wizard secret). */
  readonly password: string;
  /** The email whose code was accepted (or found verified within the server's 30 minutes). */
  readonly verifiedEmail: string | null;
  /** Where the last code went, and when another may be asked for. */
  readonly lastSent: { readonly email: string; readonly resendAt: number } | null;
  /** The verification lapsed before the account was created: the code step says so. */
  readonly lapsed: boolean;
  /** The `?ref=` of the address. */
  readonly referral: string;
}

/** The calls sign-up makes (sign-up.ts), and how a created account is signed in. */
export interface SignUpDeps {
  readonly isVerified: (email: string) => Promise<boolean>;
  readonly sendCode: (email: string) => Promise<ApiFailure | undefined>;
  readonly verifyCode: (email: string, code: string) => Promise<ApiFailure | undefined>;
  readonly register: (details: SignUpDetails) => Promise<RegisterResult>;
  readonly startSession: (tokens: AuthTokensType) => Promise<void>;
  readonly now?: () => number;
  readonly host?: () => WizardHost;
}

export interface SignUp {
  readonly wizard: Wizard<SignUpStep, SignUpData>;
  readonly $delivery: ReadableAtom<CodeDelivery>;
  /** The account was created: the page is on its way to the app. */
  readonly $leaving: ReadableAtom<boolean>;
  /** Restores the wizard and reads `?ref=`; returns the stop function. */
  start(search: string): () => void;
  submitDetails(typed: SignUpDetails): Promise<undefined>;
  submitCode(code: string): Promise<ApiFailure | undefined>;
  resendCode(): Promise<ApiFailure | undefined>;
  create(): Promise<void>;
  /** "Change email", "Edit details": back to the details with everything kept. */
  editDetails(): void;
  /** From a code step whose email is verified already (reached by Back). */
  continueToCreate(): void;
}

const REFERRAL_MAX_LENGTH = 32;

/** The details with the password, when both are in. */
export function detailsOf(data: SignUpData): SignUpDetails | null {
  return data.details === null || data.password === '' ? null : { ...data.details, password: data.password };
}

export function isEmailVerified(data: SignUpData): boolean {
  return data.details !== null && data.verifiedEmail === data.details.email;
}

export function createSignUp(deps: SignUpDeps): SignUp {
  const now = deps.now ?? Date.now;
  const $delivery = atom<CodeDelivery>({ state: 'sending' });
  const $leaving = atom(false);
  const wizard = createWizard<SignUpStep, SignUpData>({
    id: 'sign-up',
    steps: [
      { id: 'details', isComplete: (data) => detailsOf(data) !== null },
      { id: 'verify', isComplete: isEmailVerified },
      { id: 'create', isComplete: () => false },
    ],
    initial: { details: null, password: '', verifiedEmail: null, lastSent: null, lapsed: false, referral: '' },
    secrets: ['password'],
    onEnter: (step) => {
      if (step === 'verify') void deliverCode();
    },
    ...(deps.host ? { host: deps.host } : {}),
  });
  const data = () => wizard.$state.get().data;

  /** POST /otp/send-mail for the email, unless a code went to it less than a minute ago or it is verified. */
  async function deliverCode(): Promise<void> {
    const current = data();
    if (current.details === null || isEmailVerified(current)) return;
    const { email } = current.details;
    const sent = current.lastSent;
    if (sent !== null && sent.email === email && now() < sent.resendAt) {
      $delivery.set({ state: 'sent', resendAt: sent.resendAt });
      return;
    }
    $delivery.set({ state: 'sending' });
    const failure = await deps.sendCode(email);
    if (failure === undefined) {
      const resendAt = now() + RESEND_AFTER_MS;
      wizard.update({ lastSent: { email, resendAt } });
      $delivery.set({ state: 'sent', resendAt });
    } else {
      $delivery.set({ state: 'failed', failure, resendAt: now() + (failure.retryAfter ?? 0) * 1000 });
    }
  }

  function start(search: string): () => void {
    const stop = wizard.start();
    const ref = new URLSearchParams(search).get('ref')?.trim();
    if (ref && data().details === null) wizard.update({ referral: ref.slice(0, REFERRAL_MAX_LENGTH) });
    return stop;
  }

  async function submitDetails(typed: SignUpDetails): Promise<undefined> {
    const { password, ...details } = typed;
    const verifiedBefore = data().verifiedEmail === typed.email;
    wizard.update({ details, password, lapsed: false });
    // Verified a moment ago (a step back) or within the server's 30 minutes (a reload): no new code.
    if (verifiedBefore || (await deps.isVerified(typed.email))) {
      wizard.update({ verifiedEmail: typed.email });
      wizard.goTo('create');
    } else {
      wizard.goTo('verify');
    }
    return undefined;
  }

  async function submitCode(code: string): Promise<ApiFailure | undefined> {
    const email = data().details?.email;
    if (email === undefined) return undefined;
    const failure = await deps.verifyCode(email, code);
    if (failure !== undefined) return failure;
    // That code is used up: should the verification lapse, the next visit to the code step sends one at once.
    wizard.update({ verifiedEmail: email, lastSent: null, lapsed: false });
    wizard.goTo('create');
    return undefined;
  }

  async function resendCode(): Promise<ApiFailure | undefined> {
    const email = data().details?.email;
    if (email === undefined) return undefined;
    const failure = await deps.sendCode(email);
    if (failure === undefined) wizard.update({ lastSent: { email, resendAt: now() + RESEND_AFTER_MS } });
    return failure;
  }

  /** Where a refusal of /register belongs: the code step, the details (beside a field), or the create step. */
  function refused(failure: ApiFailure): void {
    if (failure.code === 'EMAIL_NOT_VERIFIED') {
      wizard.update({ verifiedEmail: null, lapsed: true });
      wizard.goTo('verify');
    } else if (failure.code === 'EMAIL_TAKEN') {
      wizard.goTo('details', { errors: { email: [m.signup_email_registered()] } });
    } else if (failure.errors !== undefined) {
      // WEAK_PASSWORD and other refused fields: beside the field they are about.
      wizard.goTo('details', { errors: failure.errors });
    } else {
      wizard.setErrors('create', { '': [failureText(failure)] });
    }
  }

  async function create(): Promise<void> {
    await wizard.submit(async () => {
      const typed = detailsOf(data());
      if (typed === null) {
        wizard.goTo('details');
        return;
      }
      wizard.setErrors('create', undefined);
      const result = await deps.register(typed);
      if (result.kind === 'failed') {
        refused(result.failure);
        return;
      }
      $leaving.set(true);
      wizard.finish();
      await deps.startSession(result.tokens);
    });
  }

  return {
    wizard,
    $delivery,
    $leaving,
    start,
    submitDetails,
    submitCode,
    resendCode,
    create,
    editDetails: () => wizard.goTo('details'),
    continueToCreate: () => wizard.goTo('create'),
  };
}

/** The steps after the details, loaded when the details are sent rather than with the page. */
export const loadLaterSteps = () => import('./later-steps.ts');

/** The page's sign-up. */
export const signUp = createSignUp({
  isVerified,
  sendCode,
  verifyCode,
  register,
  startSession: async (tokens) => (await loadLaterSteps()).startSession(tokens),
});
