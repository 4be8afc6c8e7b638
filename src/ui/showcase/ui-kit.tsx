/** The /test showcase (PRODUCT.md section 4): every shared primitive in every state. */
import { m } from '../../app/i18n.ts';
import { ButtonsSection } from './buttons-section.tsx';
import { AlertsSection, BadgesSection, SkeletonSection } from './feedback-sections.tsx';
import { FieldsSection } from './fields-section.tsx';
import { DialogSection, SlideOverSection } from './overlays-sections.tsx';
import { SelectSection } from './select-section.tsx';
import { StepperSection } from './stepper-section.tsx';
import { TableSection } from './table-section.tsx';
import { TabsSection } from './tabs-section.tsx';
import { ToastsSection } from './toasts-section.tsx';

/** The UI kit island. */
export default function UiKit() {
  return (
    <div className="flex flex-col gap-10">
      <p className="-mt-4 max-w-2xl text-sm text-muted">{m.ui_kit_intro()}</p>
      <ButtonsSection />
      <FieldsSection />
      <SelectSection />
      <DialogSection />
      <SlideOverSection />
      <ToastsSection />
      <TableSection />
      <TabsSection />
      <StepperSection />
      <BadgesSection />
      <AlertsSection />
      <SkeletonSection />
    </div>
  );
}
