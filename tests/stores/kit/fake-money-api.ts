/**
 * A fake of the API's money side for the kit's store tests, keeping the server's idempotency rules
 * (docs/API.md): a key's successful answer is stored and replayed; a refused attempt frees the key; the
 * w-token is looked at only when nothing is stored for the key. Each request can be given a fault — the
 * answer lost after the commit (a timeout), a 502 before it, the connection down — to play the cases the
 * outcome rule must survive. Plus the two-factor calls, with codes that the test reads.
 */
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import type { NetworkHost } from '../../../src/stores/kit/outcome.ts';

export interface Transaction {
  readonly id: number;
  readonly amount: string;
  readonly status: 'PENDING';
}

export type Answer = { readonly status: true; readonly data: Transaction } | ApiFailure;

/** How the next request fares. */
export type Fault =
  | 'none'
  /** The server commits, the answer never arrives (a timeout). */
  | 'lost-answer'
  /** A proxy answers 502; the server never saw it. */
  | 'bad-gateway'
  /** The connection is down: nothing reaches the server. */
  | 'network'
  /** The first attempt with this key is still running. */
  | 'in-progress';

export interface WithdrawalBody {
  readonly amount: string;
  readonly payment: { readonly id: number };
}

const timeout: ApiFailure = { status: false, message: 'timeout of 30000 ms exceeded' };
const network: ApiFailure = { status: false, message: 'Network Error' };
const badGateway: ApiFailure = { status: false, message: 'error_internal', httpStatus: 502 };
const inProgress: ApiFailure = {
  status: false,
  code: 'IDEMPOTENCY_IN_PROGRESS',
  message: 'This request is already being processed.',
  httpStatus: 409,
};

export class FakeMoneyApi {
  readonly transactions: Transaction[] = [];
  readonly requests: { key: string; wToken: string | undefined; body: WithdrawalBody }[] = [];
  readonly faults: Fault[] = [];
  readonly stored = new Map<string, Answer>();
  /** The balance; an amount above it is refused (422 INSUFFICIENT_BALANCE). */
  balance = 10_000_000;
  /** false: the call takes no w-token (an internal transfer, a top-up) and the server looks for none. */
  wTokenRequired = true;
  /** w-tokens the server issued and not yet spent. */
  readonly wTokens = new Set<string>();
  /** Codes sent per purpose (the newest last). */
  readonly codes: string[] = [];
  challenges = 0;
  challengeMethod: 'EMAIL' | 'AUTHENTICATOR_APP' | 'SMS' = 'EMAIL';
  /** Recovery codes not used yet: each stands in for a code once. */
  readonly recoveryCodes = new Set<string>();
  /** Held sends: resolved by `release()`. */
  private held: (() => void)[] = [];
  holdNext = false;

  /** Lets every held request go on. */
  release(): void {
    for (const go of this.held.splice(0)) go();
  }

  readonly createVaWithdrawal = async (
    input: { readonly body: WithdrawalBody },
    options: { readonly idempotencyKey: string; readonly wToken?: string },
  ): Promise<Answer> => {
    this.requests.push({ key: options.idempotencyKey, wToken: options.wToken, body: input.body });
    if (this.holdNext) {
      this.holdNext = false;
      await new Promise<void>((resolve) => this.held.push(resolve));
    }
    const fault = this.faults.shift() ?? 'none';
    if (fault === 'network') return network;
    if (fault === 'bad-gateway') return badGateway;
    if (fault === 'in-progress') return inProgress;
    const answer = this.process(input.body, options);
    return fault === 'lost-answer' ? timeout : answer;
  };

  private process(
    body: WithdrawalBody,
    options: { readonly idempotencyKey: string; readonly wToken?: string },
  ): Answer {
    const stored = this.stored.get(options.idempotencyKey);
    if (stored !== undefined) return stored;
    if (this.wTokenRequired && (options.wToken === undefined || !this.wTokens.has(options.wToken))) {
      return { status: false, code: 'W_TOKEN_INVALID', message: 'Please verify again.', httpStatus: 403 };
    }
    if (Number(body.amount) > this.balance) {
      // A refusal: the w-token is given back and the key freed (nothing stored).
      return {
        status: false,
        code: 'INSUFFICIENT_BALANCE',
        message: 'Your available balance is not enough for this amount.',
        httpStatus: 422,
      };
    }
    if (options.wToken !== undefined) this.wTokens.delete(options.wToken);
    const transaction: Transaction = { id: this.transactions.length + 1, amount: body.amount, status: 'PENDING' };
    this.transactions.push(transaction);
    const answer: Answer = { status: true, data: transaction };
    this.stored.set(options.idempotencyKey, answer);
    return answer;
  }

  readonly requestTwoFactorChallenge = async (input: { readonly body: { readonly purpose: string } }) => {
    this.challenges += 1;
    const app = this.challengeMethod === 'AUTHENTICATOR_APP';
    if (!app) this.codes.push(String(100_000 + this.challenges));
    void input;
    const at = new Date(Date.UTC(2026, 2, 1, 9, 1)).toISOString();
    return {
      status: true as const,
      data: {
        method: this.challengeMethod,
        destination: app ? null : 'd***@demo.test',
        resend_at: app ? null : at,
        expires_at: app ? null : at,
      },
    };
  };

  verifyTwoFactor = async (input: { readonly body: { readonly purpose: string; readonly code: string } }) => {
    const valid =
      this.recoveryCodes.delete(input.body.code) ||
      (this.challengeMethod === 'AUTHENTICATOR_APP'
        ? input.body.code === '424242'
        : this.codes.at(-1) === input.body.code);
    if (!valid) {
      return { status: false as const, code: 'INVALID_OTP', message: 'The code is not right.', httpStatus: 422 };
    }
    const token = `w-${this.wTokens.size + this.transactions.length + 1}-${input.body.purpose}`;
    this.wTokens.add(token);
    return {
      status: true as const,
      data: { w_token: token, expires_at: new Date(Date.UTC(2026, 2, 1, 9, 5)).toISOString() },
    };
  };
}

/** The browser's network for the outcome rule: online or not, waits that pass at once but are recorded. */
export class FakeNetwork implements NetworkHost {
  online = true;
  readonly waits: number[] = [];
  private waiting: (() => void)[] = [];

  isOnline(): boolean {
    return this.online;
  }
  untilOnline(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  wait(ms: number): Promise<void> {
    this.waits.push(ms);
    return Promise.resolve();
  }
  random(): number {
    return 0.5;
  }
  /** The `online` event. */
  goOnline(): void {
    this.online = true;
    for (const resolve of this.waiting.splice(0)) resolve();
  }
  /** Whether something waits for the `online` event. */
  get waitingForOnline(): boolean {
    return this.waiting.length > 0;
  }
}
