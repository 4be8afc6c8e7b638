/**
 * Adding a Vietnamese bank account (/setting/payment/bank) as a wizard of SPEC section 2's steps:
 *
 * - **add-payment**: the bank (from GET /payments/banks/vietnam) and the account number (the contract's 6–20
 *   digits). The holder's name is looked up (GET /payments/banks/vn-bank-account-name) when the number field is
 *   left or the step is sent — never per keystroke — and shown for the user to confirm before anything is saved;
 *   a number nobody holds is said beside the field. A changed bank or number forgets the name.
 * - **select-method**: the kit's confirm step with purpose `add_bank`: the code comes from the second factor when
 *   the profile's 2FA covers ADD_BANK, by email otherwise; the intent gets one idempotency key.
 * - **verifying**: the saved method as the server answered it, PENDING until an operator approves it.
 *
 * The islands only render this store and call its actions.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { PaymentRecord } from '../../contract/calls/payments.ts';
import type { VnBankType } from '../../contract/calls/reference.ts';
import type { FieldProblem } from '../../contract/field-errors.ts';
import { withoutDigitGrouping } from '../../lib/forms/digits.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { m } from '../../lib/i18n.ts';
import { createConfirmStep } from '../../stores/kit/confirm.ts';
import { createScreenRun } from '../../stores/kit/page-env.ts';
import type { TwoFactorProfile } from '../../stores/kit/second-factor.ts';
import { createWizard } from '../../stores/kit/wizard.ts';
import type { WizardHost } from '../../stores/kit/wizard-host.ts';
import { ensureProfile } from '../../stores/profile.ts';

/** The id of add-payment's form, which the wizard frame's button submits. */
export const ACCOUNT_FORM = 'add-bank-account';

export type BankStep = 'add-payment' | 'select-method' | 'verifying';

/** What the steps agreed on: the account whose holder the user confirmed, then the method saved. */
export interface BankData {
  readonly bankBin: string | null;
  readonly accountNumber: string | null;
  readonly accountName: string | null;
  readonly isDefault: boolean;
  readonly payment: PaymentRecord | null;
}

/** The account as typed on add-payment, before it is confirmed. */
export interface BankDraft {
  readonly bankBin: string | null;
  readonly accountNumber: string;
  readonly isDefault: boolean;
}

export type LookupState =
  | { readonly state: 'idle' }
  | { readonly state: 'looking'; readonly bankBin: string; readonly accountNumber: string }
  | { readonly state: 'found'; readonly bankBin: string; readonly accountNumber: string; readonly name: string }
  | {
      readonly state: 'refused';
      readonly bankBin: string;
      readonly accountNumber: string;
      readonly failure: ApiFailure;
    };

/** Why a field of add-payment is refused: a contract rule (the catalogue's words), or the server's answer. */
export type FieldError =
  | { readonly kind: 'rule'; readonly problem: FieldProblem }
  | { readonly kind: 'refused'; readonly failure: ApiFailure };

export interface BankFieldErrors {
  readonly bank_bin?: FieldError;
  readonly account_number?: FieldError;
}

export type BanksState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly banks: readonly VnBankType[] }
  | { readonly status: 'error'; readonly failure: ApiFailure };

type BankApi = Pick<
  Api,
  'listVietnamBanks' | 'getBankAccountName' | 'addBank' | 'requestTwoFactorChallenge' | 'verifyTwoFactor'
>;

export interface BankStoreOptions {
  readonly api: BankApi;
  readonly host?: () => WizardHost;
  readonly newKey?: () => string;
  /** The signed-in user's 2FA settings; the profile store's by default. */
  readonly twoFactor?: () => Promise<TwoFactorProfile | null>;
  readonly refused?: () => boolean;
}

type AddAnswer = Exclude<Awaited<ReturnType<Api['addBank']>>, ApiFailure>;

const INITIAL: BankData = { bankBin: null, accountNumber: null, accountName: null, isDefault: false, payment: null };
const EMPTY_DRAFT: BankDraft = { bankBin: null, accountNumber: '', isDefault: false };

// The contract's rule, with zod: loaded when a number is first checked, not with the page.
const loadRules = () => import('./account-rules.ts');

/** Where the server's refusals of the save belong on add-payment. */
const FIELD_OF: Readonly<Record<string, string>> = {
  BANK_NOT_SUPPORTED: 'bank_bin',
  BANK_ACCOUNT_NAME_MISMATCH: 'account_number',
  PAYMENT_DUPLICATE: 'account_number',
};

