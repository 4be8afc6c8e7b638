/** A notification's words: amounts written as money in the reader's language, exactly; other values as given. */
import { describe, expect, it } from 'vitest';
import { notificationText } from '../../../server/notifications/texts.ts';

describe('a notification with an amount', () => {
  it('writes it as money in the reader’s language, to the last digit the wire carried', () => {
    expect(notificationText('TOP_UP_APPROVED', { amount: '480000', currency: 'VND' }, 'vi').body).toBe(
      '480.000\u00a0₫ đã được cộng vào số dư của bạn.',
    );
    expect(notificationText('TOP_UP_APPROVED', { amount: '480000', currency: 'VND' }, 'en').body).toBe(
      '₫480,000 was added to your balance.',
    );
    expect(
      notificationText('WITHDRAW_REJECTED', { amount: '1250.125', currency: 'USD', reason: 'Costs $5' }, 'en').body,
    ).toBe('Your withdrawal of $1,250.125 was rejected and returned: Costs $5');
  });

  it('leaves a token Intl does not write as money, and a value that is no decimal, as they came', () => {
    expect(notificationText('TOP_UP_APPROVED', { amount: '12.5', currency: 'USDT' }, 'en').body).toBe(
      '12.5 USDT was added to your balance.',
    );
    expect(notificationText('TOP_UP_APPROVED', { amount: 'soon', currency: 'VND' }, 'en').body).toBe(
      'soon VND was added to your balance.',
    );
  });
});
