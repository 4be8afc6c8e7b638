/**
 * Card numbers and CVVs (and webhook signing secrets, under their own key: server/developers/secrets.ts) at
 * rest: AES-256-GCM with a key from the server secrets (shared by every instance,
 * never in configuration or logs). The field name is the additional data, so a sealed CVV cannot be passed
 * off as a number. Format: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { loadOrCreate } from '../auth/secrets.ts';
import type { Executor } from '../db/client.ts';

const KEY_NAME = 'card_data_aes256gcm';
const VERSION = 'v1';
const IV_BYTES = 12;

export type SealedField = 'pan' | 'cvv' | 'webhook_secret';

/** The 256-bit card-data key. */
export async function cardDataKey(db: Executor): Promise<Buffer> {
  return Buffer.from(await loadOrCreate(db, KEY_NAME), 'base64url');
}

export function seal(key: Buffer, field: SealedField, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(field));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the value was altered, sealed with another key or for another field. */
export function unseal(key: Buffer, field: SealedField, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
    throw new Error('Unknown sealed card data format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    .setAAD(Buffer.from(field))
    .setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
