/**
 * Levels, limits and fees change everywhere without a reload (src/stores/verification.ts): a notification of an
 * approval, a rejection or a new level or tier makes the profile, GET /kyc and the VA settings be read again;
 * other notifications and events do not. Each opening of the stream reads the profile again, since what changed
 * before it opened is not replayed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveStream } from './fakes.ts';

const calls: string[] = [];
let level = 0;
let vaEnable = false;
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
        va_enable: vaEnable,
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
  const { $profile, reloadProfile } = await import('../../src/stores/profile.ts');
  const stream = liveStream();
  openStream.mockResolvedValueOnce(stream.response);
  // The page reads the profile before the bootstrap opens the stream.
  await reloadProfile();
  calls.length = 0;
  const unsubscribe = [
    stores.$kyc.listen(() => undefined),
    stores.$vaSettings.listen(() => undefined),
    followLevelChanges(live.onLiveEvent),
  ];
  live.startLive();
  // The opening reads the profile again; the level stores load once, as they are first listened to.
  await vi.waitFor(() => expect([...calls].sort()).toEqual(['getKyc', 'getMe', 'getVaSettings']));
  expect(live.$liveStatus.get()).toBe('open');
  calls.length = 0;
  const stop = () => {
    for (const each of [...unsubscribe, live.stopLive]) each();
  };
  return { ...stores, changesLevel, $profile, stream, stop };
}

beforeEach(() => {
  calls.length = 0;
  level = 0;
  vaEnable = false;
  openStream.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

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

describe('the stream opening', () => {
  it('leaves the profile as it is when the re-read answers the same, so its followers do not read again', async () => {
    vi.resetModules();
    const { $profile, reloadProfile } = await import('../../src/stores/profile.ts');
    await reloadProfile();
    const heard: unknown[] = [];
    const unlisten = $profile.listen((profile) => heard.push(profile));
    await reloadProfile();
    expect(heard).toEqual([]);
    level += 1;
    await reloadProfile();
    expect(heard).toHaveLength(1);
    expect($profile.get()?.accountLevel.level).toBe(level);
    unlisten();
  });

  it('reads the profile again, so VAs switched on before the stream opened show without a reload', async () => {
    vi.resetModules();
    const live = await import('../../src/stores/live.ts');
    const { followLevelChanges } = await import('../../src/stores/level-changes.ts');
    const { $profile, reloadProfile } = await import('../../src/stores/profile.ts');
    await reloadProfile();
    expect($profile.get()?.vaEnable).toBe(false);
    // The operator switches VAs on after the page read the profile, before the stream is heard.
    vaEnable = true;
    openStream.mockResolvedValueOnce(liveStream().response);
    const stop = followLevelChanges(live.onLiveEvent);
    calls.length = 0;
    live.startLive();
    await vi.waitFor(() => expect($profile.get()?.vaEnable).toBe(true));
    // Level and tier did not move: the verification and the VA settings are not read again.
    expect(calls).toEqual(['getMe']);
    stop();
    live.stopLive();
  });

  it('after a drop, a level raised meanwhile makes the verification and the VA settings be read again', async () => {
    const { stream, $profile, $kyc, stop } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    level = 3;
    openStream.mockResolvedValueOnce(liveStream().response);
    stream.drop();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect([...calls].sort()).toEqual(['getKyc', 'getMe', 'getVaSettings']));
    await vi.waitFor(() => expect($kyc.get().data).toEqual({ account_level: 3 }));
    expect($profile.get()?.accountLevel.level).toBe(3);
    stop();
  });
});
