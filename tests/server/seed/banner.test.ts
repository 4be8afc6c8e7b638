import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { demoBanner, demoSignIns } from '../../../server/seed/banner.ts';
import { seedUsers } from '../../../server/seed/users.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';

describe('the start-up banner', () => {
  const facts = {
    url: 'http://127.0.0.1:4321',
    database: 'PGlite in /srv/.data/pglite',
    signIns: [
      { email: 'director@demo.test', totpSecret: null },
      { email: 'vip@demo.test', totpSecret: 'JBSWY3DPEHPK3PXP' },
    ],
    generatedAdminKey: null,
  };

  it('says demo mode is on and what it exposes, then the URL, the sign-ins and the outbox', () => {
    expect(demoBanner(facts)).toBe(
      [
        'CamPay is running at http://127.0.0.1:4321',
        'DEMO MODE is on (--demo): not for real people or real money. It exposes',
        '  - every code and link the server "sends", to anyone, at http://127.0.0.1:4321/__dev/outbox and /__dev/outbox.html',
        '  - the other /__dev helpers: money arriving into a VA, expiring links, verifications and resend waits',
        '  - the demo accounts below, whose password is public',
        '  - an operator admin key generated for this run unless ADMIN_KEY is set (written to DATA_DIR/admin-key)',
        'Start the server without --demo (ADMIN_KEY required) for none of this.',
        'Database: PGlite in /srv/.data/pglite',
        'Demo sign-ins (password Demo-pass-2026):',
        '  director@demo.test',
        '  vip@demo.test       authenticator app, secret JBSWY3DPEHPK3PXP',
        'Sent emails and SMS (codes, links): http://127.0.0.1:4321/__dev/outbox.html',
      ].join('\n'),
    );
  });

  it('shows an admin key only when it was generated for this run', () => {
    expect(demoBanner({ ...facts, generatedAdminKey: 'k-123' })).toMatch(/admin key for this run: k-123$/);
    expect(demoBanner({ ...facts, signIns: [] })).not.toMatch(/Demo sign-ins/);
  });
});

describe('demoSignIns', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(() => handle.close());

  it('reads the demo accounts and the VIP’s authenticator secret from the database', async () => {
    expect(await demoSignIns(handle.db)).toEqual([]);
    const seeded = await seedUsers(handle.db);
    const signIns = await demoSignIns(handle.db);
    expect(signIns.map((signIn) => signIn.email)).toEqual([
      'director@demo.test',
      'finance@demo.test',
      'seller@demo.test',
      'newbie@demo.test',
      'vip@demo.test',
    ]);
    expect(signIns.filter((signIn) => signIn.totpSecret !== null)).toEqual([
      { email: 'vip@demo.test', totpSecret: seeded.vipTotpSecret },
    ]);
  });
});
