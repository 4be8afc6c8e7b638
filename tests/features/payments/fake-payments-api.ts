/**
 * A fake of the payment-method calls for the payments stores' tests, keeping the server's rules that matter
 * to them: the holder-name lookup (a number of one repeated digit is nobody's), a bank saved only with a valid
 * add_bank w-token (spent on use) and the looked-up name, a stored answer replayed for a used idempotency key,
 * one default per currency, and the calls counted.
 */
import type { PaymentRecord } from '../../../src/contract/calls/payments.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';

const at = '2026-03-01T09:00:00.000Z';
const failure = (code: string, httpStatus: number): ApiFailure => ({ status: false, code, message: code, httpStatus });

export const BANKS = [
  {
    id: 1,
    bin: '970436',
    code: 'VCB',
    short_name: 'Vietcombank',
    name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    logo: 'https://x.test/vcb.png',
  },
  {
    id: 2,
    bin: '970415',
    code: 'ICB',
    short_name: 'VietinBank',
    name: 'Ngân hàng TMCP Công thương Việt Nam',
    logo: 'https://x.test/icb.png',
  },
];

export function holderOf(accountNumber: string): string {
  return `HOLDER ${accountNumber.slice(-3)}`;
}

export function bankRecord(id: number, patch: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id,
    payment_type: 'BANK',
    payment_status: 'APPROVED',
    is_default: false,
    currency: 'VND',
    rejected_reason: null,
    created_at: at,
    updated_at: at,
    detail: {
      account_name: 'NGUYEN VAN A',
      account_number: `1234567${id}`,
      bank_name: 'Vietcombank',
      bank_bin: '970436',
    },
    ...patch,
  } as PaymentRecord;
}

export function eWalletRecord(id: number, patch: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id,
    payment_type: 'E_WALLET',
    payment_status: 'APPROVED',
    is_default: false,
    currency: 'VND',
    rejected_reason: null,
    created_at: at,
    updated_at: at,
    detail: { provider: '9-pay', account_name: 'NGUYEN VAN A', email: 'a@b.vn', account_number: null },
    ...patch,
  } as PaymentRecord;
}

export class FakePaymentsApi {
  payments: PaymentRecord[] = [];
  readonly lookups: { bank_bin: string; account_number: string }[] = [];
  readonly adds: { key: string | undefined; wToken: string | undefined; body: unknown }[] = [];
  readonly removed: number[] = [];
  readonly updates: { id: number; body: unknown; wToken?: string | undefined }[] = [];
  readonly codes: string[] = [];
  readonly wTokens = new Set<string>();
  challenges = 0;
  /** The next removal is refused (a pending withdrawal uses the method). */
  refuseRemoval = false;
  private readonly stored = new Map<string, unknown>();
  private nextId = 100;

  readonly listVietnamBanks = async () => ({ status: true as const, data: BANKS });
  readonly listProviders = async () => ({
    status: true as const,
    data: [
      {
        group: 'E_WALLET' as const,
        value: '9-pay' as const,
        name: '9Pay',
        logo: 'https://x.test/9.png',
        transaction_types: ['WITHDRAWAL' as const],
      },
      {
        group: 'BANK' as const,
        value: 'bank' as const,
        name: 'Bank',
        logo: 'https://x.test/b.png',
        transaction_types: ['WITHDRAWAL' as const],
      },
      {
        group: 'CROSS_BORDER' as const,
        value: 'ping-pong' as const,
        name: 'PingPong',
        logo: 'https://x.test/p.png',
        transaction_types: ['TOP_UP' as const],
      },
    ],
  });
  readonly listPayments = async () => ({
    status: true as const,
    data: { items: this.payments, total: this.payments.length, page: 1, limit: 100 },
  });

  readonly getBankAccountName = async (input: { query: { bank_bin: string; account_number: string } }) => {
    this.lookups.push(input.query);
    if (/^(\d)\1*$/.test(input.query.account_number)) return failure('BANK_ACCOUNT_NOT_FOUND', 404);
    return { status: true as const, data: { account_name: holderOf(input.query.account_number) } };
  };

