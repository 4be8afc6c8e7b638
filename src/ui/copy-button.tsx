/**
 * Copies a value (an account number, a reference) with one press. Screen readers hear "Copied" (or why it
 * failed) from a live region that is always in the page, so the announcement is not lost; the icon turns into a
 * check for two seconds.
 */
import { useEffect, useState } from 'react';
import { copyText } from '../lib/clipboard.ts';
import { m } from '../lib/i18n.ts';
import { Button, type ButtonSize } from './button.tsx';

/** How long the button shows it copied. */
const DONE_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

interface Props {
  /** The text copied. */
  readonly value: string;
  /** What it is, in the page's language ("account number"): names the button and the announcement. */
  readonly what: string;
  /** An icon-only button (beside the value, the default) or one that also says "Copy". */
  readonly withText?: boolean;
  readonly size?: ButtonSize;
}

export function CopyButton({ value, what, withText = false, size = 'sm' }: Props) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), DONE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    setState((await copyText(value)) ? 'copied' : 'failed');
  }

  const icon = state === 'copied' ? 'i-lucide-check' : 'i-lucide-copy';
  const label = m.copy_action_label({ what });
  const announcement = state === 'copied' ? m.copy_done_label({ what }) : state === 'failed' ? m.copy_failed() : '';
  return (
    <span className="inline-flex items-center gap-2">
      {withText ? (
        <Button variant="secondary" size={size} icon={icon} aria-label={label} onClick={copy}>
          {state === 'copied' ? m.copy_done() : m.copy_action()}
        </Button>
      ) : (
        <Button variant="ghost" size={size} icon={icon} aria-label={label} title={label} onClick={copy} />
      )}
      <span role="status" className={state === 'failed' ? 'text-sm text-danger' : 'sr-only'}>
        {announcement}
      </span>
    </span>
  );
}
