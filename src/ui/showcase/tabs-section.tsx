/** Tabs on /test: four tabs, one disabled. */
import { m } from '../../lib/i18n.ts';
import { Tabs } from '../tabs.tsx';
import { KitSection } from './kit-section.tsx';

/** The tabs section. */
export function TabsSection() {
  const panel = (text: string) => <p className="text-sm text-muted">{text}</p>;
  return (
    <KitSection testId="kit-tabs" title={m.ui_kit_section_tabs()} description={m.ui_kit_tabs_hint()}>
      <Tabs
        label={m.ui_kit_tabs_label()}
        items={[
          {
            id: 'overview',
            label: m.ui_kit_tab_overview(),
            icon: 'i-lucide-layout-dashboard',
            content: panel(m.ui_kit_tab_overview_body()),
          },
          {
            id: 'activity',
            label: m.ui_kit_tab_activity(),
            icon: 'i-lucide-activity',
            content: panel(m.ui_kit_tab_activity_body()),
          },
          {
            id: 'limits',
            label: m.ui_kit_tab_limits(),
            icon: 'i-lucide-gauge',
            content: panel(m.ui_kit_tab_limits_body()),
          },
          {
            id: 'statements',
            label: m.ui_kit_tab_statements(),
            icon: 'i-lucide-file-text',
            content: null,
            disabled: true,
          },
        ]}
      />
    </KitSection>
  );
}
