/**
 * VietQR payloads: EMVCo merchant-presented QR (TLV: two-digit tag, two-digit length, value), with the NAPAS
 * merchant account information of tag 38 and a CRC16-CCITT checksum (tag 63) over everything before it,
 * "6304" included. Lengths count characters, so every value is ASCII (descriptions lose their diacritics).
 */
import { VN_BANKS } from '../reference/vn-banks.ts';

/** CRC-16/CCITT-FALSE: initial 0xFFFF, polynomial 0x1021, no reflection; four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMVCo field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** What a payment description may carry: ASCII letters, digits and spaces, without diacritics. */
export function asciiText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[đĐ]/g, (char) => (char === 'đ' ? 'd' : 'D'))
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** VietQR knows the VA banks by these NAPAS codes (server/reference/vn-banks.ts). */
const NAPAS_CODES: Readonly<Record<string, string>> = { BIDV: 'BIDV', MSB: 'MSB', KLB: 'KLB', WOORI: 'WVN' };
/** ISO 4217 numeric codes. */
const NUMERIC_CURRENCIES: Readonly<Record<string, string>> = { VND: '704', USD: '840' };

export function bankBinOf(vaBankShortName: string): string {
  const code = NAPAS_CODES[vaBankShortName];
  const bank = VN_BANKS.find((candidate) => candidate.code === code);
  if (bank === undefined) throw new Error(`No NAPAS BIN for VA bank ${vaBankShortName}`);
  return bank.bin;
}

export interface QrPayloadInput {
  readonly bankBin: string;
  readonly accountNumber: string;
  readonly currency: string;
  /** A decimal string; absent when the payer chooses the amount. */
  readonly amount: string | null;
  readonly description: string;
  /** Makes two codes with the same amount and text different payloads (tag 62, reference label). */
  readonly reference: string;
}

export function vietQrPayload(input: QrPayloadInput): string {
  const currency = NUMERIC_CURRENCIES[input.currency];
  if (currency === undefined) throw new Error(`No ISO 4217 numeric code for ${input.currency}`);
  const beneficiary = tlv('00', input.bankBin) + tlv('01', input.accountNumber);
  const merchant = tlv('00', 'A000000727') + tlv('01', beneficiary) + tlv('02', 'QRIBFTTA');
  const additional = tlv('05', input.reference) + tlv('08', asciiText(input.description));
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('38', merchant),
    tlv('53', currency),
    input.amount === null ? '' : tlv('54', input.amount),
    tlv('58', 'VN'),
    tlv('62', additional),
  ].join('');
  const signed = `${body}6304`;
  return signed + crc16Ccitt(signed);
}

/** Splits a payload into its top-level fields (tag → value); null when it is not well-formed TLV. */
export function parseTlv(payload: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length) || at + 4 + length > payload.length) return null;
    fields.set(tag, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** Whether the checksum of tag 63 matches the rest. */
export function hasValidCrc(payload: string): boolean {
  const body = payload.slice(0, -4);
  return body.endsWith('6304') && crc16Ccitt(body) === payload.slice(-4).toUpperCase();
}
