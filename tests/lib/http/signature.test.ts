import { describe, expect, it } from 'vitest';
import {
  constantTimeEqual,
  formatTimestamp,
  rotate,
  SIGNATURE_HEADER,
  sign,
  signatureBase,
  signatureHeaders,
  signedPath,
  TIMESTAMP_HEADER,
  unrotate,
  verifySignature,
} from '../../../src/lib/http/signature.ts';

const T = '1767225600000'; // 2026-01-01T00:00:00Z
const NOW = 1_767_225_600_000;

// Expected values computed outside this code base (a three-line Python script applying
// chr((ord(c) - 33 + 50) % 94 + 33) to each character 33..126) and checked by hand for the first
// characters: '1' (49) → 49 - 33 + 50 = 66 → 99 'c'; 'G' (71) → 88 → 121 'y'; '/' (47) → 64 → 97 'a'.
const VECTORS = [
  {
    method: 'GET',
    url: 'https://api.example.test/api/v1/accounts/me',
    base: '1767225600000:GET:/accounts/me',
    signature: 'cihiddghbbbbblyw(la577CIBHGaA9',
  },
  {
    method: 'post',
    url: '/api/v1/virtual-accounts/transactions/withdrawal',
    base: '1767225600000:POST:/virtual-accounts/transactions/withdrawal',
    signature: "cihiddghbbbbbl$#'(laJ=FHI5@_577CIBHGaHF5BG57H=CBGaK=H<8F5K5@",
  },
  {
    method: 'GET',
    url: 'https://h/api/v1/virtual-accounts/12?x=1',
    base: '1767225600000:GET:/virtual-accounts/12',
    signature: 'cihiddghbbbbblyw(laJ=FHI5@_577CIBHGacd',
  },
  {
    method: 'PUT',
    url: 'https://h/api/v1/notifications/read-all/',
    base: '1767225600000:PUT:/notifications/read-all',
    signature: 'cihiddghbbbbbl$)(laBCH=:=75H=CBGaF958_5@@',
  },
  {
    method: 'GET',
    url: 'https://h/api/v2/customers/available-banks',
    base: '1767225600000:GET:/customers/available-banks',
    signature: 'cihiddghbbbbblyw(la7IGHCA9FGa5J5=@56@9_65B?G',
  },
  {
    method: 'GET',
    url: 'https://h/api/v1',
    base: '1767225600000:GET:/',
    signature: 'cihiddghbbbbblyw(la',
  },
  {
    method: 'GET',
    url: 'https://h/api/v1/virtual-accounts/a%20b%C3%A9',
    base: '1767225600000:GET:/virtual-accounts/a%20b%C3%A9',
    signature: 'cihiddghbbbbblyw(laJ=FHI5@_577CIBHGa5Wdb6WueWsk',
  },
] as const;

const ALL_PRINTABLE = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).join('');

describe('signature constants', () => {
  it('names the two headers', () => {
    expect(SIGNATURE_HEADER).toBe('x-signature');
    expect(TIMESTAMP_HEADER).toBe('x-timestamp');
  });
});

describe('rotate / unrotate', () => {
  it('maps the 94 printable characters as computed independently', () => {
    expect(rotate(ALL_PRINTABLE)).toBe(
      'STUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~!"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQR',
    );
  });

  it('round-trips every printable character', () => {
    for (const char of ALL_PRINTABLE) {
      expect(unrotate(rotate(char))).toBe(char);
      expect(rotate(unrotate(char))).toBe(char);
    }
    expect(unrotate(rotate(ALL_PRINTABLE))).toBe(ALL_PRINTABLE);
  });

  it('is a permutation of the printable range', () => {
    expect(new Set(rotate(ALL_PRINTABLE)).size).toBe(94);
  });

  it('shifts by 50 and wraps at 126 back to 33', () => {
    expect(rotate('!')).toBe('S'); // 33 → 83
    expect(rotate('L')).toBe('~'); // 76 → 126, the last code before wrapping
    expect(rotate('M')).toBe('!'); // 77 → 127 wraps to 33
    expect(rotate('~')).toBe('R'); // 126 → 82
  });

  it('leaves characters outside 33..126 unchanged', () => {
    const outside = ' \t\n\u007f\u00a0é€😀';
    expect(rotate(outside)).toBe(outside);
    expect(unrotate(outside)).toBe(outside);
    expect(rotate('a é😀b')).toBe(`${rotate('a')} é😀${rotate('b')}`);
  });

  it('keeps the empty string empty', () => {
    expect(rotate('')).toBe('');
    expect(unrotate('')).toBe('');
  });
});

