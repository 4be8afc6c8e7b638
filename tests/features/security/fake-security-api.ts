/**
 * The security screen's calls as the reference server answers them, in memory, for the stores' tests: challenges
 * send a code by the current factor (email while 2FA is off; nothing for an app), codes are checked, turning 2FA
 * on answers ten recovery codes, a refused call keeps its w-token, a password change ends the other sessions, and a
 * new app confirmed while the old one is the active factor waits for a settings change proven by the old one.
 */
import type { SignInSessionType, TwoFactorSettingsType } from '../../../src/contract/calls/security.ts';

type Method = 'EMAIL' | 'AUTHENTICATOR_APP' | 'SMS';

const failure = (code: string, httpStatus = 422, retryAfter?: number) => ({
  status: false as const,
  code,
  message: `refused: ${code}`,
  httpStatus,
  ...(retryAfter === undefined ? {} : { retryAfter }),
});

/** What the app shows now. */
export const APP_CODE = '424242';
/** What a second app, set up while the first one is enrolled, shows. */
export const NEW_APP_CODE = '535353';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

export class FakeSecurityApi {
  settings: TwoFactorSettingsType = {
    method: null,
    status: 'INACTIVE',
    enable_for: [],
    authenticator_enrolled: false,
    authenticator_replacement_pending: false,
    phone_verified: false,
    recovery_codes_left: 0,
  };
  /** Codes sent by email or SMS for the challenges, newest last. */
  readonly codes: string[] = [];
  readonly challenges: string[] = [];
  /** Texts sent to a phone: number → codes. */
  readonly texts = new Map<string, string[]>();
  readonly wTokens = new Set<string>();
  readonly recoveryCodes = new Set<string>();
  readonly calls: { name: string; body?: unknown; wToken?: string }[] = [];
  profile = {
    full_name: 'Lan Nguyen',
    email: 'lan@example.test',
    country: 'VN',
    calling_code: '+84' as string | null,
    phone_number: '912345678' as string | null,
  };
  password = 'Old-password-2026';
  sessions: SignInSessionType[] = [
    session('a', true, 'Chrome 131 on Windows'),
    session('b', false, null),
    session('c', false, 'Safari 17 on iPhone'),
  ];
  enrolmentLapsed = false;
  /** The next call of this name answers this failure. */
  readonly failNext = new Map<string, ReturnType<typeof failure>>();
  /** The enrolled app's code. */
  private appCode = APP_CODE;
  /** The app being set up: its code, and whether it proved it (held while the old app is the active factor). */
  private pendingApp: { code: string; confirmed: boolean } | null = null;
  private next = 0;

  private fault(name: string) {
    const planned = this.failNext.get(name);
    if (planned !== undefined) this.failNext.delete(name);
    return planned;
  }

  private methodFor(purpose: string): Method {
    const scope = { withdrawal: 'WITHDRAWAL', add_bank: 'ADD_BANK', update_bank: 'ADD_BANK' }[purpose] ?? null;
    const active = this.settings.status === 'ACTIVE' && this.settings.method !== null;
    const covered = active && (scope === null || this.settings.enable_for.includes(scope as 'WITHDRAWAL'));
    return covered && this.settings.method !== null ? this.settings.method : 'EMAIL';
  }

  private codeIsRight(code: string, purpose: string): boolean {
    if (this.settings.status === 'ACTIVE' && this.recoveryCodes.delete(code)) return true;
    if (this.methodFor(purpose) === 'AUTHENTICATOR_APP') return code === this.appCode;
    return this.codes.at(-1) === code;
  }

  readonly requestTwoFactorChallenge = async ({ body }: { body: { purpose: string } }) => {
    this.calls.push({ name: 'requestTwoFactorChallenge', body });
    this.challenges.push(body.purpose);
    const planned = this.fault('requestTwoFactorChallenge');
    if (planned) return planned;
    const method = this.methodFor(body.purpose);
    if (method === 'AUTHENTICATOR_APP') {
      return { status: true as const, data: { method, destination: null, resend_at: null, expires_at: null } };
    }
    this.codes.push(String(100_000 + ++this.next));
    const at = '2026-03-01T09:01:00Z';
    return {
      status: true as const,
      data: { method, destination: 'l***@example.test', resend_at: at, expires_at: at },
    };
  };

