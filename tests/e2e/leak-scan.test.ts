/**
 * The after-test leak checks (e2e/leak-scan.ts, issue 17) catch a planted secret in every place they look (a
 * URL's path and query, storage keys and values, IndexedDB, a cookie, a log line) and leave near misses alone.
 */
import { describe, expect, it } from 'vitest';
import {
  type BrowserTrace,
  browserLeaks,
  logLeaks,
  masked,
  passesLuhn,
  type Secret,
  secretsInAnswer,
  secretsInRequest,
} from '../../e2e/leak-scan.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjQyLCJleHAiOjE3MDB9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const SECRETS: Secret[] = [
  { kind: 'password', value: 'Demo-pass-2026' },
  { kind: 'code', value: '482913' },
  { kind: 'access token', value: JWT },
  { kind: 'refresh token', value: 'rT0k3n_b64url-value-of-a-refresh-token-xyz' },
  { kind: 'w-token', value: 'wt_9f8e7d6c5b4a39281706f5e4d3c2b1a0' },
  { kind: 'card number', value: '4111111111111111' },
  { kind: 'cvv', value: '737' },
  { kind: 'api key', value: 'cp_live_3f9a0123456789abcdef0123456789abcdef' },
];
const ORIGIN = 'http://127.0.0.1:4490';
const CLEAN: BrowserTrace = {
  urls: [`${ORIGIN}/withdraw`, `${ORIGIN}/api/v1/transactions?amount_min=250000&amount_max=250000&page=1`],
  storage: [{ where: 'localStorage', key: 'color-mode', value: 'dark' }],
  cookies: [
    { name: 'access_token', value: encodeURIComponent(JWT), httpOnly: false },
    { name: 'refresh_token', value: 'rT0k3n_b64url-value-of-a-refresh-token-xyz', httpOnly: false },
    { name: 'nf_lang', value: 'vi', httpOnly: false },
  ],
};

function leaksWith(extra: Partial<BrowserTrace>): string[] {
  const trace = {
    urls: [...CLEAN.urls, ...(extra.urls ?? [])],
    storage: [...CLEAN.storage, ...(extra.storage ?? [])],
    cookies: [...CLEAN.cookies, ...(extra.cookies ?? [])],
  };
  return browserLeaks(trace, SECRETS).map((leak) => `${leak.kind} in ${leak.where}`);
}

