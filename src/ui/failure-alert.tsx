/**
 * Why something could not load, with the way out: offline (it retries by itself when the connection is back, or
 * now) or failed (the reason, in the user's language, and a retry). Shared by the list and detail views.
 */

import { failureText } from '../lib/failure-text.ts';
import type { ApiFailure } from '../lib/http/errors.ts';
import { m } from '../lib/i18n.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

interface Props {
  offline: boolean;
  failure: ApiFailure | null;
  /** What could not load, e.g. "We couldn't load this list". */
  title: string;
  /** What happens once the connection is back. */
  offlineText: string;
  onRetry: () => void;
}

/** The failure alert. */
export function FailureAlert({ offline, failure, title, offlineText, onRetry }: Props) {
  return (
    <Alert
      live
      tone={offline ? 'warning' : 'danger'}
      {...(offline ? { icon: 'i-lucide-wifi-off' } : {})}
      title={offline ? m.ui_list_offline_title() : title}
      action={
        <Button variant="secondary" size="sm" icon="i-lucide-rotate-cw" onClick={onRetry}>
          {m.ui_list_retry()}
        </Button>
      }
    >
      {offline ? offlineText : failure ? failureText(failure) : null}
    </Alert>
  );
}
