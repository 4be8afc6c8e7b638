/**
 * What `npm start` prints for people trying the demo (PRODUCT.md section 6): the sign-ins, read from the
 * database so they are right on every start, not only the first, after what demo mode exposes. Demo mode
 * only: it shows a TOTP secret.
 */
import { asc, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { DEMO_PASSWORD } from './users.ts';

const DEMO_DOMAIN = '@demo.test';

export interface DemoSignIn {
  readonly email: string;
  /** Set for accounts that sign in with an authenticator app. */
  readonly totpSecret: string | null;
}

export async function demoSignIns(db: Database): Promise<DemoSignIn[]> {
  return db
    .select({ email: users.email, totpSecret: users.totpSecret })
    .from(users)
    .where(like(users.email, `%${DEMO_DOMAIN}`))
    .orderBy(asc(users.id));
}

export interface BannerFacts {
  readonly url: string;
  readonly database: string;
  readonly signIns: readonly DemoSignIn[];
  /** Shown only when generated for this run (a configured key is the operator's secret). */
  readonly generatedAdminKey: string | null;
}

/** Demo mode is opt-in (`npm start` passes --demo); whoever starts it is told what it opens up. */
function demoWarning(url: string): string[] {
  return [
    'DEMO MODE is on (--demo): not for real people or real money. It exposes',
    `  - every code and link the server "sends", to anyone, at ${url}/__dev/outbox and /__dev/outbox.html`,
    '  - the other /__dev helpers: money arriving into a VA, expiring links, verifications and resend waits',
    '  - the demo accounts below, whose password is public',
    '  - an operator admin key generated for this run unless ADMIN_KEY is set (written to DATA_DIR/admin-key)',
    'Start the server without --demo (ADMIN_KEY required) for none of this.',
  ];
}

export function demoBanner(facts: BannerFacts): string {
  const width = Math.max(0, ...facts.signIns.map((signIn) => signIn.email.length));
  const signIns = facts.signIns.map(({ email, totpSecret }) =>
    totpSecret ? `  ${email.padEnd(width)}  authenticator app, secret ${totpSecret}` : `  ${email}`,
  );
  return [
    `CamPay is running at ${facts.url}`,
    ...demoWarning(facts.url),
    `Database: ${facts.database}`,
    ...(signIns.length > 0 ? [`Demo sign-ins (password ${DEMO_PASSWORD}):`, ...signIns] : []),
    `Sent emails and SMS (codes, links): ${facts.url}/__dev/outbox.html`,
    ...(facts.generatedAdminKey ? [`Operator admin key for this run: ${facts.generatedAdminKey}`] : []),
  ].join('\n');
}