  readonly verifyTwoFactor = async ({ body }: { body: { purpose: string; code: string } }) => {
    this.calls.push({ name: 'verifyTwoFactor', body });
    if (!this.codeIsRight(body.code, body.purpose)) return failure('INVALID_OTP');
    const token = `w-${++this.next}-${body.purpose}`;
    this.wTokens.add(token);
    return { status: true as const, data: { w_token: token, expires_at: '2026-03-01T09:05:00Z' } };
  };

  readonly getTwoFactorSettings = async () => ({ status: true as const, data: { ...this.settings } });

  readonly getMe = async () => ({ status: true as const, data: { ...this.profile } });

  readonly startAuthenticatorEnrolment = async () => {
    this.calls.push({ name: 'startAuthenticatorEnrolment' });
    this.pendingApp = { code: this.settings.authenticator_enrolled ? NEW_APP_CODE : APP_CODE, confirmed: false };
    this.settings = { ...this.settings, authenticator_replacement_pending: false };
    this.enrolmentLapsed = false;
    return {
      status: true as const,
      data: {
        secret: SECRET,
        otpauth_uri: `otpauth://totp/CamPay:lan?secret=${SECRET}`,
        expires_at: '2026-03-01T09:10:00Z',
      },
    };
  };

  readonly confirmAuthenticatorEnrolment = async ({ body }: { body: { code: string } }) => {
    this.calls.push({ name: 'confirmAuthenticatorEnrolment', body });
    const pending = this.pendingApp;
    if (pending === null || pending.confirmed || this.enrolmentLapsed) {
      return failure('AUTHENTICATOR_NOT_STARTED', 409);
    }
    if (body.code !== pending.code) return failure('INVALID_OTP');
    const { status, method, authenticator_enrolled: enrolled } = this.settings;
    if (status === 'ACTIVE' && method === 'AUTHENTICATOR_APP' && enrolled) {
      this.pendingApp = { ...pending, confirmed: true };
      this.settings = { ...this.settings, authenticator_replacement_pending: true };
    } else {
      this.adoptApp(pending.code);
    }
    return { status: true as const, data: { ...this.settings } };
  };

  private adoptApp(code: string): void {
    this.appCode = code;
    this.pendingApp = null;
    this.settings = { ...this.settings, authenticator_enrolled: true, authenticator_replacement_pending: false };
  }

  private mint() {
    this.recoveryCodes.clear();
    for (let index = 0; index < 10; index++) this.recoveryCodes.add(`abcde-${String(index).padStart(2, '2')}fgh`);
    this.settings = { ...this.settings, recovery_codes_left: 10 };
    return { codes: [...this.recoveryCodes], generated_at: '2026-03-01T09:00:00Z' };
  }

  readonly updateTwoFactorSettings = async ({
    body,
  }: {
    body: {
      method: Method;
      status: 'ACTIVE' | 'INACTIVE';
      enable_for: ('WITHDRAWAL' | 'ADD_BANK' | 'LOGIN')[];
      code: string;
    };
  }) => {
    this.calls.push({ name: 'updateTwoFactorSettings', body });
    const planned = this.fault('updateTwoFactorSettings');
    if (planned) return planned;
    if (body.method === 'AUTHENTICATOR_APP' && !this.settings.authenticator_enrolled) {
      return failure('AUTHENTICATOR_NOT_ENROLLED', 409);
    }
    if (!this.codeIsRight(body.code, 'two_factor_settings')) return failure('INVALID_OTP');
    const switchedOn = body.status === 'ACTIVE' && this.settings.status !== 'ACTIVE';
    if (body.method === 'AUTHENTICATOR_APP' && this.pendingApp?.confirmed) this.adoptApp(this.pendingApp.code);
    this.settings = { ...this.settings, method: body.method, status: body.status, enable_for: body.enable_for };
    const fresh = switchedOn ? this.mint() : null;
    return { status: true as const, data: { ...this.settings, recovery_codes: fresh } };
  };

