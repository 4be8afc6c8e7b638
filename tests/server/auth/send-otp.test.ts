/**
 * Limits on sending codes (server/auth/limits.ts): per destination and purpose, per calling address and
 * per purpose over everyone, on every call that sends one.
 */
import { describe, expect, it } from 'vitest';
import { CODE_SENDS_OVERALL, CODE_SENDS_PER_ADDRESS } from '../../../server/auth/limits.ts';
import { OTP_RESEND_MS } from '../../../server/auth/otp.ts';
import { freshEmail, messagesTo, post, useAuthApi } from '../api/handlers/auth-setup.ts';
import { createPerson, createTestApi, json, type TestApi } from '../api/harness.ts';
import { sessionOn } from '../handlers/account-session.ts';

const SLOW = 120_000;
/** The harness's requests come from 198.51.100.x: trusted as proxies, the forwarded caller counts. */
const BEHIND_PROXY = { TRUSTED_PROXIES: '198.51.100.0/24' };
let phones = 0;

function sendSms(api: TestApi, caller?: string): Promise<Response> {
  phones += 1;
  const body = { calling_code: '+84', phone_number: String(900_000_000 + phones) };
  return api.call('POST', '/api/v1/otp/send-sms', {
    body,
    ...(caller === undefined ? {} : { headers: { 'x-forwarded-for': caller } }),
  });
}

async function statusCodes(responses: Promise<Response>[]): Promise<string[]> {
  return Promise.all(
    responses.map(async (pending) => {
      const response = await pending;
      return response.status === 200 ? '200' : `${response.status} ${(await json(response)).code}`;
    }),
  );
}

describe('code sending limits', () => {
  const ctx = useAuthApi({ env: BEHIND_PROXY });

  it('keeps a flood of reset codes from blocking the owner’s two-factor codes', async () => {
    const person = await createPerson(ctx.api);
    for (let sent = 0; sent < 5; sent++) {
      expect((await post(ctx.api, '/forgot-password', { email: person.email })).status).toBe(200);
      ctx.api.clock.advance(OTP_RESEND_MS);
    }
    const sixth = await post(ctx.api, '/forgot-password', { email: person.email });
    expect([sixth.status, (await json(sixth)).code]).toEqual([429, 'RATE_LIMITED']);

    const token = await sessionOn(ctx.api, person);
    const before = (await messagesTo(ctx.api, person.email)).length;
    const challenge = await ctx.api.call('POST', '/api/v1/two-factor/challenge', {
      token,
      body: { purpose: 'withdrawal' },
    });
    expect(challenge.status).toBe(200);
    expect(await messagesTo(ctx.api, person.email)).toHaveLength(before + 1);
  });

  it('refuses a resend that is too soon without spending the destination’s budget', async () => {
    const email = freshEmail();
    expect((await post(ctx.api, '/otp/send-mail', { email })).status).toBe(200);
    for (let early = 0; early < 10; early++) {
      const refused = await post(ctx.api, '/otp/send-mail', { email });
      expect([refused.status, (await json(refused)).code]).toEqual([429, 'OTP_RESEND_TOO_SOON']);
    }
    for (let sent = 1; sent < 5; sent++) {
      ctx.api.clock.advance(OTP_RESEND_MS);
      expect((await post(ctx.api, '/otp/send-mail', { email })).status).toBe(200);
    }
  });

  it(
    'limits the texts one address asks for, whatever the numbers',
    async () => {
      const limit = CODE_SENDS_PER_ADDRESS.sms.limit;
      const sent = await statusCodes(Array.from({ length: limit + 3 }, () => sendSms(ctx.api, '203.0.113.7')));
      expect(sent.filter((status) => status === '200')).toHaveLength(limit);
      expect(sent.filter((status) => status === '429 RATE_LIMITED')).toHaveLength(3);
      expect((await sendSms(ctx.api, '203.0.113.8')).status).toBe(200);
    },
    SLOW,
  );

  it(
    'limits the emails one address asks for, whatever the addresses',
    async () => {
      const limit = CODE_SENDS_PER_ADDRESS.email.limit;
      const send = (caller: string) =>
        ctx.api.call('POST', '/api/v1/otp/send-mail', {
          body: { email: freshEmail('bombed') },
          headers: { 'x-forwarded-for': caller },
        });
      const sent = await statusCodes(Array.from({ length: limit + 1 }, () => send('203.0.113.9')));
      expect(sent.filter((status) => status === '200')).toHaveLength(limit);
      expect(sent.filter((status) => status === '429 RATE_LIMITED')).toHaveLength(1);
      expect((await send('203.0.113.10')).status).toBe(200);
    },
    SLOW,
  );

  it(
    'caps the texts of one purpose sent to anyone, without touching other purposes',
    async () => {
      // A database of its own: the cap counts every text of the hour, the other tests' too.
      const api = await createTestApi({ env: BEHIND_PROXY });
      const limit = CODE_SENDS_OVERALL.sms.limit;
      const callers = Array.from({ length: limit }, (_, index) => `10.0.${Math.floor(index / 200)}.${index % 200}`);
      const sent = await statusCodes(callers.map((caller) => sendSms(api, caller)));
      expect(sent.filter((status) => status === '200')).toHaveLength(limit);
      const over = await sendSms(api, '203.0.113.77');
      expect([over.status, (await json(over)).code]).toEqual([429, 'RATE_LIMITED']);
      expect((await post(api, '/otp/send-mail', { email: freshEmail() })).status).toBe(200);
      await api.close();
    },
    SLOW,
  );
});
