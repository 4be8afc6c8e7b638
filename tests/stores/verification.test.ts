/**
 * Levels, limits and fees change everywhere without a reload (src/stores/verification.ts): a notification of an
 * approval, a rejection or a new level or tier makes the profile, GET /kyc and the VA settings be read again;
 * other notifications and events do not.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveStream } from './fakes.ts';

const calls: string[] = [];
let level = 0;
const openStream = vi.hoisted(() => vi.fn());

vi.mock('../../src/stores/api.ts', () => {
  const answer = (name: string, data: () => unknown) => async () => {
    calls.push(name);
    return { status: true, data: data() };
  };
  return {
    api: {
      getKyc: answer('getKyc', () => ({ account_level: level })),
      getVaSettings: answer('getVaSettings', () => ({ current: { account_level: level } })),
      getMe: answer('getMe', () => ({
        role: 'DIRECTOR',
        account_type: 'INDIVIDUAL',
        full_name: 'New Customer',
        email: 'new@example.test',
        language: { code: 'en' },
        va_enable: false,
        vc_enable: false,
        wallet_enable: true,
        tier: { name: 'Standard', value: 'STANDARD' },
        ky_verification_status: { account_level: level, name: `Level ${level}` },
        two_factor_status: 'INACTIVE',
        two_factor_method: null,
        two_factor_enable_for: [],
      })),
    },
    openStream,
  };
});

function notification(kind: string) {
  return {
    id: 1,
    notification_group: 'important',
    kind,
    title: 'Title',
    body: 'Body',
    notification_status: 'CREATED',
    read_at: null,
    link: '/profile',
    params: {},
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

async function setup() {
  vi.resetModules();
  const live = await import('../../src/stores/live.ts');
  const stores = await import('../../src/stores/verification.ts');
  const { changesLevel, followLevelChanges } = await import('../../src/stores/level-changes.ts');
  const { $profile } = await import('../../src/stores/profile.ts');
  const stream = liveStream();
  openStream.mockResolvedValueOnce(stream.response);
  const unsubscribe = [
    stores.$kyc.listen(() => undefined),
    stores.$vaSettings.listen(() => undefined),
    followLevelChanges(live.onLiveEvent),
  ];
  live.startLive();
  await vi.waitFor(() => expect(calls).toEqual(expect.arrayContaining(['getKyc', 'getVaSettings'])));
  await vi.waitFor(() => expect(live.$liveStatus.get()).toBe('open'));
  calls.length = 0;
  const stop = () => {
    for (const each of [...unsubscribe, live.stopLive]) each();
  };
  return { ...stores, changesLevel, $profile, stream, stop };
}

beforeEach(() => {
  calls.length = 0;
  level = 0;
  openStream.mockReset();
});

afterEach(() => vi.unstubAllGlobals());

describe('level changes', () => {
  it('reads the profile, the verification and the VA settings again when a verification is approved', async () => {
    const { stream, $kyc, $vaSettings, $profile, stop } = await setup();
    level = 2;
    stream.send('notification.created', notification('KYC_APPROVED'));
    await vi.waitFor(() => expect([...calls].sort()).toEqual(['getKyc', 'getMe', 'getVaSettings']));
    await vi.waitFor(() => expect($kyc.get().data).toEqual({ account_level: 2 }));
    expect($vaSettings.get().data).toEqual({ current: { account_level: 2 } });
    expect($profile.get()?.accountLevel).toEqual({ level: 2, name: 'Level 2' });
    expect($profile.get()?.accountType).toBe('INDIVIDUAL');
    stop();
  });

  it.each(['KYC_REJECTED', 'KYB_APPROVED', 'ACCOUNT_LEVEL_UPDATED', 'TIER_UPGRADED'])(
    'follows %s too',
    async (kind) => {
      const { stream, stop } = await setup();
      stream.send('notification.created', notification(kind));
      await vi.waitFor(() => expect([...calls].sort()).toEqual(['getKyc', 'getMe', 'getVaSettings']));
      stop();
    },
  );

  it('follows account.updated, which every session of the account hears whatever its notification choices', async () => {
    const { stream, stop } = await setup();
    stream.send('account.updated', { account_level: 2, tier: 'GOLD' });
    await vi.waitFor(() => expect([...calls].sort()).toEqual(['getKyc', 'getMe', 'getVaSettings']));
    stop();
  });

  it('reads nothing again for other notifications and events', async () => {
    const { stream, changesLevel, stop } = await setup();
    stream.send('notification.created', notification('TOP_UP_APPROVED'));
    stream.send('wallet.updated', { type: 'MAIN', currency: 'VND', balance: '1', validate_balance: '1' });
    // The stream delivers in order: once this one is heard, the ones before it were too.
    stream.send('notification.created', notification('KYB_REJECTED'));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(changesLevel({ type: 'live.reconnected' })).toBe(false);
    stop();
  });
});
