import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_FLAG, loadConfig, localServer } from '../../server/config.ts';

/** What `npm start` passes: demo mode. */
const deps = { root: '/srv/campay', args: [DEMO_FLAG], randomKey: () => 'generated-key-0123456789abcdef' };
const KEY = 'a-long-enough-operator-key-123';

describe('loadConfig', () => {
  it('has the documented defaults (npm start: demo mode)', () => {
    expect(loadConfig({}, deps)).toEqual({
      port: 4321,
      dataDir: '/srv/campay/.data',
      databaseUrl: null,
      accessTokenTtlS: 900,
      refreshTokenTtlS: 2_592_000,
      demo: true,
      adminKey: 'generated-key-0123456789abcdef',
      adminKeyGenerated: true,
      corsOrigins: [],
      trustedProxies: [],
      publicAppUrl: 'http://127.0.0.1:4321',
      settleDelayMs: 5000,
      logLevel: 'info',
      demoTotpSecret: null,
      webhookRetryUnitMs: 60_000,
      devWebhookReceiverCa: null,
    });
  });

  it('takes a test receiver CA (the webhook loopback allowance) on a demo server only', () => {
    const env = { DEV_WEBHOOK_RECEIVER_CA: 'e2e/webhook-receiver/cert.pem', WEBHOOK_RETRY_UNIT_MS: '500' };
    expect(loadConfig(env, deps)).toMatchObject({
      devWebhookReceiverCa: '/srv/campay/e2e/webhook-receiver/cert.pem',
      webhookRetryUnitMs: 500,
    });
    expect(() => loadConfig({ ...env, ADMIN_KEY: KEY }, { ...deps, args: [] })).toThrow(
      /DEV_WEBHOOK_RECEIVER_CA is for demo servers only/,
    );
    expect(() => loadConfig({ WEBHOOK_RETRY_UNIT_MS: '0' }, deps)).toThrow(ConfigError);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgres://app@db/campay',
        ACCESS_TOKEN_TTL_S: '60',
        REFRESH_TOKEN_TTL_S: '3600',
        NODE_ENV: 'production',
        ADMIN_KEY: KEY,
        CORS_ORIGINS: 'https://app.example.com, http://localhost:3000',
        TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,::1, 2001:DB8::/32',
        PUBLIC_APP_URL: 'https://app.campay.example/',
        SETTLE_DELAY_MS: '0',
        LOG_LEVEL: 'WARN',
        DEMO_TOTP_SECRET: 'jbswy3dpehpk3pxp',
      },
      { ...deps, args: [] },
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/campay/var/db',
      databaseUrl: 'postgres://app@db/campay',
      accessTokenTtlS: 60,
      refreshTokenTtlS: 3600,
      demo: false,
      adminKey: 'a-long-enough-operator-key-123',
      adminKeyGenerated: false,
      corsOrigins: ['https://app.example.com', 'http://localhost:3000'],
      trustedProxies: ['10.0.0.0/8', '127.0.0.1/32', '::1/128', '2001:db8::/32'],
      publicAppUrl: 'https://app.campay.example',
      settleDelayMs: 0,
      logLevel: 'warn',
      demoTotpSecret: 'JBSWY3DPEHPK3PXP',
    });
  });

  it('keeps an absolute DATA_DIR and treats blank values as unset', () => {
    const config = loadConfig({ DATA_DIR: '/var/lib/campay', DATABASE_URL: '  ', PORT: '' }, deps);
    expect([config.dataDir, config.databaseUrl, config.port]).toEqual(['/var/lib/campay', null, 4321]);
  });

  it('is frozen', () => {
    const config = loadConfig({}, deps);
    expect(Object.isFrozen(config) && Object.isFrozen(config.corsOrigins)).toBe(true);
    expect(Object.isFrozen(config.trustedProxies)).toBe(true);
  });

  it('generates a different admin key per demo start by default', () => {
    const first = loadConfig({}, { args: [DEMO_FLAG] }).adminKey;
    expect(first.length).toBeGreaterThanOrEqual(24);
    expect(loadConfig({}, { args: [DEMO_FLAG] }).adminKey).not.toBe(first);
  });

  it('is not in demo mode without --demo, whatever NODE_ENV says, and then needs ADMIN_KEY', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const config = loadConfig({ NODE_ENV, ADMIN_KEY: KEY }, { ...deps, args: [] });
      expect([config.demo, config.adminKeyGenerated]).toEqual([false, false]);
      expect(() => loadConfig({ NODE_ENV }, { ...deps, args: [] })).toThrow(/ADMIN_KEY is required outside demo mode/);
    }
  });

  it('follows PORT in the default public URL', () => {
    expect(loadConfig({ PORT: '4332' }, deps).publicAppUrl).toBe('http://127.0.0.1:4332');
  });

  it('tells the operator CLI where the local server is without needing the rest', () => {
    expect(localServer({ PORT: '8080', DATA_DIR: 'var/db', LOG_LEVEL: 'loud' }, '/srv/campay')).toEqual({
      port: 8080,
      dataDir: '/srv/campay/var/db',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: '0' }, /PORT/],
    [{ ACCESS_TOKEN_TTL_S: '1.5' }, /ACCESS_TOKEN_TTL_S/],
    [{ REFRESH_TOKEN_TTL_S: '-1' }, /REFRESH_TOKEN_TTL_S/],
    [{ SETTLE_DELAY_MS: 'soon' }, /SETTLE_DELAY_MS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ CORS_ORIGINS: '*' }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: 'https://app.example.com/path' }, /CORS_ORIGINS/],
    [{ TRUSTED_PROXIES: 'proxy.internal' }, /TRUSTED_PROXIES/],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, /TRUSTED_PROXIES/],
    [{ TRUSTED_PROXIES: '2001:db8::/129' }, /TRUSTED_PROXIES/],
    [{ TRUSTED_PROXIES: '10.0.0.0/8/1' }, /TRUSTED_PROXIES/],
    [{ TRUSTED_PROXIES: '10.0.0.0/' }, /TRUSTED_PROXIES/],
    [{ TRUSTED_PROXIES: '*' }, /TRUSTED_PROXIES/],
    [{ NODE_ENV: 'production' }, /--demo \(demo mode\) cannot run with NODE_ENV=production/],
    [{ PUBLIC_APP_URL: 'app.example.com' }, /PUBLIC_APP_URL/],
    [{ PUBLIC_APP_URL: 'https://app.example.com/app' }, /PUBLIC_APP_URL/],
    [{ PUBLIC_APP_URL: 'https://app.example.com/?x=1' }, /PUBLIC_APP_URL/],
    [{ PUBLIC_APP_URL: 'https://user:pass@app.example.com' }, /PUBLIC_APP_URL/],
    [{ PUBLIC_APP_URL: 'javascript:alert(1)' }, /PUBLIC_APP_URL/],
    [{ PUBLIC_APP_URL: 'ftp://app.example.com' }, /PUBLIC_APP_URL/],
    [{ ADMIN_KEY: 'short' }, /ADMIN_KEY must be at least/],
    [{ DEMO_TOTP_SECRET: 'NOT-BASE32-1890' }, /DEMO_TOTP_SECRET/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env, deps)).toThrow(ConfigError);
    expect(() => loadConfig(env, deps)).toThrow(message);
  });
});
