/** The /test showcase (PRODUCT.md section 4): every shared primitive in every state. */
import { m } from '../../lib/i18n.ts';
import { ButtonsSection } from './buttons-section.tsx';
import { DetailSection } from './detail-section.tsx';
import { AlertsSection, BadgesSection, SkeletonSection } from './feedback-sections.tsx';
import { FieldsSection } from './fields-section.tsx';
import { ListSection } from './list-section.tsx';
import { DialogSection, SlideOverSection } from './overlays-sections.tsx';
import { SelectSection } from './select-section.tsx';
import { StepperSection } from './stepper-section.tsx';
import { TableSection } from './table-section.tsx';
import { TabsSection } from './tabs-section.tsx';
import { ToastsSection } from './toasts-section.tsx';

/**
 * The kit's first sections, prerendered and hydrated on load: what a visitor sees first paints with the page, not
 * after its script.
 */
export default function UiKit() {
  return (
    <div className="flex flex-col gap-10">
      <p className="-mt-4 max-w-2xl text-sm text-muted">{m.ui_kit_intro()}</p>
      <ButtonsSection />
      <FieldsSection />
    </div>
  );
}

/**
 * The rest of the kit, rendered in the browser (`client:only`): it starts below the first screen, and prerendering
 * all of it would put the page over its 14 KB first flight (PRODUCT.md section 5).
 */
export function UiKitRest() {
  return (
    <div className="mt-10 flex flex-col gap-10">
      <SelectSection />
      <DialogSection />
      <SlideOverSection />
      <ToastsSection />
      <TableSection />
      <ListSection />
      <DetailSection />
      <TabsSection />
      <StepperSection />
      <BadgesSection />
      <AlertsSection />
      <SkeletonSection />
    </div>
  );
}
