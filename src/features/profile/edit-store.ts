/**
 * Editing the profile (PUT /accounts/me, behind an `update_profile` w-token): a dialog of three steps. **details**:
 * full name, country and the phone as calling code + number (the email signs the user in and stays). A changed
 * number goes to **verify-phone**: a code is texted to it (POST /otp/send-sms; a new one after 60 s) and sent as
 * `phone_code`. **confirm** is the kit's confirm step: the code of the user's second factor, or an emailed one,
 * for the w-token (src/stores/kit/confirm.ts), then the call. A refusal goes back to the step it belongs to,
 * beside its field, with everything typed kept: a number someone else holds to the details, a wrong or expired
 * text code to verify-phone. The answer is the new profile, shown at once. What is typed is kept in the tab's
 * storage as it is typed, so a reload (or a crash of the tab) reopens the dialog with it; closing or saving forgets it.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ProfileType } from '../../contract/calls/accounts.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { m } from '../../lib/i18n.ts';
import { createConfirmStep, type SummaryFact } from '../../stores/kit/confirm.ts';
import type { FieldErrors } from '../../stores/kit/outcome.ts';
import type { TwoFactorProfile } from '../../stores/kit/second-factor.ts';
import { createMemorySlot } from '../../stores/kit/session-slot.ts';
import type { PersistedSlot } from '../../stores/kit/wizard.ts';
import { createPhoneCode } from '../../stores/phone-code.ts';

type EditApi = Pick<Api, 'updateMe' | 'sendSmsOtp' | 'requestTwoFactorChallenge' | 'verifyTwoFactor'>;
type SaveAnswer = Exclude<Awaited<ReturnType<Api['updateMe']>>, ApiFailure>;

/** What the user may change: `updateMe`'s body without the phone code. */
export interface ProfileDetails {
  readonly full_name: string;
  readonly country: string;
  readonly calling_code: string;
  readonly phone_number: string;
}

export type EditStep = 'details' | 'verify-phone' | 'confirm';

export interface EditState {
  readonly open: boolean;
  readonly step: EditStep;
  /** What is typed (the profile's own on opening). */
  readonly details: ProfileDetails;
  /** The server's reasons for the step they belong to, by field, until that step is sent again. */
  readonly errors: FieldErrors;
  /** The code texted to a new number, once typed. */
  readonly phoneCode: string | null;
}

export interface EditStoreOptions {
  readonly api: EditApi;
  /** The profile being edited (the screen's). */
  readonly profile: () => ProfileType | null;
  /** The confirm step's rows for the details, in the page's words (names of countries). */
  readonly facts: (details: ProfileDetails) => readonly SummaryFact[];
  /** The saved profile. */
  readonly onSaved: (profile: ProfileType) => void;
  /** Where what is typed outlives a reload (the tab's storage in the app). */
  readonly draft?: PersistedSlot<ProfileDetails>;
  readonly now?: () => number;
}

/** Codes of PUT /accounts/me that belong beside a field: the number, or the code texted to it. */
const FIELD_OF: Readonly<Record<string, string>> = {
  PHONE_TAKEN: 'phone_number',
  PHONE_NOT_VERIFIED: 'phone_code',
  INVALID_OTP: 'phone_code',
  OTP_EXPIRED: 'phone_code',
  OTP_TOO_MANY_ATTEMPTS: 'phone_code',
};

/** The details a profile starts the form with. */
export function detailsOf(profile: ProfileType): ProfileDetails {
  return {
    full_name: profile.full_name,
    country: profile.country,
    calling_code: profile.calling_code ?? '',
    phone_number: profile.phone_number ?? '',
  };
}

/** Whether the number differs from the profile's, so it must be proven with a texted code. */
export function phoneChanged(details: ProfileDetails, profile: ProfileType): boolean {
  return details.calling_code !== profile.calling_code || details.phone_number !== profile.phone_number;
}

/** What the confirm step needs of the profile's second factor. */
function twoFactorOf(current: ProfileType | null): TwoFactorProfile | null {
  if (current === null) return null;
  const { two_factor_status, two_factor_method, two_factor_enable_for } = current;
  return { two_factor_status, two_factor_method, two_factor_enable_for };
}

function unchanged(details: ProfileDetails, profile: ProfileType): boolean {
  return (
    !phoneChanged(details, profile) && details.full_name === profile.full_name && details.country === profile.country
  );
}

