/**
 * What a pasted VietQR (EMVCo) payload says before it is paid: its amount (tag 54, absent when the payer chooses),
 * its currency (tag 53, ISO 4217 numeric) and its description (tag 62, sub-tag 08). Only to show the payer what they
 * are about to pay and whether to ask for an amount; the server judges the payload itself when it is paid.
 */

export interface ReadPayload {
  /** Null when the code leaves the amount to the payer. */
  readonly amount: string | null;
  readonly currency: string;
  readonly description: string | null;
}

const CURRENCIES: Readonly<Record<string, string>> = { '704': 'VND', '840': 'USD' };

function fieldsOf(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) {
      return null;
    }
    fields.set(tag, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** The payload's figures, or null when it is no EMVCo payload (the payer pasted something else). */
export function readPayload(payload: string): ReadPayload | null {
  const fields = fieldsOf(payload.trim());
  if (fields === null || fields.get('00') !== '01') return null;
  const extra = fields.get('62');
  return {
    amount: fields.get('54') ?? null,
    currency: CURRENCIES[fields.get('53') ?? ''] ?? 'VND',
    description: (extra === undefined ? undefined : fieldsOf(extra)?.get('08')) ?? null,
  };
}