  readonly regenerateRecoveryCodes = async ({ body }: { body: { code: string } }) => {
    this.calls.push({ name: 'regenerateRecoveryCodes', body });
    if (this.settings.status !== 'ACTIVE') return failure('TWO_FACTOR_NOT_ACTIVE', 409);
    if (!this.codeIsRight(body.code, 'two_factor_settings')) return failure('INVALID_OTP');
    return { status: true as const, data: this.mint() };
  };

  readonly sendSmsOtp = async ({ body }: { body: { calling_code: string; phone_number: string } }) => {
    this.calls.push({ name: 'sendSmsOtp', body });
    const planned = this.fault('sendSmsOtp');
    if (planned) return planned;
    const to = `${body.calling_code}${body.phone_number}`;
    this.texts.set(to, [...(this.texts.get(to) ?? []), String(700_000 + ++this.next)]);
    const at = '2026-03-01T09:01:00Z';
    return { status: true as const, data: { resend_at: at, expires_at: at } };
  };

  readonly updateMe = async (
    { body }: { body: { calling_code: string; phone_number: string; phone_code?: string } & Record<string, unknown> },
    options: { wToken: string },
  ) => {
    this.calls.push({ name: 'updateMe', body, wToken: options.wToken });
    if (!this.wTokens.has(options.wToken)) return failure('W_TOKEN_INVALID', 403);
    const planned = this.fault('updateMe');
    // A refused call gives the w-token back (it stays in the set).
    if (planned) return planned;
    const texted = this.texts.get(`${body.calling_code}${body.phone_number}`)?.at(-1);
    if (body.phone_code !== texted) return failure('INVALID_OTP');
    this.wTokens.delete(options.wToken);
    this.profile = { ...this.profile, calling_code: body.calling_code, phone_number: body.phone_number };
    this.settings = { ...this.settings, phone_verified: true };
    return { status: true as const, data: { ...this.profile } };
  };

  readonly changePassword = async (
    { body }: { body: { current_password: string; new_password: string } },
    options: { wToken: string },
  ) => {
    this.calls.push({ name: 'changePassword', body, wToken: options.wToken });
    if (!this.wTokens.has(options.wToken)) return failure('W_TOKEN_INVALID', 403);
    if (body.current_password !== this.password) return failure('CURRENT_PASSWORD_WRONG');
    if (body.new_password === this.password) return failure('PASSWORD_REUSED');
    this.wTokens.delete(options.wToken);
    this.password = body.new_password;
    this.sessions = this.sessions.filter((each) => each.current);
    return { status: true as const, data: { changed_pw_at: '2026-03-01T09:02:00Z' } };
  };

  readonly listSessions = async () => {
    const planned = this.fault('listSessions');
    if (planned) return planned;
    return { status: true as const, data: [...this.sessions] };
  };

  readonly revokeOtherSessions = async () => {
    const planned = this.fault('revokeOtherSessions');
    if (planned) return planned;
    const revoked = this.sessions.filter((each) => !each.current).length;
    this.sessions = this.sessions.filter((each) => each.current);
    return { status: true as const, data: { revoked } };
  };
}

function session(id: string, current: boolean, device: string | null): SignInSessionType {
  const minutes = { a: 1, b: 90, c: 5 }[id] ?? 0;
  return {
    id: `00000000-0000-4000-8000-00000000000${id === 'a' ? 1 : id === 'b' ? 2 : 3}`,
    device,
    ip: id === 'b' ? null : '203.0.113.7',
    place: id === 'c' ? 'Hanoi, Vietnam' : null,
    signed_in_at: new Date(Date.UTC(2026, 2, 1, 8, 0)).toISOString(),
    last_active_at: new Date(Date.UTC(2026, 2, 1, 9, 0) - minutes * 60_000).toISOString(),
    current,
  };
}

export { failure };
