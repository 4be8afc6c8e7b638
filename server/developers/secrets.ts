/**
 * The secrets of developer integration. An API key is only ever compared, so only its SHA-256 digest is
 * kept; a webhook secret signs every delivery, so it is sealed (AES-256-GCM, server/cards/seal.ts) with a key
 * of its own, never the card-data key. Answers show a prefix, enough to tell secrets apart.
 */
import { randomBytes } from 'node:crypto';
import { digest } from '../auth/random.ts';
import { loadOrCreate } from '../auth/secrets.ts';
import { seal, unseal } from '../cards/seal.ts';
import type { Executor } from '../db/client.ts';

const WEBHOOK_KEY_NAME = 'webhook_secret_aes256gcm';
/** `cp_live_` and four characters of the random part. */
export const API_KEY_PREFIX_LENGTH = 12;
/** `whsec_` and four characters of the random part. */
const WEBHOOK_PREFIX_LENGTH = 10;

export interface NewApiKeySecret {
  readonly secret: string;
  readonly prefix: string;
  readonly hash: string;
}

/** `cp_live_` + 256 random bits, base64url (51 characters). */
export function newApiKeySecret(): NewApiKeySecret {
  const secret = `cp_live_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_KEY_PREFIX_LENGTH), hash: apiKeyHash(secret) };
}

export function apiKeyHash(secret: string): string {
  return digest(secret);
}

export interface NewWebhookSecret {
  readonly secret: string;
  readonly prefix: string;
  readonly sealed: string;
}

async function webhookKey(db: Executor): Promise<Buffer> {
  return Buffer.from(await loadOrCreate(db, WEBHOOK_KEY_NAME), 'base64url');
}

/** `whsec_` + 256 random bits, base64url, sealed for storage. */
export async function newWebhookSecret(db: Executor): Promise<NewWebhookSecret> {
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const sealed = seal(await webhookKey(db), 'webhook_secret', secret);
  return { secret, prefix: secret.slice(0, WEBHOOK_PREFIX_LENGTH), sealed };
}

export async function openWebhookSecret(db: Executor, sealed: string): Promise<string> {
  return unseal(await webhookKey(db), 'webhook_secret', sealed);
}
