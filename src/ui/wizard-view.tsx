/**
 * The frame of every wizard (stores/kit/wizard.ts): the stepper, the current step's heading and content,
 * and optional Back / Next buttons. On each arrival at a step (not on the first load) focus moves to the
 * step's heading, so keyboard and screen-reader users start reading the new step from its top
 * (PRODUCT.md section 5: focus is managed in wizards).
 */
import type { ReadableAtom } from 'nanostores';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { m } from '../lib/i18n.ts';
import { useStore } from '../lib/use-store.ts';
import type { WizardState } from '../stores/kit/wizard.ts';
import { Button } from './button.tsx';
import { Stepper } from './stepper.tsx';

/** What the view reads of a wizard store. */
export interface WizardViewStore<Id extends string> {
  readonly $state: ReadableAtom<Pick<WizardState<Id, unknown>, 'step' | 'arrivals' | 'submitting'>>;
  readonly steps: readonly Id[];
  back(): void;
}

/** A Next button: the submit of the step's form (`form`), or an action. */
export interface WizardNext {
  readonly label: string;
  /** The id of the step's form, which the button submits. */
  readonly form?: string;
  readonly onClick?: () => void;
  readonly disabled?: boolean;
}

interface Props<Id extends string> {
  readonly wizard: WizardViewStore<Id>;
  /** Names the list of steps ("Sign-up steps"). */
  readonly label: string;
  readonly stepLabel: (step: Id) => string;
  readonly heading: (step: Id) => string;
  /** The current step's content. */
  readonly children: ReactNode;
  /** Shows a Back button on every step but the first; leave off where each step has its own way back. */
  readonly back?: boolean;
  readonly next?: WizardNext;
  /** The step heading's level: 3 where the wizard sits in a section of a page that has its own h2. */
  readonly headingLevel?: 2 | 3;
  /** Shown beside the step heading (a draft's "Saved", a way out). */
  readonly aside?: ReactNode;
  /** Leave off the stepper on a step that is no step of a flow for the user (an overview the flow starts from). */
  readonly stepper?: boolean;
}

/** Stepper, step heading, step content, Back and Next. */
export function WizardView<Id extends string>({
  wizard,
  label,
  stepLabel,
  heading,
  children,
  back,
  next,
  headingLevel = 2,
  aside,
  stepper = true,
}: Props<Id>) {
  const { step, arrivals, submitting } = useStore(wizard.$state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const index = wizard.steps.indexOf(step);

  useEffect(() => {
    if (arrivals > 0) headingRef.current?.focus();
  }, [arrivals]);

  const showBack = back === true && index > 0;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="flex flex-col gap-6">
      {stepper ? (
        <Stepper steps={wizard.steps.map((id) => ({ id, label: stepLabel(id) }))} current={index} label={label} />
      ) : null}
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <Heading id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {heading(step)}
          </Heading>
          {aside}
        </div>
        {children}
        {showBack || next ? (
          <div className="flex flex-wrap-reverse items-center justify-between gap-3">
            {showBack ? (
              <Button type="button" variant="ghost" icon="i-lucide-arrow-left" onClick={() => wizard.back()}>
                {m.kit_wizard_back()}
              </Button>
            ) : (
              <span />
            )}
            {next ? (
              <Button
                type={next.form ? 'submit' : 'button'}
                form={next.form}
                onClick={next.onClick}
                disabled={next.disabled}
                loading={submitting}
                trailingIcon="i-lucide-arrow-right"
              >
                {next.label}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
