/** A transfer method's name follows the interface language by its code; an unknown code keeps the server's name. */
import { afterEach, expect, it } from 'vitest';
import { setLocale } from '../../src/lib/i18n.ts';
import { transferMethodName } from '../../src/lib/transfer-method-name.ts';

afterEach(() => setLocale('en', { reload: false }));

it('names a known method in the interface language, and an unknown one as the server does', () => {
  const bank = { code: 'LOCAL_BANK_TRANSFER', name: 'Local bank transfer' };
  expect(transferMethodName(bank)).toBe('Local bank transfer');
  setLocale('vi', { reload: false });
  expect(transferMethodName(bank)).toBe('Chuyển khoản ngân hàng trong nước');
  expect(transferMethodName({ code: 'CARD_PUSH', name: 'Card push' })).toBe('Card push');
});