describe('browser leaks', () => {
  it('finds nothing in a clean trace: tokens in their own session cookies are where SPEC section 3 keeps them', () => {
    expect(leaksWith({})).toEqual([]);
  });

  it('catches each secret in a URL path or query, percent-encoded or not, and names kind and part', () => {
    expect(leaksWith({ urls: [`${ORIGIN}/callback/wt_9f8e7d6c5b4a39281706f5e4d3c2b1a0`] })).toEqual([
      `w-token in path of the URL ${ORIGIN}/callback/[w-token]`,
    ]);
    expect(leaksWith({ urls: [`${ORIGIN}/signin?code=482913&next=%2F`] })).toEqual([
      `code in query of the URL ${ORIGIN}/signin?code=[code]&next=/`,
    ]);
    expect(leaksWith({ urls: [`${ORIGIN}/x?p=${encodeURIComponent('Demo-pass-2026')}`] })).toEqual([
      `password in query of the URL ${ORIGIN}/x?p=[password]`,
    ]);
    expect(
      leaksWith({ urls: [`${ORIGIN}/api/v1/cards?pan=4111111111111111&cvv=737`] }).map((l) => l.split(' in ')[0]),
    ).toEqual(['card number', 'cvv', 'card-number-shaped string']);
    expect(leaksWith({ urls: [`${ORIGIN}/api/v1/me?token=${JWT}`] }).map((l) => l.split(' in ')[0])).toEqual([
      'access token',
      'JWT-shaped string',
    ]);
  });

  it('catches secrets in localStorage, sessionStorage and IndexedDB, in values and in keys', () => {
    expect(
      leaksWith({
        storage: [
          {
            where: 'sessionStorage',
            key: 'draft:withdraw',
            value: JSON.stringify({ amount: '100000', code: '482913' }),
          },
          { where: 'localStorage', key: 'key:cp_live_3f9a0123456789abcdef0123456789abcdef', value: '1' },
          { where: 'IndexedDB app/cards', key: '7', value: JSON.stringify({ pan: '4111 1111 1111 1111', cvv: '737' }) },
        ],
      }),
    ).toEqual([
      'code in sessionStorage: the value of "draft:withdraw"',
      'api key in localStorage: the key "key:[api key]"',
      'cvv in IndexedDB app/cards: the value of "7"',
      'card-number-shaped string in IndexedDB app/cards: the value of "7"',
    ]);
  });

  it('catches any secret in a cookie but the token in its own session cookie', () => {
    expect(
      leaksWith({
        cookies: [
          { name: 'debug', value: encodeURIComponent(JWT), httpOnly: true },
          { name: 'refresh_token', value: 'wt_9f8e7d6c5b4a39281706f5e4d3c2b1a0', httpOnly: false },
          { name: 'role', value: 'Demo-pass-2026', httpOnly: false },
        ],
      }),
    ).toEqual([
      'access token in the cookie "debug"',
      'JWT-shaped string in the cookie "debug"',
      'w-token in the cookie "refresh_token"',
      'password in the cookie "role"',
    ]);
    // The access token in the refresh token's cookie is not where it belongs either.
    expect(leaksWith({ cookies: [{ name: 'refresh_token', value: JWT, httpOnly: false }] })).toContain(
      'access token in the cookie "refresh_token"',
    );
  });

  it('leaves near misses alone: numbers that only contain a code or CVV, an amount no test saw as a code', () => {
    expect(
      leaksWith({
        urls: [
          `${ORIGIN}/api/v1/transactions?amount_min=1482913&amount_max=4829130`,
          `${ORIGIN}/transactions/7370`,
          `${ORIGIN}/withdraw?amount=123456`,
          `${ORIGIN}/api/v1/transactions?from=2026-07-37`,
          `${ORIGIN}/_astro/index.A4111111111111111b.js`,
        ],
        storage: [{ where: 'localStorage', key: 'seen', value: '"2026-11-27T07:37:00.482913Z"' }],
      }),
    ).toEqual([]);
  });

  it('never prints the secret itself', () => {
    const printed = leaksWith({
      urls: [`${ORIGIN}/x?a=${JWT}&b=Demo-pass-2026&c=482913&d=4111111111111111`],
      storage: [{ where: 'localStorage', key: 'Demo-pass-2026', value: 'x' }],
    }).join('\n');
    for (const secret of SECRETS) expect(printed).not.toContain(secret.value);
    expect(masked(`t=${JWT.replace('.c2', '.d2')}`, [])).toBe('t=[JWT]');
  });
});

