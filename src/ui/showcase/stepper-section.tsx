/** Stepper on /test: the withdraw wizard (SPEC section 2) at each of its steps. */
import { m } from '../../lib/i18n.ts';
import { type Step, Stepper } from '../stepper.tsx';
import { KitSection } from './kit-section.tsx';

/** The stepper section. */
export function StepperSection() {
  const steps: Step[] = [
    { id: 'select-info', label: m.ui_kit_step_select_info() },
    { id: 'enter-info', label: m.ui_kit_step_enter_info() },
    { id: 'verify-2fa', label: m.ui_kit_step_verify_2fa() },
    { id: 'verifying', label: m.ui_kit_step_verifying() },
  ];
  return (
    <KitSection testId="kit-stepper" title={m.ui_kit_section_stepper()}>
      {steps.map((step, index) => (
        <div key={step.id} className="border-b border-border pb-6 last:(border-0 pb-0)">
          <Stepper steps={steps} current={index} label={m.ui_kit_stepper_label()} />
        </div>
      ))}
    </KitSection>
  );
}
