import { describe, expect, it } from 'vitest';
import {
  asciiText,
  bankBinOf,
  crc16Ccitt,
  hasValidCrc,
  parseTlv,
  tlv,
  vietQrPayload,
} from '../../../server/va/qr-payload.ts';

const INPUT = {
  bankBin: '970418',
  accountNumber: '962600000012',
  currency: 'VND',
  amount: '150000',
  description: 'Đơn hàng #1024',
  reference: 'AB12CD34',
};

describe('VietQR payloads', () => {
  it('checksums with CRC-16/CCITT-FALSE (the standard check vector)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crc16Ccitt('')).toBe('FFFF');
  });

  it('writes fields as tag, two-digit length, value', () => {
    expect(tlv('54', '150000')).toBe('5406150000');
    expect(tlv('00', '01')).toBe('000201');
    expect(() => tlv('62', 'x'.repeat(100))).toThrow(RangeError);
  });

  it('builds a dynamic VietQR with the bank, account, currency, amount, country and description', () => {
    const payload = vietQrPayload(INPUT);
    const fields = parseTlv(payload);
    expect(fields && Object.fromEntries(fields)).toMatchObject({
      '00': '01',
      '01': '12',
      '53': '704',
      '54': '150000',
      '58': 'VN',
    });
    const merchant = parseTlv(fields?.get('38') ?? '');
    expect(merchant?.get('00')).toBe('A000000727');
    expect(merchant?.get('02')).toBe('QRIBFTTA');
    const beneficiary = parseTlv(merchant?.get('01') ?? '');
    expect([beneficiary?.get('00'), beneficiary?.get('01')]).toEqual(['970418', '962600000012']);
    const extra = parseTlv(fields?.get('62') ?? '');
    expect([extra?.get('05'), extra?.get('08')]).toEqual(['AB12CD34', 'Don hang 1024']);
    expect(fields?.get('63')).toMatch(/^[0-9A-F]{4}$/);
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('checksums everything before it, "6304" included, so any change breaks it', () => {
    const payload = vietQrPayload(INPUT);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
    expect(hasValidCrc(payload.replace('150000', '150001'))).toBe(false);
  });

  it('leaves the amount out when the payer chooses it', () => {
    const fields = parseTlv(vietQrPayload({ ...INPUT, amount: null }));
    expect(fields?.has('54')).toBe(false);
    expect(fields?.get('58')).toBe('VN');
  });

  it('keeps lengths right with ASCII-only text and knows the VA banks by their NAPAS BIN', () => {
    expect(asciiText('  Thanh toán   đơn #5 ')).toBe('Thanh toan don 5');
    expect(bankBinOf('BIDV')).toBe('970418');
    expect(bankBinOf('WOORI')).toBe('970457');
    expect(parseTlv('0002')).toBeNull();
  });
});
