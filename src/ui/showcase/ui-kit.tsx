/** The /test showcase (PRODUCT.md section 4): every shared primitive in every state. */
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { Spinner } from '../spinner.tsx';
import { ButtonsSection } from './buttons-section.tsx';
import { DetailSection } from './detail-section.tsx';
import { AlertsSection, BadgesSection, SkeletonSection } from './feedback-sections.tsx';
import { FieldsSection } from './fields-section.tsx';
import { KitSection } from './kit-section.tsx';
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

// The wizard and confirm step bring the money formatting (big.js) and the kit stores: loaded after the page.
const loadWizardSections = () => import('./wizard-sections.tsx');

/**
 * The rest of the kit, rendered in the browser (`client:only`): it starts below the first screen, and prerendering
 * all of it would put the page over its 14 KB first flight (PRODUCT.md section 5).
 */
export function UiKitRest() {
  const wizardSections = useLazyModule(loadWizardSections, true);
  return (
    <div className="mt-10 flex flex-col gap-10">
      <SelectSection />
      <LazyMoneySection />
      <DialogSection />
      <SlideOverSection />
      <ToastsSection />
      <TableSection />
      <ListSection />
      <DetailSection />
      <TabsSection />
      <StepperSection />
      {wizardSections ? (
        <>
          <wizardSections.WizardSection />
          <wizardSections.ConfirmSection />
        </>
      ) : null}
      <BadgesSection />
      <AlertsSection />
      <SkeletonSection />
    </div>
  );
}

const loadMoneySection = () => import('./money-section.tsx');

/**
 * The money blocks, loaded after the rest of the kit: with their rules and the exporter's wiring they would
 * put the page over its first-load budget, and a real screen loads its QR and export code on demand too.
 */
function LazyMoneySection() {
  const loaded = useLazyModule(loadMoneySection, true);
  if (loaded) return <loaded.MoneySection />;
  return (
    <KitSection testId="kit-money" title={m.ui_kit_section_money()}>
      <Spinner label={m.ui_loading()} />
    </KitSection>
  );
}
