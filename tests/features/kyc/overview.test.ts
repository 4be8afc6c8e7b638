import { describe, expect, it } from 'vitest';
import type { SubmissionType } from '../../../src/contract/calls/kyc.ts';
import { draftSavedAt, type Verification, verificationRows } from '../../../src/features/kyc/overview.ts';

function submission(kind: 'KYC' | 'KYB', status: SubmissionType['status'], fields: string[] = []): SubmissionType {
  return {
    id: 1,
    kind,
    status,
    submitted_at: '2026-03-01T10:00:00.000Z',
    reviewed_at: status === 'PENDING' ? null : '2026-03-02T10:00:00.000Z',
    rejection_reason: status === 'REJECTED' ? 'Blurred photo' : null,
    rejection_fields: fields,
  };
}

function verification(patch: Partial<Verification> = {}): Verification {
  return {
    account_level: 0,
    level_name: 'Level 0',
    kyc_status: null,
    kyb_status: null,
    submissions: [],
    next_level: { level: 1, requirements: ['PERSONAL_INFO'] },
    ...patch,
  };
}

const input = (patch: Partial<Verification> = {}, drafts: ('KYC' | 'KYB')[] = [], canSubmit = true) => ({
  verification: verification(patch),
  accountType: 'INDIVIDUAL' as const,
  drafts: new Set(drafts),
  canSubmit,
});

describe('the verification section’s rows', () => {
  it('offers to verify, or to continue a saved draft', () => {
    expect(verificationRows(input())).toEqual([
      { kind: 'KYC', status: null, action: 'verify', withAddress: false, latest: null },
    ]);
    expect(verificationRows(input({}, ['KYC']))[0]).toMatchObject({ status: 'draft', action: 'continue' });
  });

  it('offers nothing while under review, and the latest submission for its date', () => {
    const pending = submission('KYC', 'PENDING');
    expect(verificationRows(input({ kyc_status: 'PENDING', submissions: [pending] }))[0]).toEqual({
      kind: 'KYC',
      status: 'PENDING',
      action: null,
      withAddress: false,
      latest: pending,
    });
  });

  it('offers to fix a rejection, with its reason and fields', () => {
    const rejected = submission('KYC', 'REJECTED', ['personal.full_name']);
    const [row] = verificationRows(input({ kyc_status: 'REJECTED', submissions: [rejected] }, ['KYC']));
    expect(row).toMatchObject({
      status: 'REJECTED',
      action: 'fix',
      latest: { rejection_fields: ['personal.full_name'] },
    });
  });

  it('after an approval, offers the address when the next level asks for it', () => {
    const approved = {
      kyc_status: 'APPROVED' as const,
      account_level: 2,
      submissions: [submission('KYC', 'APPROVED')],
    };
    const needingAddress = { ...approved, next_level: { level: 3, requirements: ['PROOF_OF_ADDRESS' as const] } };
    expect(verificationRows(input(needingAddress))[0]).toMatchObject({
      action: 'verify-address',
      withAddress: true,
    });
    expect(verificationRows(input({ ...approved, next_level: { level: 3, requirements: [] } }))[0]?.action).toBeNull();
  });

  it('adds the business for a BUSINESS account, and offers nothing to a team member', () => {
    const rows = verificationRows({ ...input({ kyb_status: 'REJECTED' }), accountType: 'BUSINESS' });
    expect(rows.map((row) => [row.kind, row.action])).toEqual([
      ['KYC', 'verify'],
      ['KYB', 'fix'],
    ]);
    expect(verificationRows(input({}, [], false))[0]?.action).toBeNull();
  });
});

describe('when the draft was saved', () => {
  it('is the last save of a draft the user saved at a step', () => {
    expect(draftSavedAt({ step: 'business-info', updated_at: '2026-03-03T09:00:00.000Z' })).toBe(
      '2026-03-03T09:00:00.000Z',
    );
  });

  it('is not said of no draft, nor of one a rejection put back and left as it was', () => {
    expect(draftSavedAt(undefined)).toBeNull();
    expect(draftSavedAt({ step: null, updated_at: '2026-03-02T10:00:00.000Z' })).toBeNull();
  });
});