  readonly requestTwoFactorChallenge = async (input: { body: { purpose: string } }) => {
    this.challenges += 1;
    this.codes.push(String(100000 + this.challenges));
    return {
      status: true as const,
      data: {
        method: 'EMAIL' as const,
        destination: 'd***@demo.test',
        resend_at: at,
        expires_at: at,
        purpose: input.body.purpose,
      },
    };
  };

  readonly verifyTwoFactor = async (input: { body: { purpose: string; code: string } }) => {
    if (input.body.code !== this.codes.at(-1)) return failure('OTP_INVALID', 422);
    const token = `w-${input.body.purpose}-${this.wTokens.size + this.adds.length}`;
    this.wTokens.add(token);
    return { status: true as const, data: { w_token: token, expires_at: at } };
  };

  private takeToken(wToken: string | undefined, purpose: string): boolean {
    if (wToken === undefined || !this.wTokens.has(wToken) || !wToken.startsWith(`w-${purpose}-`)) return false;
    this.wTokens.delete(wToken);
    return true;
  }

  readonly addBank = async (
    input: {
      body: { bank_bin: string; account_number: string; account_name: string; is_default?: boolean; currency: string };
    },
    options: { idempotencyKey?: string; wToken: string },
  ) => {
    const key = options.idempotencyKey;
    if (key !== undefined && this.stored.has(key)) return this.stored.get(key) as { status: true; data: PaymentRecord };
    this.adds.push({ key, wToken: options.wToken, body: input.body });
    if (!this.takeToken(options.wToken, 'add_bank')) return failure('W_TOKEN_INVALID', 403);
    if (input.body.account_name !== holderOf(input.body.account_number))
      return failure('BANK_ACCOUNT_NAME_MISMATCH', 422);
    const payment = bankRecord(this.nextId++, {
      payment_status: 'PENDING',
      detail: {
        account_name: input.body.account_name,
        account_number: input.body.account_number,
        bank_name: 'Vietcombank',
        bank_bin: input.body.bank_bin,
      },
    } as Partial<PaymentRecord>);
    this.payments.push(payment);
    const answer = { status: true as const, data: payment };
    if (key !== undefined) this.stored.set(key, answer);
    return answer;
  };

  private remove = async (input: { params: { id: number } }) => {
    if (this.refuseRemoval) return failure('PAYMENT_IN_USE', 409);
    this.removed.push(input.params.id);
    this.payments = this.payments.filter((payment) => payment.id !== input.params.id);
    return { status: true as const };
  };
  readonly removeBank = this.remove;
  readonly removeEWallet = this.remove;

  private makeDefault(id: number): { status: true; data: PaymentRecord } {
    const target = this.payments.find((payment) => payment.id === id) as PaymentRecord;
    this.payments = this.payments.map((payment) =>
      payment.currency === target.currency ? ({ ...payment, is_default: payment.id === id } as PaymentRecord) : payment,
    );
    return { status: true, data: this.payments.find((payment) => payment.id === id) as PaymentRecord };
  }

  readonly updateBank = async (
    input: { params: { id: number }; body: { is_default?: boolean } },
    options: { wToken: string },
  ) => {
    this.updates.push({ id: input.params.id, body: input.body, wToken: options.wToken });
    if (!this.takeToken(options.wToken, 'update_bank')) return failure('W_TOKEN_INVALID', 403);
    return this.makeDefault(input.params.id);
  };

  readonly updateEWallet = async (input: { params: { id: number }; body: { is_default?: boolean } }) => {
    this.updates.push({ id: input.params.id, body: input.body });
    return this.makeDefault(input.params.id);
  };

  readonly listCurrencies = async () => ({
    status: true as const,
    data: [{ code: 'VND', providers: ['bank', '9-pay'] }],
  });
  readonly addEWallet = async (input: { body: unknown }) => {
    const payment = eWalletRecord(this.nextId++, { payment_status: 'PENDING' });
    this.adds.push({ key: undefined, wToken: undefined, body: input.body });
    this.payments.push(payment);
    return { status: true as const, data: payment };
  };
}
