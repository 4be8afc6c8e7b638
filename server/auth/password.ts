/**
 * Password hashing with scrypt (node:crypto) and a per-user random salt. The stored form names its cost
 * parameters, `scrypt$N$r$p$salt$hash` (base64url), so they can be raised later without breaking old hashes.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** Cost: 2^14 rounds × 8 blocks = 16 MiB and ~50 ms per hash, OWASP's floor for scrypt. */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` produced `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, hash] = stored.split('$');
  if (prefix !== PREFIX || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spend the time of a real check when there is no account to check against, so the response time does not
 * tell an attacker which emails are registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
