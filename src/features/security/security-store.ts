/**
 * The 2FA part of /setting/security as a wizard of SPEC section 2's security steps (docs/decisions/016):
 *
 * - **security-control**: the overview — 2FA on or off, the method (email, authenticator app, text message) and
 *   where it applies (WITHDRAWAL, ADD_BANK, LOGIN), the recovery codes left. Saving asks for the code of a
 *   `two_factor_settings` challenge (by the current factor; email while 2FA is off) in a dialog and sends PUT
 *   /two-factor/settings. A method that is not ready comes first: an app not set up leads into the next steps,
 *   a phone not verified opens the phone dialog (phone-store.ts).
 * - **security-qr**: a new authenticator secret (POST /two-factor/authenticator) as a QR code of its otpauth URI and
 *   as text in groups of four, valid 10 minutes. The secret is kept in memory only: after a reload a new one
 *   replaces it (the unconfirmed one dies with it).
 * - **security-verify**: the app's code proves it holds the secret (POST /two-factor/authenticator/confirm); then
 *   the settings chosen on the overview are saved with the app as the method, with the settings code.
 *
 * Turning 2FA on answers fresh recovery codes, as does "Make new codes": they are shown once (`$fresh`) until the
 * user says they saved them. The islands render this store and call its actions.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { TwoFactorSettingsType } from '../../contract/calls/security.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { createScreenRun } from '../../stores/kit/page-env.ts';
import { type CodeError, createCodeAsk, type SentCode, typedCode } from '../../stores/kit/second-factor.ts';
import { createWizard } from '../../stores/kit/wizard.ts';
import type { WizardHost } from '../../stores/kit/wizard-host.ts';
import type { FreshCodes } from './recovery-codes.ts';
import {
  changeOf,
  draftOf,
  draftProblem,
  isChanged,
  prerequisiteOf,
  type SettingsChange,
  type SettingsDraft,
  switched,
  withScope,
} from './two-factor.ts';

export type SecurityStep = 'security-control' | 'security-qr' | 'security-verify';

/** A new authenticator secret waiting for the app's code. */
export interface Enrolment {
  readonly secret: string;
  readonly otpauth_uri: string;
  readonly expires_at: string;
}

export interface SecurityData {
  /** The settings chosen on the overview when Save led into setting up an app: saved once it is confirmed. */
  readonly draft: SettingsDraft | null;
  /** The new secret (memory only, never storage). */
  readonly enrolment: Enrolment | null;
  /** The app proved it holds the secret: saving the settings is what is left. */
  readonly appConfirmed: boolean;
}

/** A number as the account holds it. */
export interface PhoneOnFile {
  readonly callingCode: string;
  readonly phoneNumber: string;
}

/**
 * The account the screen is about (GET /accounts/me): the recovery file names it, the SMS method shows its phone, and
 * the phone dialog starts on the number on file (one typed at sign-up is proven there before SMS can be chosen).
 */
export interface Account {
  readonly email: string;
  readonly phone: string | null;
  readonly onFile: PhoneOnFile | null;
}

export type SettingsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly settings: TwoFactorSettingsType; readonly account: Account }
  | { readonly status: 'error'; readonly failure: ApiFailure };

/** A change waiting for its settings code: the overview's dialog, or the verify step after an app is set up. */
export interface PendingChange {
  readonly kind: 'save' | 'regenerate';
  /** What a save sends (absent for new recovery codes). */
  readonly change?: SettingsChange;
  readonly busy: boolean;
  /** Refused for a reason other than the code (said above it). */
  readonly failure: ApiFailure | null;
}

export type EnrolmentState =
  | { readonly state: 'idle' | 'starting' }
  | { readonly state: 'failed'; readonly failure: ApiFailure };

export interface AppCodeState {
  readonly busy: boolean;
  readonly error: CodeError | null;
}

type SecurityApi = Pick<
  Api,
  | 'getTwoFactorSettings'
  | 'getMe'
  | 'updateTwoFactorSettings'
  | 'regenerateRecoveryCodes'
  | 'requestTwoFactorChallenge'
  | 'startAuthenticatorEnrolment'
  | 'confirmAuthenticatorEnrolment'
