/** The per-session snapshot a tab keeps between pages (src/lib/session-snapshot.ts), and the session key. */
import { describe, expect, it } from 'vitest';
import {
  clearSnapshot,
  readSnapshot,
  type SnapshotStorage,
  sessionKeyOf,
  writeSnapshot,
} from '../../src/lib/session-snapshot.ts';

function memory(): SnapshotStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
    removeItem: (key) => items.delete(key),
  };
}

/** A token shaped like the reference API's (header.payload.signature, base64url JSON claims). */
function token(claims: object): string {
  return `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;
}

describe('session snapshot', () => {
  it('gives back what was kept for the same session', () => {
    const storage = memory();
    writeSnapshot(storage, 'wallets', '7:s1', { MAIN: '10' });
    expect(readSnapshot(storage, 'wallets', '7:s1')).toEqual({ MAIN: '10' });
  });

  it('never gives another session’s snapshot, and removes it when met', () => {
    const storage = memory();
    writeSnapshot(storage, 'wallets', '7:s1', { MAIN: '10' });
    expect(readSnapshot(storage, 'wallets', '8:s2')).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('keeps and reads nothing without a session', () => {
    const storage = memory();
    writeSnapshot(storage, 'wallets', null, { MAIN: '10' });
    expect(storage.items.size).toBe(0);
    writeSnapshot(storage, 'wallets', '7:s1', { MAIN: '10' });
    expect(readSnapshot(storage, 'wallets', null)).toBeNull();
  });

  it('survives storage that refuses or holds garbage', () => {
    const broken: SnapshotStorage = {
      getItem: () => '{not json',
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => writeSnapshot(broken, 'wallets', '7:s1', {})).not.toThrow();
    expect(readSnapshot(broken, 'wallets', '7:s1')).toBeNull();
    expect(() => clearSnapshot(broken, 'wallets')).not.toThrow();
  });

  it('is cleared on demand', () => {
    const storage = memory();
    writeSnapshot(storage, 'wallets', '7:s1', {});
    clearSnapshot(storage, 'wallets');
    expect(storage.items.size).toBe(0);
  });
});

describe('session key', () => {
  it('names the person and the session of an access token, the same across refreshes', () => {
    const sid = '5b0c6f2e-7d7e-4d5a-9a51-1c2d3e4f5a6b';
    expect(sessionKeyOf(token({ sub: 7, acc: 7, role: 'DIRECTOR', sid, iat: 1, exp: 2 }))).toBe(`7:${sid}`);
    expect(sessionKeyOf(token({ sub: 7, sid, iat: 5, exp: 9 }))).toBe(`7:${sid}`);
    expect(sessionKeyOf(token({ sub: 8, sid }))).not.toBe(`7:${sid}`);
  });

  it('is null for no token or one that is not ours', () => {
    expect(sessionKeyOf(null)).toBeNull();
    expect(sessionKeyOf('opaque-token')).toBeNull();
    expect(sessionKeyOf('a.!!!.c')).toBeNull();
    expect(sessionKeyOf(token({ sub: 7 }))).toBeNull();
  });
});
