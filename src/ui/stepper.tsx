/**
 * Wizard progress (SPEC section 2 step lists). One ordered list at every width: a horizontal row
 * on wide screens; on phones only the current step shows, under "Step 2 of 4" and a progress bar.
 */
import { m } from '../lib/i18n.ts';

/** A wizard step: the SPEC step id and its translated label. */
export interface Step {
  id: string;
  label: string;
}

interface Props {
  steps: readonly Step[];
  /** Index of the current step; `steps.length` means every step is done. */
  current: number;
  /** Names the list, e.g. "Withdrawal steps". */
  label: string;
}

type StepState = 'completed' | 'current' | 'upcoming';

const DOT: Readonly<Record<StepState, string>> = {
  completed: 'bg-primary text-primary-fg',
  current: 'border-2 border-primary bg-primary-soft text-primary-text',
  upcoming: 'border border-border bg-surface text-muted',
};

/** The stepper primitive. */
export function Stepper({ steps, current, label }: Props) {
  const stateOf = (index: number): StepState =>
    index < current ? 'completed' : index === current ? 'current' : 'upcoming';
  const shown = Math.min(current + 1, steps.length);

  return (
    <div data-step={steps[current]?.id ?? 'done'}>
      <p className="text-xs font-medium text-muted sm:hidden" aria-hidden="true">
        {m.ui_stepper_progress({ current: shown, total: steps.length })}
      </p>
      <ol aria-label={label} className="flex items-center sm:gap-3">
        {steps.map((step, index) => {
          const state = stateOf(index);
          return (
            <li
              key={step.id}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex items-center gap-3 sm:flex-1 sm:last:flex-none ${state === 'current' ? '' : 'max-sm:sr-only'}`}
            >
              <span
                className={`grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-semibold max-sm:hidden ${DOT[state]}`}
                aria-hidden="true"
              >
                {state === 'completed' ? <span className="i-lucide-check text-base" /> : index + 1}
              </span>
              <span
                className={`whitespace-nowrap text-sm max-sm:(text-base font-semibold) ${state === 'upcoming' ? 'text-muted' : 'font-medium text-fg'}`}
              >
                {step.label}
                {state === 'completed' ? <span className="sr-only"> ({m.ui_stepper_completed()})</span> : null}
              </span>
              {index < steps.length - 1 ? (
                <span
                  className={`h-0.5 min-w-4 flex-1 rounded-full max-sm:hidden ${state === 'completed' ? 'bg-primary' : 'bg-border'}`}
                  aria-hidden="true"
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="mt-2 flex gap-1.5 sm:hidden" aria-hidden="true">
        {steps.map((step, index) => (
          <span key={step.id} className={`h-1 flex-1 rounded-full ${index <= current ? 'bg-primary' : 'bg-border'}`} />
        ))}
      </div>
    </div>
  );
}
