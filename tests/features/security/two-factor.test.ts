import { describe, expect, it } from 'vitest';
import type { TwoFactorSettingsType } from '../../../src/contract/calls/security.ts';
import {
  changeOf,
  DEFAULT_SCOPES,
  draftOf,
  draftProblem,
  fewRecoveryCodes,
  groupedSecret,
  isChanged,
  prerequisiteOf,
  type SettingsDraft,
  switched,
  withScope,
} from '../../../src/features/security/two-factor.ts';

const OFF: TwoFactorSettingsType = {
  method: null,
  status: 'INACTIVE',
  enable_for: [],
  authenticator_enrolled: false,
  authenticator_replacement_pending: false,
  phone_verified: false,
  recovery_codes_left: 0,
};
const APP_ON: TwoFactorSettingsType = {
  method: 'AUTHENTICATOR_APP',
  status: 'ACTIVE',
  enable_for: ['WITHDRAWAL', 'LOGIN'],
  authenticator_enrolled: true,
  authenticator_replacement_pending: false,
  phone_verified: true,
  recovery_codes_left: 7,
};

describe('the 2FA settings as a draft', () => {
  it('starts from the saved settings, email when no method was ever chosen', () => {
    expect(draftOf(OFF)).toEqual({ on: false, method: 'EMAIL', enableFor: [] });
    expect(draftOf(APP_ON)).toEqual({ on: true, method: 'AUTHENTICATOR_APP', enableFor: ['WITHDRAWAL', 'LOGIN'] });
  });

  it('turned on with nothing chosen protects the money actions; what was chosen before is kept', () => {
    expect(switched(draftOf(OFF), true).enableFor).toEqual(DEFAULT_SCOPES);
    expect(DEFAULT_SCOPES).toEqual(['WITHDRAWAL', 'ADD_BANK']);
    const chosen = { on: false, method: 'SMS' as const, enableFor: ['LOGIN' as const] };
    expect(switched(chosen, true)).toEqual({ on: true, method: 'SMS', enableFor: ['LOGIN'] });
    expect(switched(chosen, false).enableFor).toEqual(['LOGIN']);
  });

  it('keeps the scopes in SPEC order, each once, whatever order they are ticked in', () => {
    let draft: SettingsDraft = { on: true, method: 'EMAIL', enableFor: [] };
    draft = withScope(draft, 'LOGIN', true);
    draft = withScope(draft, 'WITHDRAWAL', true);
    draft = withScope(draft, 'WITHDRAWAL', true);
    expect(draft.enableFor).toEqual(['WITHDRAWAL', 'LOGIN']);
    expect(withScope(draft, 'LOGIN', false).enableFor).toEqual(['WITHDRAWAL']);
  });

  it('sends the method, the status and the scopes', () => {
    expect(changeOf({ on: true, method: 'SMS', enableFor: ['LOGIN', 'WITHDRAWAL'] })).toEqual({
      method: 'SMS',
      status: 'ACTIVE',
      enable_for: ['WITHDRAWAL', 'LOGIN'],
    });
    expect(changeOf({ on: false, method: 'EMAIL', enableFor: [] })).toEqual({
      method: 'EMAIL',
      status: 'INACTIVE',
      enable_for: [],
    });
  });

  it('counts as changed only what would change: the choices of a switched-off 2FA do not', () => {
    expect(isChanged(draftOf(APP_ON), APP_ON)).toBe(false);
    expect(isChanged({ ...draftOf(APP_ON), enableFor: ['LOGIN', 'WITHDRAWAL'] }, APP_ON)).toBe(false);
    expect(isChanged({ ...draftOf(APP_ON), method: 'EMAIL' }, APP_ON)).toBe(true);
    expect(isChanged({ ...draftOf(APP_ON), enableFor: ['WITHDRAWAL'] }, APP_ON)).toBe(true);
    expect(isChanged({ ...draftOf(OFF), method: 'SMS' }, OFF)).toBe(false);
    expect(isChanged({ ...draftOf(APP_ON), on: false }, APP_ON)).toBe(true);
  });

  it('refuses on with nothing protected', () => {
    expect(draftProblem({ on: true, method: 'EMAIL', enableFor: [] })).toBe('no_scope');
    expect(draftProblem({ on: false, method: 'EMAIL', enableFor: [] })).toBeNull();
    expect(draftProblem({ on: true, method: 'EMAIL', enableFor: ['LOGIN'] })).toBeNull();
  });

  it('says what must come first: an app set up, a phone verified', () => {
    expect(prerequisiteOf({ on: true, method: 'AUTHENTICATOR_APP', enableFor: ['LOGIN'] }, OFF)).toBe('enrol-app');
    expect(prerequisiteOf({ on: true, method: 'SMS', enableFor: ['LOGIN'] }, OFF)).toBe('verify-phone');
    expect(prerequisiteOf({ on: true, method: 'EMAIL', enableFor: ['LOGIN'] }, OFF)).toBeNull();
    expect(prerequisiteOf({ on: false, method: 'SMS', enableFor: [] }, OFF)).toBeNull();
    expect(prerequisiteOf({ on: true, method: 'SMS', enableFor: ['LOGIN'] }, APP_ON)).toBeNull();
  });

  it('warns when three recovery codes or fewer are left, only while 2FA is on', () => {
    expect(fewRecoveryCodes(APP_ON)).toBe(false);
    expect(fewRecoveryCodes({ ...APP_ON, recovery_codes_left: 3 })).toBe(true);
    expect(fewRecoveryCodes({ ...APP_ON, recovery_codes_left: 0 })).toBe(true);
    expect(fewRecoveryCodes(OFF)).toBe(false);
  });

  it('writes an authenticator key in groups of four', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });
});