describe('signedPath', () => {
  it('takes the path below /api/v1 without query string or fragment', () => {
    expect(signedPath('https://h/api/v1/virtual-accounts/12?x=1')).toBe('/virtual-accounts/12');
    expect(signedPath('https://h/api/v1/accounts/me#top')).toBe('/accounts/me');
  });

  it('takes the path below the v2 base too, and any other version', () => {
    expect(signedPath('https://h/api/v2/virtual-accounts?page=1')).toBe('/virtual-accounts');
    expect(signedPath('https://h/api/v10/x')).toBe('/x');
  });

  it('gives / for the version root and drops trailing slashes', () => {
    expect(signedPath('https://h/api/v1')).toBe('/');
    expect(signedPath('https://h/api/v1/')).toBe('/');
    expect(signedPath('https://h/api/v1/accounts/me/')).toBe('/accounts/me');
    expect(signedPath('https://h/api/v1/accounts//')).toBe('/accounts');
  });

  it('accepts origin-relative URLs', () => {
    expect(signedPath('/api/v1/accounts/me?lang=vi')).toBe('/accounts/me');
  });

  it('keeps percent-encoding as sent and encodes what fetch would encode', () => {
    expect(signedPath('https://h/api/v1/a%2Fb/%c3%a9')).toBe('/a%2Fb/%c3%a9');
    expect(signedPath('https://h/api/v1/a b')).toBe('/a%20b');
  });

  it('uses the first version segment, after any base-URL prefix', () => {
    expect(signedPath('https://h/gateway/api/v1/accounts/me')).toBe('/accounts/me');
    expect(signedPath('https://h/api/v1/files/api/v2/x')).toBe('/files/api/v2/x');
  });

  it('does not mistake a longer segment for a version', () => {
    expect(signedPath('https://h/api/v1x/accounts')).toBe('/api/v1x/accounts');
    expect(signedPath('https://h/api/version/accounts')).toBe('/api/version/accounts');
  });

  it('signs a path outside any /api/vN base whole', () => {
    expect(signedPath('https://h/users/balance?x=1')).toBe('/users/balance');
    expect(signedPath('https://h/')).toBe('/');
  });
});

describe('signatureBase', () => {
  it('joins timestamp, upper-cased method and path with colons', () => {
    expect(signatureBase(T, 'get', '/accounts/me')).toBe('1767225600000:GET:/accounts/me');
    expect(signatureBase(T, 'Patch', '/delegation/accounts/3/roles')).toBe(
      '1767225600000:PATCH:/delegation/accounts/3/roles',
    );
  });
});

describe('sign', () => {
  for (const vector of VECTORS) {
    it(`signs ${vector.method} ${vector.url}`, () => {
      expect(signatureBase(T, vector.method, signedPath(vector.url))).toBe(vector.base);
      expect(sign(T, vector.method, vector.url)).toBe(vector.signature);
      expect(unrotate(vector.signature)).toBe(vector.base);
    });
  }

  it('signs another timestamp and method from a hand-computed vector', () => {
    // '1700000000000:DELETE:/payments/banks/7'
    expect(sign('1700000000000', 'DELETE', 'https://h/api/v1/payments/banks/7')).toBe(
      'cibbbbbbbbbbblvw~w(wlaD5MA9BHGa65B?Gai',
    );
  });

  it('changes with the timestamp', () => {
    expect(sign('1767225600001', 'GET', '/api/v1/accounts/me')).toBe('cihiddghbbbbclyw(la577CIBHGaA9');
  });

  it('ignores the query string', () => {
    expect(sign(T, 'GET', '/api/v1/accounts/crm?page=2&limit=10')).toBe(sign(T, 'GET', '/api/v1/accounts/crm'));
  });
});

describe('formatTimestamp and signatureHeaders', () => {
  it('formats epoch milliseconds as a decimal string', () => {
    expect(formatTimestamp(NOW)).toBe('1767225600000');
    expect(formatTimestamp(NOW + 0.9)).toBe('1767225600000');
  });

  it('builds both headers from one clock reading', () => {
    expect(signatureHeaders('GET', 'https://h/api/v1/accounts/me', NOW)).toEqual({
      'x-signature': 'cihiddghbbbbblyw(la577CIBHGaA9',
      'x-timestamp': '1767225600000',
    });
  });
});

