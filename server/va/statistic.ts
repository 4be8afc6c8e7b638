/**
 * QR payment statistics (getQrStatistic): the account's QR payments — va_transactions that settle one of its
 * QR codes — created in [from, to], overall, per status and per calendar day of `time_zone`, every day of the
 * range listed (zero days too). Every status counts, so the three views add up to the same total; amounts are
 * summed as SQL numeric and leave as decimal strings.
 */
import { sql } from 'drizzle-orm';
import type { QrStatisticType } from '../../src/contract/calls/va.ts';
import { GENERIC_STATUSES } from '../../src/contract/common.ts';
import type { Executor } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { ApiError } from '../errors/api-error.ts';
import { decimalString } from '../ledger/decimal.ts';
import { assertQrWhitelisted } from './flags.ts';
import { VA_CURRENCY } from './settings.ts';

export interface StatisticQuery {
  readonly from: string;
  readonly to: string;
  readonly qr_merchant_id?: number | undefined;
  readonly time_zone: string;
}

type Status = (typeof GENERIC_STATUSES)[number];

async function assertTimeZone(db: Executor, zone: string): Promise<void> {
  const [row] = await selectRows<{ known: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = ${zone}) AS known`,
  );
  if (!row?.known) throw new ApiError('VALIDATION_FAILED', { fields: { time_zone: ['time_zone_format'] } });
}

async function assertOwnMerchant(db: Executor, accountId: number, merchantId: number): Promise<void> {
  const [row] = await selectRows<{ own: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM qr_merchants WHERE id = ${merchantId} AND owner_id = ${accountId}) AS own`,
  );
  if (!row?.own) throw new ApiError('NOT_FOUND');
}

/** The QR payments of the query, as a subquery with their status, amount and local day. */
function payments(accountId: number, query: StatisticQuery) {
  const merchant = query.qr_merchant_id === undefined ? sql`` : sql`AND m.id = ${query.qr_merchant_id}`;
  return sql`SELECT t.status, t.amount, (t.created_at AT TIME ZONE ${query.time_zone})::date AS day
               FROM va_transactions t
               JOIN qr_codes q ON q.id = t.qr_code_id
               JOIN qr_merchants m ON m.id = q.qr_merchant_id
              WHERE t.owner_id = ${accountId} AND m.owner_id = ${accountId} AND t.currency = ${VA_CURRENCY}
                AND t.created_at >= ${query.from}::timestamptz AND t.created_at <= ${query.to}::timestamptz
                ${merchant}`;
}

interface TallyRow extends Record<string, unknown> {
  count: number;
  amount: string;
}

export async function qrStatistic(db: Executor, accountId: number, query: StatisticQuery): Promise<QrStatisticType> {
  await assertQrWhitelisted(db, accountId);
  await assertTimeZone(db, query.time_zone);
  if (query.qr_merchant_id !== undefined) await assertOwnMerchant(db, accountId, query.qr_merchant_id);
  const source = payments(accountId, query);
  const byStatus = await selectRows<TallyRow & { status: Status }>(
    db,
    sql`SELECT status, count(*)::integer AS count, sum(amount)::text AS amount FROM (${source}) p GROUP BY status`,
  );
  const zone = query.time_zone;
  const byDay = await selectRows<TallyRow & { date: string }>(
    db,
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(p.day)::integer AS count,
               coalesce(sum(p.amount), 0)::text AS amount
          FROM generate_series((${query.from}::timestamptz AT TIME ZONE ${zone})::date,
                               (${query.to}::timestamptz AT TIME ZONE ${zone})::date, interval '1 day') AS d(day)
          LEFT JOIN (${source}) p ON p.day = d.day::date
         GROUP BY d.day ORDER BY d.day`,
  );
  const [total] = await selectRows<TallyRow>(
    db,
    sql`SELECT count(*)::integer AS count, coalesce(sum(amount), 0)::text AS amount FROM (${source}) p`,
  );
  const rank = (status: Status) => GENERIC_STATUSES.indexOf(status);
  return {
    currency: VA_CURRENCY,
    total: { count: total?.count ?? 0, amount: decimalString(total?.amount ?? '0') },
    by_status: byStatus
      .sort((a, b) => rank(a.status) - rank(b.status))
      .map((row) => ({ status: row.status, count: row.count, amount: decimalString(row.amount) })),
    by_day: byDay.map((row) => ({ date: row.date, count: row.count, amount: decimalString(row.amount) })),
  };
}
