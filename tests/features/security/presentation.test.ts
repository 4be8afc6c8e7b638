import { afterEach, describe, expect, it } from 'vitest';
import { recoveryCodesFileName, recoveryCodesText } from '../../../src/features/security/recovery-codes.ts';
import { othersCount, SESSIONS_SHOWN_FIRST, sessionRows, shownRows } from '../../../src/features/security/sessions.ts';
import { setLocale } from '../../../src/lib/i18n.ts';
import { FakeSecurityApi } from './fake-security-api.ts';

afterEach(() => setLocale('en', { reload: false }));

const FRESH = { codes: ['abcde-23456', 'fghij-7abcd'], generated_at: '2026-03-15T07:05:00Z' };

describe('the recovery codes file', () => {
  it('says what the codes are, whose, when they were made and how to use them, then one code a line', () => {
    const text = recoveryCodesText(FRESH, 'lan@example.test', 'en');
    const lines = text.split('\n');
    expect(lines[0]).toBe('CamPay recovery codes');
    expect(lines[1]).toBe('Account: lan@example.test');
    expect(lines[2]).toMatch(/^Made: 03\/15\/2026 \d{1,2}:05 [AP]M$/);
    expect(lines[3]).toBe('Each code works once, in place of a verification code. Keep them somewhere safe.');
    expect(lines.slice(4)).toEqual(['', 'abcde-23456', 'fghij-7abcd', '']);
  });

  it('is written in the page language, dates as Vietnamese people write them', () => {
    const lines = recoveryCodesText(FRESH, 'lan@example.test', 'vi').split('\n');
    expect(lines[0]).toBe('Mã khôi phục CamPay');
    expect(lines[1]).toBe('Tài khoản: lan@example.test');
    expect(lines[2]).toMatch(/^Tạo lúc: 15\/03\/2026 \d{2}:05$/);
    expect(lines.at(-2)).toBe('fghij-7abcd');
  });

  it('is named after the day the codes were made', () => {
    expect(recoveryCodesFileName({ ...FRESH, generated_at: '2026-03-15T12:00:00Z' })).toBe(
      'campay-recovery-codes-2026-03-15.txt',
    );
  });
});

describe('recent sign-ins', () => {
  const now = Date.UTC(2026, 2, 1, 9, 0);
  const { sessions } = new FakeSecurityApi();

  it('shows this device first, then the most recently active', () => {
    expect(sessionRows(sessions, 'en', now).map((row) => [row.device, row.current])).toEqual([
      ['Chrome 131 on Windows', true],
      ['Safari 17 on iPhone', false],
      ['Unknown device', false],
    ]);
  });

  it('says "Unknown device" and "Place unknown" where the browser and the lookup said nothing', () => {
    const [, , unknown] = sessionRows(sessions, 'en', now);
    expect(unknown).toMatchObject({ device: 'Unknown device', place: 'Place unknown', mobile: false });
    const [, iphone] = sessionRows(sessions, 'en', now);
    expect(iphone).toMatchObject({ place: 'Hanoi, Vietnam · 203.0.113.7', mobile: true });
    const [mine] = sessionRows(sessions, 'en', now);
    expect(mine?.place).toBe('203.0.113.7');
  });

  it('writes each time relative and exact, in the user language', () => {
    const [mine, iphone] = sessionRows(sessions, 'en', now);
    expect(iphone?.lastActive.relative).toBe('5 minutes ago');
    expect(mine?.lastActive.relative).toBe('a minute ago');
    expect(iphone?.signedIn.relative).toBe('an hour ago');
    expect(iphone?.signedIn.exact).toMatch(/^03\/01\/2026 \d{1,2}:00 [AP]M$/);
    expect(iphone?.signedIn.iso).toBe('2026-03-01T08:00:00.000Z');
    const [, vietnamese, unknown] = sessionRows(sessions, 'vi', now);
    expect(vietnamese?.lastActive.relative).toBe('5 phút trước');
    expect(unknown).toMatchObject({ device: 'Thiết bị không xác định', place: 'Không rõ vị trí' });
    expect(vietnamese?.signedIn.exact).toMatch(/^01\/03\/2026 \d{2}:00$/);
  });

  it('shows the first few rows until asked for all, and says how many more there are', () => {
    const many = Array.from({ length: SESSIONS_SHOWN_FIRST + 3 }, (_, index) => ({
      ...sessions[1],
      id: `s${index}`,
      current: index === 4,
    })) as typeof sessions;
    const rows = sessionRows(many, 'en', now);
    const first = shownRows(rows, false);
    expect(first.more).toBe(3);
    expect(first.rows.map((row) => row.id)).toEqual(['s4', 's0', 's1', 's2', 's3']);
    expect(shownRows(rows, true)).toEqual({ rows, more: 0 });
    expect(shownRows(rows.slice(0, SESSIONS_SHOWN_FIRST), false).more).toBe(0);
  });

  it('counts the sessions signing out everywhere else would end', () => {
    expect(othersCount(sessions)).toBe(2);
    expect(othersCount(sessions.filter((each) => each.current))).toBe(0);
  });
});
