/**
 * A person's sign-ins as the security page shows them (GET /sessions) and the notice of a sign-in from a new
 * device (NEW_DEVICE_LOGIN). The device is read from the stored User-Agent (server/auth/device.ts), the
 * place from the address (server/reference/ip-country.ts), both at reading time.
 */
import type { SignInSessionType } from '../../src/contract/calls/security.ts';
import type { Locale } from '../../src/lib/locale.ts';
import type { EventBus } from '../api/bus.ts';
import { parseDevice, storedUserAgent } from '../auth/device.ts';
import { openSessionsOf, type SessionClient, type SessionRow } from '../auth/sessions.ts';
import type { UserRow } from '../auth/users.ts';
import type { Executor } from '../db/client.ts';
import { notify } from '../notifications/store.ts';
import { placeOfIp } from '../reference/ip-country.ts';

export function toSignInSession(row: SessionRow, currentSessionId: string, lang: Locale): SignInSessionType {
  return {
    id: row.id,
    device: parseDevice(row.userAgent)?.name ?? null,
    ip: row.ip,
    place: placeOfIp(row.ip, lang),
    signed_in_at: row.createdAt.toISOString(),
    last_active_at: row.lastActiveAt.toISOString(),
    current: row.id === currentSessionId,
  };
}

export async function listSignIns(
  db: Executor,
  caller: { readonly id: number; readonly sessionId: string },
  lang: Locale,
  now: Date,
): Promise<SignInSessionType[]> {
  const rows = await openSessionsOf(db, caller.id, now);
  return rows.map((row) => toSignInSession(row, caller.sessionId, lang));
}

/** A User-Agent naming no browser we know is shown as it came, within this length. */
const RAW_DEVICE_MAX = 120;

/** Control and format characters (bidi overrides among them), which could make a raw User-Agent read as another. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** Which device the notice names: its name, else the raw User-Agent (visible characters only), else that none was sent. */
export function noticeDevice(userAgent: string | null): string {
  const stored = storedUserAgent(userAgent);
  const raw = stored?.replace(INVISIBLE, '').slice(0, RAW_DEVICE_MAX) || null;
  return parseDevice(stored)?.name ?? raw ?? 'no User-Agent';
}

/**
 * Tell the person their account was just signed in from a device new to them (SPEC section 3's
 * NEW_DEVICE_LOGIN): which device, where (in their language; left out when unknown) and from what address.
 */
export async function announceNewDevice(
  db: Executor,
  bus: EventBus | null,
  person: UserRow,
  client: SessionClient,
): Promise<void> {
  const place = placeOfIp(client.ip, person.language);
  await notify(db, bus, {
    userId: person.id,
    group: 'important',
    kind: 'NEW_DEVICE_LOGIN',
    params: { device: noticeDevice(client.userAgent), ip: client.ip, ...(place === null ? {} : { place }) },
    link: '/setting/security',
  });
}