>;

export interface SecurityStoreOptions {
  readonly api: SecurityApi;
  readonly host?: () => WizardHost;
  readonly now?: () => number;
  readonly refused?: () => boolean;
  /** Told of every settings change, so the rest of the page follows (the profile store's 2FA). */
  readonly onSettings?: (settings: TwoFactorSettingsType) => void;
}

/** The refusals of a code: said beside the field, not above it. */
const CODE_REFUSALS: ReadonlySet<string> = new Set([
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'CHALLENGE_NOT_FOUND',
  'RATE_LIMITED',
]);

const isCodeRefusal = (failure: ApiFailure) => failure.code !== undefined && CODE_REFUSALS.has(failure.code);

const INITIAL: SecurityData = { draft: null, enrolment: null, appConfirmed: false };

export function createSecurityStore(options: SecurityStoreOptions) {
  const { api, now = Date.now } = options;
  const $settings = atom<SettingsState>({ status: 'loading' });
  const $draft = atom<SettingsDraft | null>(null);
  const $draftProblem = atom<'no_scope' | null>(null);
  const $pending = atom<PendingChange | null>(null);
  const $fresh = atom<FreshCodes | null>(null);
  const $enrolment = atom<EnrolmentState>({ state: 'idle' });
  const $appCode = atom<AppCodeState>({ busy: false, error: null });
  /** A phone must be verified before the draft can be saved: the phone dialog is open. */
  const $phoneNeeded = atom(false);
  /** The secret being confirmed had lapsed: the QR step says a new one replaced it. */
  const $lapsed = atom(false);
  // The last settings code sent and still usable; forgotten once a change used it.
  let lastSent: SentCode | null = null;
  const codes = createCodeAsk({
    purpose: 'two_factor_settings',
    api,
    now,
    onSent: (sent) => {
      lastSent = sent;
    },
  });
  let stopWizard: (() => void) | null = null;
  const run = createScreenRun({
    load,
    onStop: () => {
      stopWizard?.();
      stopWizard = null;
    },
    ...(options.refused ? { refused: options.refused } : {}),
  });

  const wizard = createWizard<SecurityStep, SecurityData>({
    id: 'security',
    initial: INITIAL,
    secrets: ['enrolment'],
    steps: [
      { id: 'security-control', isComplete: (data) => data.draft !== null },
      { id: 'security-qr', isComplete: (data) => data.enrolment !== null || data.appConfirmed },
      { id: 'security-verify', isComplete: () => false },
    ],
    onEnter,
    ...(options.host ? { host: options.host } : {}),
  });

  const settingsNow = (): TwoFactorSettingsType | null => {
    const state = $settings.get();
    return state.status === 'ready' ? state.settings : null;
  };

  function keepSettings(settings: TwoFactorSettingsType): void {
    const state = $settings.get();
    if (state.status !== 'ready') return;
    $settings.set({ ...state, settings });
    options.onSettings?.(settings);
  }

  // --- the overview ------------------------------------------------------------------------------------

  function editDraft(edit: (draft: SettingsDraft) => SettingsDraft): void {
    const draft = $draft.get();
    if (draft === null) return;
    $draft.set(edit(draft));
    $draftProblem.set(null);
  }

  /** The dialog for a change: its code is asked for (a code still usable is shown again). */
  function openPending(pending: Omit<PendingChange, 'busy' | 'failure'>): void {
    $pending.set({ ...pending, busy: false, failure: null });
    codes.reset();
    codes.showOrAsk(lastSent);
  }

  /** Save: what is not ready comes first (an app set up, a phone verified), else the settings code. */
  function save(): void {
    const draft = $draft.get();
    const settings = settingsNow();
    if (draft === null || settings === null) return;
    const problem = draftProblem(draft);
    $draftProblem.set(problem);
    if (problem !== null) return;
    const first = prerequisiteOf(draft, settings);
    if (first === 'enrol-app') {
      wizard.next({ draft, enrolment: null, appConfirmed: false });
    } else if (first === 'verify-phone') {
      $phoneNeeded.set(true);
    } else if (isChanged(draft, settings)) {
      openPending({ kind: 'save', change: changeOf(draft) });
    }
  }

  /** A new app (a new phone, a lost one) while one is set up: the steps, then the app stays the method. */
  function setUpNewApp(): void {
    const draft = $draft.get();
    if (draft === null) return;
    wizard.next({ draft: { ...draft, on: true, method: 'AUTHENTICATOR_APP' }, enrolment: null, appConfirmed: false });
  }

  /** The phone dialog ended: with a verified phone the save goes on (SMS is ready now); closed, nothing happens. */
  async function phoneDone(phone: string | null): Promise<void> {
    $phoneNeeded.set(false);
    if (phone === null) return;
    const state = $settings.get();
    if (state.status === 'ready') $settings.set({ ...state, account: { ...state.account, phone } });
    await reloadSettings();
    const draft = $draft.get();
    if (draft?.on && draft.method === 'SMS') save();
  }

  /** Sends the pending change with the code typed; the settings (and any fresh codes) as the server answered. */
  async function submitCode(code: string | undefined): Promise<boolean> {
    const pending = $pending.get();
    if (pending === null || pending.busy) return false;
    codes.clearError();
    const typed = codes.typed(code);
    if (typed === null) return false;
    $pending.set({ ...pending, busy: true, failure: null });
    const answer =
      pending.kind === 'regenerate' || pending.change === undefined
        ? await api.regenerateRecoveryCodes({ body: { code: typed } })
        : await api.updateTwoFactorSettings({ body: { ...pending.change, code: typed } });
    if (answer.status === false) {
      $pending.set({ ...pending, busy: false, failure: isCodeRefusal(answer) ? null : answer });
      if (isCodeRefusal(answer)) codes.refuse(answer);
      return false;
    }
    // The code is used up: the next change asks for a new one.
    lastSent = null;
    $pending.set(null);
    codes.reset();
    if ('codes' in answer.data) {
      $fresh.set(answer.data);
      const settings = settingsNow();
      if (settings !== null) keepSettings({ ...settings, recovery_codes_left: answer.data.codes.length });
    } else {
      const { recovery_codes: fresh, ...settings } = answer.data;
      keepSettings(settings);
      $draft.set(draftOf(settings));
      if (fresh !== null) $fresh.set(fresh);
    }
    if (wizard.$state.get().step !== 'security-control') wizard.finish();
    return true;
  }

  // --- the authenticator app ------------------------------------------------------------------------------

  async function startEnrolment(): Promise<void> {
    if ($enrolment.get().state === 'starting') return;
    $enrolment.set({ state: 'starting' });
    const answer = await api.startAuthenticatorEnrolment();
    if (!run.isRunning()) return;
    if (answer.status === false) {
      $enrolment.set({ state: 'failed', failure: answer });
      return;
    }
    $enrolment.set({ state: 'idle' });
    wizard.update({ enrolment: answer.data });
  }

  /** The app's code proves it holds the secret; then the settings wait for their code (or are already as chosen). */
  async function confirmApp(code: string | undefined): Promise<void> {
    if ($appCode.get().busy) return;
    const typed = typedCode(code, false);
    if (typed === null) {
      $appCode.set({ busy: false, error: { kind: 'format' } });
      return;
    }
    $appCode.set({ busy: true, error: null });
    const answer = await api.confirmAuthenticatorEnrolment({ body: { code: typed } });
    if (answer.status === false) {
      if (answer.code === 'AUTHENTICATOR_NOT_STARTED') {
        // The secret lapsed (10 minutes): a new one, scanned again.
        $appCode.set({ busy: false, error: null });
        $lapsed.set(true);
        wizard.update({ enrolment: null });
        wizard.goTo('security-qr');
        return;
      }
      $appCode.set({ busy: false, error: { kind: 'refused', failure: answer } });
      return;
    }
    $appCode.set({ busy: false, error: null });
    $lapsed.set(false);
    keepSettings(answer.data);
    wizard.update({ enrolment: null, appConfirmed: true });
    askToSaveAfterApp();
  }

  /**
   * After the app is confirmed: the chosen settings wait for their code, unless they are already so. A new app held in
   * place of the active one always waits: the save, proven by the old app or a recovery code, is what adopts it.
   */
  function askToSaveAfterApp(): void {
    const { draft } = wizard.$state.get().data;
    const settings = settingsNow();
    if (draft === null || settings === null) return;
    if (isChanged(draft, settings) || settings.authenticator_replacement_pending) {
      openPending({ kind: 'save', change: changeOf(draft) });
    }
  }

  // --- steps and loading --------------------------------------------------------------------------------

  function onEnter(step: SecurityStep): void {
    const { data } = wizard.$state.get();
    if (step === 'security-control') {
      $pending.set(null);
      $lapsed.set(false);
      if (data.draft !== null) {
        // Back from the app's steps: the overview shows what the user chose, not yet saved.
        $draft.set(data.draft);
        wizard.update({ draft: null, enrolment: null, appConfirmed: false });
      }
    }
    if (step === 'security-qr' && data.enrolment === null && $settings.get().status === 'ready') {
      void startEnrolment();
    }
    if (step === 'security-verify' && data.appConfirmed && $pending.get() === null) askToSaveAfterApp();
  }

  async function reloadSettings(): Promise<void> {
    const answer = await api.getTwoFactorSettings();
    if (answer.status !== false) keepSettings(answer.data);
  }

  async function load(): Promise<void> {
    const [settings, me] = await Promise.all([api.getTwoFactorSettings(), api.getMe()]);
    if (!run.isRunning()) return;
    if (settings.status === false || me.status === false) {
      $settings.set({ status: 'error', failure: settings.status === false ? settings : (me as ApiFailure) });
      return;
    }
    const { email, calling_code: callingCode, phone_number: phoneNumber } = me.data;
    const onFile = callingCode !== null && phoneNumber !== null ? { callingCode, phoneNumber } : null;
    const phone = onFile === null ? null : `${callingCode} ${phoneNumber}`;
    $settings.set({ status: 'ready', settings: settings.data, account: { email, phone, onFile } });
    options.onSettings?.(settings.data);
    $draft.set($draft.get() ?? draftOf(settings.data));
    if (stopWizard === null) stopWizard = wizard.start();
  }

  return {
    wizard,
    codes,
    $settings: $settings as ReadableAtom<SettingsState>,
    $draft: $draft as ReadableAtom<SettingsDraft | null>,
    $draftProblem: $draftProblem as ReadableAtom<'no_scope' | null>,
    $pending: $pending as ReadableAtom<PendingChange | null>,
    $fresh: $fresh as ReadableAtom<FreshCodes | null>,
    $enrolment: $enrolment as ReadableAtom<EnrolmentState>,
    $lapsed: $lapsed as ReadableAtom<boolean>,
    $appCode: $appCode as ReadableAtom<AppCodeState>,
    $phoneNeeded: $phoneNeeded as ReadableAtom<boolean>,
    start: run.start,
    reload(): void {
      $settings.set({ status: 'loading' });
      void load();
    },
    setOn: (on: boolean) => editDraft((draft) => switched(draft, on)),
    setMethod: (method: SettingsDraft['method']) => editDraft((draft) => ({ ...draft, method })),
    setScope: (scope: SettingsDraft['enableFor'][number], on: boolean) =>
      editDraft((draft) => withScope(draft, scope, on)),
    /** Back to the saved settings. */
    discard(): void {
      const settings = settingsNow();
      if (settings !== null) $draft.set(draftOf(settings));
      $draftProblem.set(null);
    },
    save,
    setUpNewApp,
    /** "Change phone number": the phone dialog on its own. */
    changePhone: () => $phoneNeeded.set(true),
    phoneDone,
    regenerate: () => openPending({ kind: 'regenerate' }),
    submitCode,
    /** The dialog is closed: nothing is changed. */
    cancelPending(): void {
      $pending.set(null);
      codes.reset();
    },
    /** The QR code's 10 minutes ran out (or its start failed): a new secret. */
    renewEnrolment(): void {
      wizard.update({ enrolment: null });
      void startEnrolment();
    },
    confirmApp,
    /** The user has the codes somewhere safe: they are never shown again. */
    acknowledgeCodes: () => $fresh.set(null),
  };
}

export type SecurityStore = ReturnType<typeof createSecurityStore>;
