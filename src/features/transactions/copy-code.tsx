/**
 * The reference with a copy button.
 * TODO(issue 11): replace with src/ui/copy-button.tsx (built on branch i11-money) once it is on main.
 */
import { useState } from 'react';
import { m } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';

/** A code and a button that copies it, saying so for a moment. */
export function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono">{code}</span>
      <Button
        variant="ghost"
        size="sm"
        icon={copied ? 'i-lucide-check' : 'i-lucide-copy'}
        aria-label={copied ? m.tx_copied() : m.tx_copy_code()}
        onClick={() => void copy()}
      />
      <span role="status" className="sr-only">
        {copied ? m.tx_copied() : ''}
      </span>
    </span>
  );
}
