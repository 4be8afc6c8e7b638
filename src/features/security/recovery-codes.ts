/**
 * Recovery codes as the user keeps them (POST /two-factor/recovery-codes, or turning 2FA on): shown once, then
 * only their hashes are on the server. The text file and the copied text say whose they are and when they were
 * made, one code a line, so a printout or a password manager's note is enough on its own.
 */
import { formatDateTime } from '../../lib/date-format.ts';
import { m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';

/** A fresh set as the server answered it. */
export interface FreshCodes {
  readonly codes: readonly string[];
  readonly generated_at: string;
}

/** The lines of the file: what they are, the account, the date, how to use them, then the codes. */
export function recoveryCodesText(fresh: FreshCodes, email: string, locale: Locale): string {
  const heading = [
    m.security_codes_file_title({}, { locale }),
    m.security_codes_file_account({ email }, { locale }),
    m.security_codes_file_made({ date: formatDateTime(fresh.generated_at, locale) }, { locale }),
    m.security_codes_file_use({}, { locale }),
  ];
  return `${[...heading, '', ...fresh.codes].join('\n')}\n`;
}

/** `campay-recovery-codes-2026-03-15.txt`: the day they were made, in the user's time zone. */
export function recoveryCodesFileName(fresh: FreshCodes): string {
  const made = new Date(fresh.generated_at);
  const day = [made.getFullYear(), made.getMonth() + 1, made.getDate()].map((part) => String(part).padStart(2, '0'));
  return `campay-recovery-codes-${day.join('-')}.txt`;
}
