import { describe, expect, it } from 'vitest';
import { isNamed, isSlotToFix, pathsByStep, stepOfPath } from '../../../src/features/kyc/fix-fields.ts';

describe('fields to fix → the wizard’s steps and fields', () => {
  it('places each KYC path on its step', () => {
    expect(stepOfPath('KYC', 'country_of_residence')).toBe('country-residence');
    expect(stepOfPath('KYC', 'personal.full_name')).toBe('personal-info');
    expect(stepOfPath('KYC', 'personal.date_of_birth')).toBe('personal-info');
    expect(stepOfPath('KYC', 'identity.document_number')).toBe('identity-verification');
    expect(stepOfPath('KYC', 'identity.front_document_id')).toBe('identity-verification');
    expect(stepOfPath('KYC', 'identity')).toBe('identity-verification');
    expect(stepOfPath('KYC', 'address.line1')).toBe('address-verification');
    // The proof of address is a document: asked for on the documents step.
    expect(stepOfPath('KYC', 'address.proof_document_id')).toBe('document-verification');
  });

  it('places each KYB path on its step, and knows no KYC path there', () => {
    expect(stepOfPath('KYB', 'country_of_registration')).toBe('country-residence');
    expect(stepOfPath('KYB', 'business.legal_name')).toBe('business-info');
    expect(stepOfPath('KYB', 'address.city')).toBe('address-verification');
    expect(stepOfPath('KYB', 'document_ids')).toBe('document-verification');
    expect(stepOfPath('KYB', 'personal.full_name')).toBeNull();
    expect(stepOfPath('KYC', 'business.legal_name')).toBeNull();
  });

  it('names a field by its own path, by a part containing it, and a business document by the list', () => {
    expect(isNamed('personal.full_name', ['personal.full_name'])).toBe(true);
    expect(isNamed('personal.nationality', ['personal.full_name'])).toBe(false);
    expect(isNamed('identity.back_document_id', ['identity'])).toBe(true);
    expect(isNamed('document_ids:BUSINESS_REGISTRATION', ['document_ids'])).toBe(true);
    // A prefix of a name is not a part: `personal.full` does not name `personal.full_name`.
    expect(isNamed('personal.full_name', ['personal.full'])).toBe(false);
  });

  it('marks the business documents a rejection names that were sent, and the required one, never an empty optional slot', () => {
    const registration = { id: 'document_ids:BUSINESS_REGISTRATION', required: true };
    const articles = { id: 'document_ids:ARTICLES_OF_ASSOCIATION', required: false };
    expect(isSlotToFix(registration, true, ['document_ids'])).toBe(true);
    expect(isSlotToFix(articles, true, ['document_ids'])).toBe(true);
    expect(isSlotToFix(articles, false, ['document_ids'])).toBe(false);
    // A required slot emptied since still has to be filled again.
    expect(isSlotToFix(registration, false, ['document_ids'])).toBe(true);
    expect(isSlotToFix(registration, true, ['business.legal_name'])).toBe(false);
    expect(isSlotToFix({ id: 'identity.front_document_id', required: true }, true, ['identity'])).toBe(true);
  });

  it('groups a rejection’s fields by step, with what fits no step apart', () => {
    expect(
      pathsByStep('KYC', ['personal.full_name', 'identity.front_document_id', 'identity.selfie_document_id', 'tax']),
    ).toEqual({
      'personal-info': ['personal.full_name'],
      'identity-verification': ['identity.front_document_id', 'identity.selfie_document_id'],
      other: ['tax'],
    });
  });
});
