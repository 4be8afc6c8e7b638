import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../src/lib/http/errors.ts';
import { createPhoneCode, type PhoneCodeOptions, phoneText } from '../../src/stores/phone-code.ts';

const TOO_SOON: ApiFailure = { status: false, code: 'OTP_RESEND_TOO_SOON', message: 'Wait.', retryAfter: 42 };

function setup() {
  let now = 1_000_000;
  const sent: string[] = [];
  const refusals: ApiFailure[] = [];
  const api = {
    sendSmsOtp: async ({ body }: { body: { calling_code: string; phone_number: string } }) => {
      sent.push(phoneText(body));
      const refusal = refusals.shift();
      return refusal ?? { status: true as const, data: { resend_at: '', expires_at: '' } };
    },
  };
  const code = createPhoneCode({ api: api as unknown as PhoneCodeOptions['api'], now: () => now });
  return { code, sent, refusals, later: (ms: number) => (now += ms), now: () => now };
}

const PHONE = { calling_code: '+84', phone_number: '987654321' };

describe('a code texted to a phone number', () => {
  it('is sent once a minute per number: asked again within it, the one sent stands', async () => {
    const { code, sent, later, now } = setup();
    await code.request(PHONE);
    expect(code.$state.get()).toEqual({ status: 'sent', phone: PHONE, resendAt: now() + 60_000 });
    later(30_000);
    await code.request(PHONE);
    expect(sent).toEqual(['+84 987654321']);
    await code.request({ ...PHONE, phone_number: '911111111' });
    later(61_000);
    await code.request({ ...PHONE, phone_number: '911111111' });
    expect(sent).toEqual(['+84 987654321', '+84 911111111', '+84 911111111']);
  });

  it("says why a first send was refused, with the server's wait", async () => {
    const { code, refusals, now } = setup();
    refusals.push(TOO_SOON);
    expect(await code.request(PHONE)).toBe(TOO_SOON);
    expect(code.$state.get()).toEqual({ status: 'failed', phone: PHONE, failure: TOO_SOON, resendAt: now() + 42_000 });
  });

  it('a refused resend leaves the code already sent in place and answers why', async () => {
    const { code, refusals } = setup();
    await code.request(PHONE);
    refusals.push(TOO_SOON);
    expect(await code.resend()).toBe(TOO_SOON);
    expect(code.$state.get().status).toBe('sent');
  });
});