const EMPTY: ProfileDetails = { full_name: '', country: '', calling_code: '', phone_number: '' };
const CLOSED: EditState = { open: false, step: 'details', details: EMPTY, errors: {}, phoneCode: null };

export function createEditStore(options: EditStoreOptions) {
  const { api, profile } = options;
  const draft = options.draft ?? createMemorySlot<ProfileDetails>();
  const $state = atom<EditState>(CLOSED);
  const phoneCode = createPhoneCode({ api, ...(options.now ? { now: options.now } : {}) });
  const confirm = createConfirmStep<SaveAnswer, 'update_profile'>({
    purpose: 'update_profile',
    api,
    twoFactor: () => twoFactorOf(profile()),
    // Nothing moves: the key lives as long as the dialog, and a reload simply starts again.
    slot: createMemorySlot(),
    fieldOf: FIELD_OF,
    ...(options.now ? { now: options.now } : {}),
  });

  const patch = (change: Partial<EditState>) => $state.set({ ...$state.get(), ...change });

  function bodyOf(state: EditState) {
    return { ...state.details, ...(state.phoneCode === null ? {} : { phone_code: state.phoneCode }) };
  }

  /** A refusal of the save: back to the step its field is on; one belonging to no field stays on confirm. */
  function refused(errors: FieldErrors | null): void {
    if (errors === null) return;
    confirm.close();
    if (errors.phone_code !== undefined) patch({ step: 'verify-phone', errors: { code: errors.phone_code } });
    else patch({ step: 'details', errors });
  }

  function openConfirm(): void {
    const state = $state.get();
    const body = bodyOf(state);
    patch({ step: 'confirm', errors: {} });
    confirm.open({
      summary: { facts: options.facts(state.details) },
      intent: body,
      send: ({ wToken }) => api.updateMe({ body }, { wToken }),
      onDone: (answer) => {
        $state.set(CLOSED);
        draft.clear();
        confirm.close();
        options.onSaved(answer.data);
      },
      onFailed: (_failure, errors) => refused(errors),
    });
  }

  /** Opens the dialog on what was typed before a reload, else on the profile's details. */
  function open(): void {
    const current = profile();
    if (current === null) return;
    $state.set({ ...CLOSED, open: true, details: draft.read() ?? detailsOf(current) });
  }

  return {
    $state: $state as ReadableAtom<EditState>,
    confirm,
    phoneCode,
    open,
    /** After a reload: the dialog again if something was being typed in it. */
    resume(): void {
      if (!$state.get().open && draft.read() !== null) open();
    },
    /** What the details step holds now, kept as it is typed (the form itself holds it on screen). */
    keep(details: ProfileDetails): void {
      if ($state.get().open) draft.write(details);
    },
    /** Closes it; nothing is saved, and what was typed is let go. */
    close(): void {
      confirm.close();
      draft.clear();
      $state.set(CLOSED);
    },
    /** The details step, valid by the contract's rules: on to verify-phone or confirm; unchanged is said. */
    async submitDetails(details: ProfileDetails): Promise<ApiFailure | undefined> {
      const current = profile();
      if (current === null) return undefined;
      if (unchanged(details, current)) return { status: false, message: m.profile_edit_unchanged() };
      const changedPhone = phoneChanged(details, current);
      const previous = $state.get();
      // A code typed for another number does not prove this one.
      const samePhone =
        previous.details.calling_code === details.calling_code &&
        previous.details.phone_number === details.phone_number;
      patch({ details, errors: {}, phoneCode: changedPhone && samePhone ? previous.phoneCode : null });
      draft.write(details);
      if (!changedPhone) {
        openConfirm();
        return undefined;
      }
      patch({ step: 'verify-phone' });
      await phoneCode.request({ calling_code: details.calling_code, phone_number: details.phone_number });
      return undefined;
    },
    /** The texted code: on to confirm. */
    async submitPhoneCode(code: string): Promise<ApiFailure | undefined> {
      patch({ phoneCode: code });
      openConfirm();
      return undefined;
    },
    /** One step back, keeping what was typed. */
    back(): void {
      const state = $state.get();
      confirm.close();
      const current = profile();
      const toPhone = state.step === 'confirm' && current !== null && phoneChanged(state.details, current);
      patch({ step: toPhone ? 'verify-phone' : 'details', errors: {} });
    },
  };
}

export type EditStore = ReturnType<typeof createEditStore>;
