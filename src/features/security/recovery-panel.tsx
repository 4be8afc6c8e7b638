/**
 * Fresh recovery codes, shown this once (security-store.ts `$fresh`): the server keeps only their hashes. In place of
 * the 2FA card until the user says they saved them, with a text file to download and a copy of the same text
 * (recovery-codes.ts). Focus moves to its heading, so keyboard and screen-reader users start here.
 */
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../lib/date-format.ts';
import { downloadBlob } from '../../lib/download.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { type FreshCodes, recoveryCodesFileName, recoveryCodesText } from './recovery-codes.ts';

interface Props {
  readonly fresh: FreshCodes;
  readonly email: string;
  readonly onSaved: () => void;
}

export function RecoveryPanel({ fresh, email, onSaved }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const locale = getLocale();
  const text = recoveryCodesText(fresh, email, locale);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="security-fresh-heading" className="flex flex-col gap-5">
      <h2 id="security-fresh-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {m.security_fresh_heading()}
      </h2>
      <Alert tone="warning" title={m.security_fresh_once()}>
        {m.security_fresh_about()}
      </Alert>
      <ol
        data-testid="recovery-codes"
        aria-label={m.security_codes_heading()}
        className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2"
      >
        {fresh.codes.map((code) => (
          <li
            key={code}
            className="rounded-lg border border-border bg-surface-2 px-3 py-2 text-center font-mono text-base tracking-wider"
          >
            {code}
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted">
        {m.security_fresh_made({ date: formatDateTime(fresh.generated_at, locale) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          icon="i-lucide-download"
          onClick={() =>
            downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), recoveryCodesFileName(fresh))
          }
        >
          {m.security_fresh_download()}
        </Button>
        <CopyButton value={text} what={m.security_fresh_copy_what()} withText size="md" />
      </div>
      <div className="flex justify-end border-t border-border pt-5">
        <Button icon="i-lucide-check" onClick={onSaved}>
          {m.security_fresh_saved()}
        </Button>
      </div>
    </section>
  );
}
