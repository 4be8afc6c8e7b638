/**
 * A record's status history (PRODUCT.md section 4: pending → process → approved…) as an ordered list, oldest
 * first as the contract sends it: each step's status, its time in the user's locale and the operator's note.
 * The newest step of a record still moving pulses, so "it is still going" does not rest on colour alone.
 */
import { useId } from 'react';
import type { Tone } from '../lib/appearance.ts';
import { formatDateTime } from '../lib/date-format.ts';
import { getLocale, m } from '../lib/i18n.ts';
import { toneForStatus } from './badge.tsx';
import { statusLabel } from './status-label.ts';
import { TONE_SOLID } from './tones.ts';

/** One step of a status timeline (the contract's `statusTimeline` item). */
export interface TimelineStep {
  readonly status: string;
  /** ISO 8601 instant. */
  readonly at: string;
  readonly note: string | null;
}

interface Props {
  steps: readonly TimelineStep[];
  /** The record has not reached a final status: its newest step is still in progress. */
  ongoing?: boolean;
  title?: string;
  /** A record whose statuses have words and colours of their own (card transactions); the shared ones by default. */
  labelOf?: (status: string) => string;
  toneOf?: (status: string) => Tone;
}

/** The status timeline. */
export function StatusTimeline({
  steps,
  ongoing = false,
  title = m.ui_timeline_title(),
  labelOf = statusLabel,
  toneOf = toneForStatus,
}: Props) {
  const locale = getLocale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      <ol className="mt-4 flex flex-col">
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          const tone = toneOf(step.status);
          return (
            // A status can repeat (on hold, then pending again): its position tells steps apart.
            <li key={`${step.at}-${step.status}`} className="relative flex gap-3 pb-5 last:pb-0">
              {last ? null : <span className="absolute left-[5px] top-4 bottom-0 w-0.5 bg-border" aria-hidden="true" />}
              <span
                className={`relative mt-1 h-3 w-3 shrink-0 rounded-full ${TONE_SOLID[tone]}${
                  last && ongoing ? ' animate-pulse' : ''
                }`}
                aria-hidden="true"
              />
              <div className="min-w-0 text-sm">
                <p className="font-semibold">{labelOf(step.status)}</p>
                <p className="text-muted tabular-nums">
                  <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
                </p>
                {step.note ? <p className="mt-1 break-words">{step.note}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
