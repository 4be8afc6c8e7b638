import { describe, expect, it } from 'vitest';
import { isBot } from '../../src/lib/bots.ts';

describe('bot detection', () => {
  it('recognises crawlers and link previewers', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (compatible; YandexSpider/3.0)',
    ]) {
      expect(isBot(agent)).toBe(true);
    }
  });

  it('treats people, including headless test browsers, as people', () => {
    for (const agent of [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36',
      '',
    ]) {
      expect(isBot(agent)).toBe(false);
    }
    expect(isBot(null)).toBe(false);
  });
});