describe('log leaks', () => {
  const line = (fields: Record<string, unknown>) =>
    JSON.stringify({ time: '2026-11-27T07:37:00.482Z', level: 'info', msg: 'request', ...fields });

  it('catches a registered secret, a JWT, a card number and a password value, by line number and kind', () => {
    const log = [
      line({ route: '/api/v1/login', status: 200, ms: 12 }),
      line({ route: '/api/v1/otp/verify', note: 'code 482913 accepted' }),
      line({ authorization: `Bearer ${JWT}` }),
      'Error: card 4111-1111-1111-1111 declined',
      line({ body: { email: 'a@b.test', password: 'Hunter-2-unknown' } }),
      line({ w: 'wt_9f8e7d6c5b4a39281706f5e4d3c2b1a0' }),
      'reset link with ?new_password=Other-secret-1',
      line({ cvv: '737' }),
    ].join('\n');
    expect(logLeaks(log, SECRETS)).toEqual([
      { kind: 'code', line: 2 },
      { kind: 'access token', line: 3 },
      { kind: 'JWT-shaped string', line: 3 },
      { kind: 'card-number-shaped string', line: 4 },
      { kind: 'password value', line: 5 },
      { kind: 'w-token', line: 6 },
      { kind: 'password value', line: 7 },
      { kind: 'cvv', line: 8 },
    ]);
  });

  it('finds a secret shorter than its lookup prefix, and one repeated or at the end of a line', () => {
    const secrets: Secret[] = [
      { kind: 'password', value: 'wrong-0' },
      { kind: 'refresh token', value: 'rT0k3n_b64url-value' },
    ];
    const log = ['{"note":"tried wrong-0"}', 'x rT0k3n_b64url-value rT0k3n_b64url-value', 'tail:rT0k3n_b64url-value'];
    expect(logLeaks(log.join('\n'), secrets)).toEqual([
      { kind: 'password', line: 1 },
      { kind: 'refresh token', line: 2 },
      { kind: 'refresh token', line: 3 },
    ]);
  });

  it('leaves request lines alone: durations, user ids, request ids, times and non-Luhn numbers', () => {
    const log = [
      line({ request_id: '0123-4567-482913', route: '/api/v1/x', status: 200, ms: 737, user_id: 482913 }),
      line({ route: '/api/v1/transactions', amount: '4111111111111112' }),
      line({ msg: 'validation failed', field: 'password', rule: 'too_short' }),
      'Listening on http://127.0.0.1:4490',
    ].join('\n');
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(logLeaks(log, SECRETS)).toEqual([]);
  });

  it('skips only the lines announced as showing what they show', () => {
    const log = ['Demo sign-ins (password Demo-pass-2026):', 'later: Demo-pass-2026'].join('\n');
    expect(logLeaks(log, SECRETS, /^Demo sign-ins/)).toEqual([{ kind: 'password', line: 2 }]);
    expect(logLeaks(log, SECRETS)).toHaveLength(2);
  });
});

describe('the secrets a call hands out or sends', () => {
  it('finds tokens, w-tokens, card data, key and webhook secrets and recovery codes by field', () => {
    const answer = {
      status: true,
      data: { access_token: 'a', refresh_token: 'r', pan: '4111', cvv: '1', w_token: 'w' },
    };
    expect(secretsInAnswer('/api/v1/login', answer).map((secret) => secret.kind)).toEqual([
      'access token',
      'refresh token',
      'card number',
      'cvv',
      'w-token',
    ]);
    expect(secretsInAnswer('/api/v1/developers/api-keys', { data: { secret: 'k', prefix: 'cp' } })).toEqual([
      { kind: 'api key', value: 'k' },
    ]);
    expect(secretsInAnswer('/api/v1/developers/webhooks', { data: { secret: 's' } })[0]?.kind).toBe('webhook secret');
    expect(secretsInAnswer('/api/v1/two-factor/settings', { data: { recovery_codes: ['ab', 'cd'] } })).toHaveLength(2);
  });

  it('finds passwords in any body and codes only in code-checking calls', () => {
    expect(secretsInRequest('/api/v1/login', { email: 'a@b.test', password: 'P-1' })).toEqual([
      { kind: 'password', value: 'P-1' },
    ]);
    expect(secretsInRequest('/api/v1/two-factor/verify', { purpose: 'withdrawal', code: '482913' })).toEqual([
      { kind: 'code', value: '482913' },
    ]);
    expect(secretsInRequest('/api/v1/accounts/me', { calling_code: '+84', phone_code: '112233' })).toEqual([
      { kind: 'code', value: '112233' },
    ]);
    expect(secretsInRequest('/api/v1/payments', { code: 'VCB', bank: { code: '970436' } })).toEqual([]);
  });
});