describe('constantTimeEqual', () => {
  it('is true only for identical strings', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'ab')).toBe(false);
    expect(constantTimeEqual('ab', 'abc')).toBe(false);
    expect(constantTimeEqual('ab', 'ab\u0000')).toBe(false);
  });
});

describe('verifySignature', () => {
  const url = 'https://h/api/v1/accounts/me';
  const signature = 'cihiddghbbbbblyw(la577CIBHGaA9';
  const request = { signature, timestamp: T, method: 'GET', url, now: NOW };

  it('accepts a matching signature at the same instant', () => {
    expect(verifySignature(request)).toEqual({ ok: true });
  });

  it('accepts the method in any case', () => {
    expect(verifySignature({ ...request, method: 'get' })).toEqual({ ok: true });
  });

  it('reports missing headers', () => {
    expect(verifySignature({ ...request, signature: null })).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature({ ...request, signature: undefined })).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature({ ...request, signature: '' })).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature({ ...request, timestamp: null })).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature({ ...request, timestamp: '' })).toEqual({ ok: false, reason: 'missing' });
  });

  it('reports a malformed timestamp', () => {
    for (const timestamp of [
      'abc',
      '1767225600000.5',
      '-1767225600000',
      ' 1767225600000',
      '1e12',
      '99999999999999999',
    ]) {
      expect(verifySignature({ ...request, timestamp })).toEqual({ ok: false, reason: 'malformed_timestamp' });
    }
  });

  it('accepts a clock difference of exactly the allowed skew in both directions', () => {
    expect(verifySignature({ ...request, now: NOW + 300_000 })).toEqual({ ok: true });
    expect(verifySignature({ ...request, now: NOW - 300_000 })).toEqual({ ok: true });
  });

  it('reports a stale request from the past beyond the skew', () => {
    expect(verifySignature({ ...request, now: NOW + 300_001 })).toEqual({ ok: false, reason: 'stale' });
  });

  it('reports a request from the future beyond the skew', () => {
    expect(verifySignature({ ...request, now: NOW - 300_001 })).toEqual({ ok: false, reason: 'stale' });
  });

  it('honours a custom skew', () => {
    expect(verifySignature({ ...request, now: NOW + 1001, maxSkewMs: 1000 })).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature({ ...request, now: NOW + 1000, maxSkewMs: 1000 })).toEqual({ ok: true });
  });

  it('reports a mismatch when any one character changes', () => {
    for (let i = 0; i < signature.length; i++) {
      const tampered = `${signature.slice(0, i)}${signature[i] === 'x' ? 'y' : 'x'}${signature.slice(i + 1)}`;
      expect(verifySignature({ ...request, signature: tampered })).toEqual({ ok: false, reason: 'mismatch' });
    }
    expect(verifySignature({ ...request, signature: `${signature}a` })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('reports a mismatch for another method, path or timestamp', () => {
    expect(verifySignature({ ...request, method: 'DELETE' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature({ ...request, url: 'https://h/api/v1/accounts/types' })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySignature({ ...request, timestamp: '1767225600001' })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('ignores the query string', () => {
    expect(verifySignature({ ...request, url: `${url}?lang=vi&x=` })).toEqual({ ok: true });
  });

  it('verifies requests on the v1 and the v2 base alike', () => {
    const v2 = 'https://h/api/v2/customers/available-banks';
    expect(verifySignature({ ...request, url: v2, signature: 'cihiddghbbbbblyw(la7IGHCA9FGa5J5=@56@9_65B?G' })).toEqual(
      {
        ok: true,
      },
    );
    expect(verifySignature({ ...request, url: 'https://h/api/v2/accounts/me' })).toEqual({ ok: true });
  });

  it('verifies what sign produced with the server recomputing it', () => {
    const timestamp = formatTimestamp(NOW);
    const post = 'https://h/api/v1/virtual-accounts/transactions/withdrawal';
    expect(
      verifySignature({ signature: sign(timestamp, 'POST', post), timestamp, method: 'POST', url: post, now: NOW }),
    ).toEqual({ ok: true });
  });
});

describe('a URL that cannot be parsed', () => {
  it('is refused as a mismatch, never thrown at the server', () => {
    const now = 1_767_225_600_000;
    const input = { signature: 'anything', timestamp: String(now), method: 'GET', url: 'http://[', now };
    expect(() => new URL(input.url, 'http://signing.invalid/')).toThrow();
    expect(verifySignature(input)).toEqual({ ok: false, reason: 'mismatch' });
  });
});
