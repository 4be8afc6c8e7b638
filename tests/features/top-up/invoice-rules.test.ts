/**
 * The invoice form's own checks (src/features/top-up/invoice-rules.ts) and the due date rule it shares with the
 * server (src/lib/due-date.ts), on Vietnam's calendar; the text an invoice is shared with.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { invoiceProblems } from '../../../src/features/top-up/invoice-rules.ts';
import { invoiceShareText } from '../../../src/features/top-up/invoice-share.ts';
import { dueDateBounds, dueDateProblem } from '../../../src/lib/due-date.ts';
import { setLocale } from '../../../src/lib/i18n.ts';

afterEach(() => setLocale('en', { reload: false }));

// 18:30 UTC on 25 November is already 26 November in Vietnam.
const EVENING = new Date('2026-11-25T18:30:00Z');
const FINE = { payer_name: 'Trần Thị Bích Ngọc', payer_email: 'ngoc@example.vn', note: '', due_date: '2026-12-01' };

describe('the due date', () => {
  it("counts from Vietnam's today to a year ahead", () => {
    expect(dueDateBounds(EVENING)).toEqual({ min: '2026-11-26', max: '2027-11-26' });
    expect(dueDateProblem('2026-11-25', EVENING)).toBe('due_date_past');
    expect(dueDateProblem('2026-11-26', EVENING)).toBeNull();
    expect(dueDateProblem('2027-11-26', EVENING)).toBeNull();
    expect(dueDateProblem('2027-11-27', EVENING)).toBe('due_date_too_far');
  });
});

describe('the invoice fields', () => {
  it('takes a complete invoice', () => {
    expect(invoiceProblems(FINE, EVENING)).toEqual({});
  });

  it('names each problem by its catalogue key', () => {
    expect(
      invoiceProblems({ payer_name: ' ', payer_email: 'ngoc@', note: 'x'.repeat(201), due_date: '' }, EVENING),
    ).toEqual({
      payer_name: { key: 'required' },
      payer_email: { key: 'email_format' },
      note: { key: 'too_long', params: { maximum: 200 } },
      due_date: { key: 'required' },
    });
    expect(invoiceProblems({ ...FINE, payer_name: 'A', due_date: '2026-11-25' }, EVENING)).toEqual({
      payer_name: { key: 'name_too_short', params: { minimum: 2 } },
      due_date: { key: 'due_date_past' },
    });
  });
});

describe('the shared text', () => {
  it('holds everything the payer needs, in the user language, the due date on its own calendar day', () => {
    setLocale('vi', { reload: false });
    const text = invoiceShareText(
      {
        code: 'INV-20261125-000007',
        amount: '1500000',
        currency: 'VND',
        reference: 'CPINV7XK2',
        due_date: '2026-12-01',
        note: 'Đơn hàng #1024',
        virtual_account: {
          id: 3,
          bank_short_name: 'BIDV',
          bank_name: 'BIDV',
          bank_bin: '970418',
          account_number: '96247123456789',
          account_name: 'CONG TY ABC',
        },
      },
      'vi',
    );
    expect(text.split('\n')).toEqual([
      'Yêu cầu thanh toán INV-20261125-000007',
      // Money keeps its number and symbol together with a no-break space (src/lib/money.ts).
      'Số tiền (chính xác): 1.500.000\u00a0₫',
      'Ngân hàng: BIDV (BIDV)',
      'Số tài khoản: 96247123456789',
      'Tên tài khoản: CONG TY ABC',
      'Nội dung chuyển khoản: CPINV7XK2',
      'Hạn thanh toán: 01/12/2026',
      'Ghi chú: Đơn hàng #1024',
    ]);
  });
});
