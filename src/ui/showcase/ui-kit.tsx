/** The /test showcase (PRODUCT.md section 4): every shared primitive in every state. */
import type { ReactNode } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { Spinner } from '../spinner.tsx';
import { ButtonsSection } from './buttons-section.tsx';
import { AlertsSection, BadgesSection, SkeletonSection } from './feedback-sections.tsx';
import { FieldsSection } from './fields-section.tsx';
import { KitSection } from './kit-section.tsx';
import { DialogSection, SlideOverSection } from './overlays-sections.tsx';
import { SelectSection } from './select-section.tsx';
import { StepperSection } from './stepper-section.tsx';
import { SwitchSection } from './switch-section.tsx';
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

// The table, list and detail examples bring the money formatting (big.js): loaded after the page.
const loadTableSection = () => import('./table-section.tsx');
const loadListSection = () => import('./list-section.tsx');
const loadDetailSection = () => import('./detail-section.tsx');
const loadMoneySection = () => import('./money-section.tsx');

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
      <SwitchSection />
      <LazySection
        load={loadMoneySection}
        testId="kit-money"
        title={m.ui_kit_section_money()}
        render={(loaded) => <loaded.MoneySection />}
      />
      <DialogSection />
      <SlideOverSection />
      <ToastsSection />
      <LazySection
        load={loadTableSection}
        testId="kit-table"
        title={m.ui_kit_section_table()}
        render={(loaded) => <loaded.TableSection />}
      />
      <LazySection
        load={loadListSection}
        testId="kit-list"
        title={m.ui_kit_section_list()}
        render={(loaded) => <loaded.ListSection />}
      />
      <LazySection
        load={loadDetailSection}
        testId="kit-detail"
        title={m.ui_kit_section_detail()}
        render={(loaded) => <loaded.DetailSection />}
      />
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

interface LazySectionProps<Module> {
  load: () => Promise<Module>;
  testId: string;
  title: string;
  render: (module: Module) => ReactNode;
}

/**
 * A section loaded after the rest of the kit, titled with a spinner until then: its examples bring code (the money
 * formatting, the exporter's wiring) that would put the page over its first-load budget, and a real screen loads
 * such code on demand too.
 */
function LazySection<Module>({ load, testId, title, render }: LazySectionProps<Module>) {
  const loaded = useLazyModule(load, true);
  if (loaded) return render(loaded);
  return (
    <KitSection testId={testId} title={title}>
      <Spinner label={m.ui_loading()} />
    </KitSection>
  );
}
