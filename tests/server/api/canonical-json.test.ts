/**
 * The request fingerprint of an idempotency key (server/api/pipeline/canonical-json.ts): equal requests must
 * fingerprint alike however their keys were ordered, and different requests differently.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../server/api/pipeline/canonical-json.ts';

describe('canonicalJson', () => {
  it('sorts object keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 2 } })).toBe('{"a":{"c":2,"d":[{"y":2,"z":1}]},"b":1}');
  });

  it('gives one string for one request whatever order its keys came in', () => {
    const keys = ['note', 'amount', 'currency', 'bank_id', 'wallet', 'method', 'beneficiary', 'fee', 'rate', 'c', 'b'];
    const forward = Object.fromEntries(keys.map((key, index) => [key, index]));
    const backward = Object.fromEntries([...keys].reverse().map((key) => [key, keys.indexOf(key)]));
    const sorted = [...keys].sort();
    expect(canonicalJson(backward)).toBe(canonicalJson(forward));
    expect(Object.keys(JSON.parse(canonicalJson(backward)))).toEqual(sorted);
  });

  it('keeps the order of arrays, which is part of the request', () => {
    expect(canonicalJson({ ids: [3, 1, 2] })).toBe('{"ids":[3,1,2]}');
    expect(canonicalJson({ ids: [3, 1, 2] })).not.toBe(canonicalJson({ ids: [1, 2, 3] }));
  });

  it('writes a date as its instant', () => {
    expect(canonicalJson({ at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) })).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
  });

  it('writes a bigint as its digits instead of failing', () => {
    expect(canonicalJson({ amount: 12345678901234567890n })).toBe('{"amount":"12345678901234567890"}');
  });

  it('names an uploaded file by its name, size and type, so another file is another request', () => {
    const file = new File(['%PDF-1'], 'passport.pdf', { type: 'application/pdf' });
    expect(canonicalJson({ document: file })).toBe(
      '{"document":{"file":"passport.pdf","size":6,"type":"application/pdf"}}',
    );
  });

  it('keeps null and plain values as JSON has them', () => {
    expect(canonicalJson({ note: null, count: 0, ok: false, text: 'x' })).toBe(
      '{"count":0,"note":null,"ok":false,"text":"x"}',
    );
  });
});
