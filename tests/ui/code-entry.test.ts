import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CodeAskState, SecondFactor } from '../../src/stores/kit/second-factor.ts';
import { CodeEntry } from '../../src/ui/code-entry.tsx';

const APP: SecondFactor = { covered: true, method: 'AUTHENTICATOR_APP' };
const SENT_BY_EMAIL: CodeAskState = {
  challenge: { state: 'sent', method: 'EMAIL', destination: 'l***@example.test', resendAt: null },
  codeError: null,
  recovery: false,
};

const render = (factor: SecondFactor, state: CodeAskState, recoveryAllowed = true) =>
  renderToStaticMarkup(
    createElement(CodeEntry, {
      id: 'code',
      factor,
      state,
      onResend: () => undefined,
      ...(recoveryAllowed ? { onRecovery: () => undefined } : {}),
    }),
  );

describe('CodeEntry', () => {
  it('offers a recovery code where the user’s own 2FA asks, and never for an emailed code or where it cannot stand in', () => {
    const app = render(APP, {
      ...SENT_BY_EMAIL,
      challenge: { state: 'sent', method: 'AUTHENTICATOR_APP', destination: null, resendAt: null },
    });
    expect(app).toContain('Use a recovery code');
    // Nothing is sent for an app: no resend.
    expect(app).not.toContain('Send a new code');
    const email = render({ covered: false, method: 'EMAIL' }, SENT_BY_EMAIL);
    expect(email).not.toContain('Use a recovery code');
    expect(email).toContain('we sent to l***@example.test');
    expect(email).toContain('Send a new code');
    expect(render(APP, SENT_BY_EMAIL, false)).not.toContain('Use a recovery code');
  });

  it('switched to a recovery code: its own label, words and keyboard, no resend, the way back', () => {
    const html = render(APP, { ...SENT_BY_EMAIL, recovery: true });
    expect(html).toContain('>Recovery code<');
    expect(html).toContain('inputMode="text"');
    expect(html).toContain('Use a verification code instead');
    expect(html).not.toContain('Send a new code');
    const refused = render(APP, { ...SENT_BY_EMAIL, recovery: true, codeError: { kind: 'format' } });
    expect(refused).toContain('Enter a recovery code like abcde-23456');
    expect(refused).toContain('aria-invalid="true"');
  });
});
