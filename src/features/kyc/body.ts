/**
 * The submission (POST /kyc, POST /kyb) built from a complete draft. Each step's form checked its part with the
 * contract's own rules; the server checks the whole again, and what it refuses goes back beside its field. A value
 * missing from the draft (the wizard submits only complete ones) is sent empty, for the server to refuse, never
 * made up.
 */
import type { KybDraftDataType, KycDraftDataType } from '../../contract/calls/kyc.ts';
import type { CallByName, CallInput } from '../../lib/http/types.ts';

type KycBody = CallInput<CallByName<'submitKyc'>>['body'];
type KybBody = CallInput<CallByName<'submitKyb'>>['body'];

/** A text field as sent: absent when left empty. */
function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** Leaves out the keys whose value is undefined (the contract takes absent, not undefined, optional fields). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, each]) => each !== undefined)) as T;
}

type DraftAddress = NonNullable<KycDraftDataType['address']>;

function addressOf(address: DraftAddress = {}) {
  return defined({
    line1: address.line1?.trim() ?? '',
    line2: optional(address.line2),
    city: address.city?.trim() ?? '',
    state: optional(address.state),
    postal_code: optional(address.postal_code),
    country: address.country ?? '',
  });
}

export function kycBody(draft: KycDraftDataType, withAddress: boolean): KycBody {
  const { personal = {}, identity = {} } = draft;
  const type = identity.document_type ?? ('' as KycBody['identity']['document_type']);
  return defined({
    country_of_residence: draft.country_of_residence ?? '',
    personal: {
      full_name: personal.full_name?.trim() ?? '',
      date_of_birth: personal.date_of_birth ?? '',
      nationality: personal.nationality ?? '',
    },
    identity: defined({
      document_type: type,
      document_number: identity.document_number?.trim() ?? '',
      expires_on: optional(identity.expires_on) ?? null,
      front_document_id: identity.front_document_id ?? 0,
      back_document_id: type === 'PASSPORT' ? undefined : identity.back_document_id,
      selfie_document_id: identity.selfie_document_id ?? 0,
    }),
    address: withAddress
      ? { ...addressOf(draft.address), proof_document_id: draft.address?.proof_document_id ?? 0 }
      : undefined,
  });
}

export function kybBody(draft: KybDraftDataType): KybBody {
  const { business = {} } = draft;
  return {
    country_of_registration: draft.country_of_registration ?? '',
    business: defined({
      legal_name: business.legal_name?.trim() ?? '',
      trading_name: optional(business.trading_name),
      registration_number: business.registration_number?.trim() ?? '',
      tax_id: optional(business.tax_id),
      incorporation_date: business.incorporation_date ?? '',
      business_type: (business.business_type ?? '') as KybBody['business']['business_type'],
      industry: business.industry?.trim() ?? '',
      website: optional(business.website),
    }),
    address: addressOf(draft.address),
    document_ids: draft.document_ids ?? [],
  };
}
