/** One line of payment details — label, value, and a copy button where the payer types it into a banking app. */
import { CopyButton } from '../../ui/copy-button.tsx';

interface Props {
  readonly label: string;
  readonly value: string;
  /** What the copy button copies, said in its name ("Copy account number"); no button without it. */
  readonly copy?: string;
}

/** A `<dt>`/`<dd>` pair of a payment details list. */
export function Fact({ label, value, copy }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border py-3 last:border-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1 font-medium tabular-nums">
        <span className="break-words">{value}</span>
        {copy ? <CopyButton value={value} what={copy} /> : null}
      </dd>
    </div>
  );
}
