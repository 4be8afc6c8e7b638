/**
 * Where a step's form keeps its fields in the draft: each form names its fields as the part of the POST /kyc or
 * /kyb body it fills does (`full_name` in `personal`), so a field's path is the step's prefix and its name. The
 * document steps have no typed fields: their pictures are slots (documents.ts).
 */
import type { StepErrors } from '../../stores/kit/wizard.ts';
import type { DraftStep, Kind } from './steps.ts';

/** The fields each typed step's form has, by name. */
export const STEP_FIELDS = {
  'country-residence': { KYC: ['country_of_residence'], KYB: ['country_of_registration'] },
  'personal-info': ['full_name', 'date_of_birth', 'nationality'],
  'identity-verification': ['document_type', 'document_number', 'expires_on'],
  'business-info': [
    'legal_name',
    'trading_name',
    'registration_number',
    'tax_id',
    'incorporation_date',
    'business_type',
    'industry',
    'website',
  ],
  'address-verification': ['line1', 'line2', 'city', 'state', 'postal_code', 'country'],
} as const;

/** The prefix of a step's field paths (`personal.`), '' for the top-level ones. */
export function prefixOf(step: DraftStep, kind: Kind): string {
  switch (step) {
    case 'personal-info':
      return 'personal.';
    case 'identity-verification':
      return 'identity.';
    case 'business-info':
      return 'business.';
    case 'address-verification':
      return 'address.';
    case 'document-verification':
      return kind === 'KYC' ? 'address.' : '';
    default:
      return '';
  }
}

/** A form's valid value as draft paths, every field named (a field left empty clears its path). */
export function pathsOf(
  prefix: string,
  names: readonly string[],
  value: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [`${prefix}${name}`, value[name]]));
}

/** A step's errors (by path) as its form's fields name them; what belongs to no field stays under ''. */
export function errorsByName(prefix: string, errors: StepErrors | undefined): Record<string, string[]> {
  const named: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const name = path !== '' && path.startsWith(prefix) ? path.slice(prefix.length) : path;
    named[name] = [...(named[name] ?? []), ...messages];
  }
  return named;
}