async function profileTwoFactor(): Promise<TwoFactorProfile | null> {
  try {
    return (await ensureProfile()).twoFactor;
  } catch {
    return null;
  }
}

export function createBankStore(options: BankStoreOptions) {
  const { api } = options;
  const $banks = atom<BanksState>({ status: 'loading' });
  const $draft = atom<BankDraft>(EMPTY_DRAFT);
  const $lookup = atom<LookupState>({ state: 'idle' });
  const $errors = atom<BankFieldErrors>({});
  let twoFactor: TwoFactorProfile | null = null;
  let stopWizard: (() => void) | null = null;
  const run = createScreenRun({
    load,
    onStop: () => {
      stopWizard?.();
      stopWizard = null;
      confirm.close();
    },
    ...(options.refused ? { refused: options.refused } : {}),
  });

  const wizard = createWizard<BankStep, BankData>({
    id: 'add-bank',
    initial: INITIAL,
    steps: [
      { id: 'add-payment', isComplete: (data) => data.accountName !== null },
      { id: 'select-method', isComplete: (data) => data.payment !== null },
      { id: 'verifying', isComplete: () => true },
    ],
    onEnter,
    ...(options.host ? { host: options.host } : {}),
  });

  const confirm = createConfirmStep<AddAnswer, 'add_bank'>({
    purpose: 'add_bank',
    api,
    twoFactor: () => twoFactor,
    slot: wizard.slot('confirm'),
    fieldOf: FIELD_OF,
    ...(options.newKey ? { newKey: options.newKey } : {}),
  });

  const bankOf = (bin: string | null) => {
    const state = $banks.get();
    return state.status === 'ready' ? (state.banks.find((bank) => bank.bin === bin) ?? null) : null;
  };

  /** The name found for exactly what is typed now, or null. */
  function confirmedName(): string | null {
    const lookup = $lookup.get();
    const draft = $draft.get();
    return lookup.state === 'found' &&
      lookup.bankBin === draft.bankBin &&
      lookup.accountNumber === withoutDigitGrouping(draft.accountNumber)
      ? lookup.name
      : null;
  }

  /** Checks the typed account against the contract; the valid one, or null with the errors set. */
  async function checkedAccount(): Promise<{ bankBin: string; accountNumber: string } | null> {
    const { accountNumberOf } = await loadRules();
    const draft = $draft.get();
    const number = accountNumberOf(draft.accountNumber);
    const errors: BankFieldErrors = {
      ...(draft.bankBin === null ? { bank_bin: { kind: 'rule', problem: { key: 'required' } } } : {}),
      ...('problem' in number ? { account_number: { kind: 'rule', problem: number.problem } } : {}),
    };
    $errors.set(errors);
    if (draft.bankBin === null || 'problem' in number) return null;
    return { bankBin: draft.bankBin, accountNumber: number.value };
  }

  /** Looks the holder up for what is typed, once per bank and number. */
  async function lookUp(): Promise<LookupState> {
    const account = await checkedAccount();
    const current = $lookup.get();
    if (account === null) return current;
    if (
      current.state !== 'idle' &&
      current.bankBin === account.bankBin &&
      current.accountNumber === account.accountNumber
    ) {
      if (current.state === 'refused') $errors.set({ account_number: { kind: 'refused', failure: current.failure } });
      return current;
    }
    $lookup.set({ state: 'looking', ...account });
    const answer = await api.getBankAccountName({
      query: { bank_bin: account.bankBin, account_number: account.accountNumber },
    });
    const now = $lookup.get();
    // The user changed the bank or number meanwhile: this answer is for an account no longer typed.
    if (now.state !== 'looking' || now.bankBin !== account.bankBin || now.accountNumber !== account.accountNumber)
      return now;
    const next: LookupState = isApiFailure(answer)
      ? { state: 'refused', ...account, failure: answer }
      : { state: 'found', ...account, name: answer.data.account_name };
    $lookup.set(next);
    if (next.state === 'refused') $errors.set({ account_number: { kind: 'refused', failure: next.failure } });
    return next;
  }

  function openConfirm(): void {
    const { bankBin, accountNumber, accountName, isDefault } = wizard.$state.get().data;
    const bank = bankOf(bankBin);
    if (bankBin === null || accountNumber === null || accountName === null || bank === null) {
      wizard.goTo('add-payment');
      return;
    }
    const body = {
      currency: 'VND',
      bank_bin: bankBin,
      account_number: accountNumber,
      account_name: accountName,
      is_default: isDefault,
    };
    confirm.open({
      summary: {
        facts: [
          { label: m.payments_bank_label(), value: bank.short_name },
          { label: m.payments_account_number_label(), value: accountNumber },
          { label: m.payments_holder_label(), value: accountName },
        ],
      },
      intent: body,
      send: (sendOptions) => api.addBank({ body }, sendOptions),
      onDone: (result) => wizard.next({ payment: result.data }),
      onFailed: (_failure, fieldErrors) => {
        if (fieldErrors !== null) wizard.goTo('add-payment', { errors: fieldErrors });
      },
    });
  }

  function onEnter(step: BankStep): void {
    if (step !== 'select-method') confirm.close();
    if (step === 'add-payment') {
      const { bankBin, accountNumber, accountName, isDefault } = wizard.$state.get().data;
      // Back from the confirm step, or a reload: the form shows what was confirmed, the name still found.
      if (bankBin !== null && accountNumber !== null && accountName !== null) {
        $draft.set({ bankBin, accountNumber, isDefault });
        $lookup.set({ state: 'found', bankBin, accountNumber, name: accountName });
      }
    }
    if (step === 'select-method' && $banks.get().status === 'ready') openConfirm();
  }

  async function load(): Promise<void> {
    const [banks, profile] = await Promise.all([api.listVietnamBanks({}), (options.twoFactor ?? profileTwoFactor)()]);
    if (!run.isRunning()) return;
    twoFactor = profile;
    $banks.set(isApiFailure(banks) ? { status: 'error', failure: banks } : { status: 'ready', banks: banks.data });
    if (!isApiFailure(banks) && stopWizard === null) stopWizard = wizard.start();
  }

  return {
    wizard,
    confirm,
    $banks: $banks as ReadableAtom<BanksState>,
    $draft: $draft as ReadableAtom<BankDraft>,
    $lookup: $lookup as ReadableAtom<LookupState>,
    $errors: $errors as ReadableAtom<BankFieldErrors>,
    bankOf,
    confirmedName,
    lookUp,
    start: run.start,
    reload(): void {
      $banks.set({ status: 'loading' });
      void load();
    },
    chooseBank(bankBin: string | null): void {
      $draft.set({ ...$draft.get(), bankBin });
      wizard.setErrors('add-payment', undefined);
      const { bank_bin: _bank, ...rest } = $errors.get();
      $errors.set(rest);
    },
    /** As the user types: nothing is asked of the server; a refusal shown is checked again. */
    async typeAccountNumber(text: string): Promise<void> {
      $draft.set({ ...$draft.get(), accountNumber: text });
      wizard.setErrors('add-payment', undefined);
      const shown = $errors.get().account_number;
      if (shown === undefined) return;
      const { accountNumberOf } = await loadRules();
      if ($draft.get().accountNumber !== text) return;
      const number = accountNumberOf(text);
      const { account_number: _number, ...rest } = $errors.get();
      $errors.set(
        'problem' in number && shown.kind === 'rule'
          ? { ...rest, account_number: { kind: 'rule', problem: number.problem } }
          : rest,
      );
    },
    setDefault(isDefault: boolean): void {
      $draft.set({ ...$draft.get(), isDefault });
    },
    /** add-payment's submit: the holder's name is looked up first; once shown, the same submit confirms it. */
    async submitAccount(): Promise<boolean> {
      const name = confirmedName();
      if (name === null) {
        await lookUp();
        return false;
      }
      const draft = $draft.get();
      wizard.setErrors('add-payment', undefined);
      wizard.next({
        bankBin: draft.bankBin,
        accountNumber: withoutDigitGrouping(draft.accountNumber),
        accountName: name,
        isDefault: draft.isDefault,
        payment: null,
      });
      return true;
    },
    /** verifying is over: another account starts from the first step. */
    startOver(): void {
      $draft.set(EMPTY_DRAFT);
      $lookup.set({ state: 'idle' });
      $errors.set({});
      wizard.finish();
    },
  };
}

export type BankStore = ReturnType<typeof createBankStore>;
