/** Sharing the sign-up link: the share sheet where there is one, the clipboard otherwise or when it is refused. */
import { describe, expect, it, vi } from 'vitest';
import { canShare, type ShareHost, shareLink } from '../../../src/features/referral/share.ts';

const content = { title: 'CamPay', text: 'Join me with code ABC123.', url: 'https://campay.example/signup?ref=ABC123' };

function host(overrides: Partial<ShareHost> = {}) {
  const copied: string[] = [];
  const shared: ShareData[] = [];
  const made: ShareHost = {
    share: async (data) => {
      shared.push(data);
    },
    copy: async (text) => {
      copied.push(text);
      return true;
    },
    ...overrides,
  };
  return { host: made, copied, shared };
}

const failing = (name: string) => async () => {
  throw Object.assign(new Error(name), { name });
};

describe('shareLink', () => {
  it('hands the title, text and exact link to the share sheet and copies nothing', async () => {
    const { host: given, copied, shared } = host();
    expect(await shareLink(content, given)).toBe('shared');
    expect(shared).toEqual([content]);
    expect(copied).toEqual([]);
  });

  it('copies the exact link where the browser has no share sheet', async () => {
    const { host: given, copied } = host({ share: undefined });
    expect(canShare(content, given)).toBe(false);
    expect(await shareLink(content, given)).toBe('copied');
    expect(copied).toEqual([content.url]);
  });

  it('copies when the browser says it cannot share this content', async () => {
    const share = vi.fn();
    const { host: given, copied } = host({ share, canShare: () => false });
    expect(canShare(content, given)).toBe(false);
    expect(await shareLink(content, given)).toBe('copied');
    expect(share).not.toHaveBeenCalled();
    expect(copied).toEqual([content.url]);
  });

  it('copies when the sheet is refused (no permission), so the press still does something', async () => {
    const { host: given, copied } = host({ share: failing('NotAllowedError') });
    expect(await shareLink(content, given)).toBe('copied');
    expect(copied).toEqual([content.url]);
  });

  it('copies nothing when the person closes the sheet', async () => {
    const { host: given, copied } = host({ share: failing('AbortError') });
    expect(await shareLink(content, given)).toBe('cancelled');
    expect(copied).toEqual([]);
  });

  it('says so when neither the sheet nor the clipboard worked', async () => {
    const { host: given } = host({ share: undefined, copy: async () => false });
    expect(await shareLink(content, given)).toBe('failed');
  });
});
