/**
 * What step two shows while its record (a top-up or an invoice) is not there: gone (start a new one), or not read
 * (offline, failed — with a retry).
 */
import type { ApiFailure } from '../../lib/http/errors.ts';
import { m } from '../../lib/i18n.ts';
import type { DetailStatus } from '../../stores/kit/detail.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { topUpFlow } from './top-up-store.ts';

interface Props {
  readonly status: DetailStatus;
  readonly failure: ApiFailure | null;
  readonly onRetry: () => void;
}

/** The not-found or failure alert of step two. */
export function UnreadStep({ status, failure, onRetry }: Props) {
  if (status === 'not-found') {
    return (
      <Alert
        tone="warning"
        title={m.topup_not_found_title()}
        action={<Button onClick={topUpFlow.startOver}>{m.topup_new()}</Button>}
      >
        {m.topup_not_found_text()}
      </Alert>
    );
  }
  return (
    <FailureAlert
      offline={status === 'offline'}
      failure={failure}
      title={m.topup_load_failed()}
      offlineText={m.topup_load_offline()}
      onRetry={onRetry}
    />
  );
}
