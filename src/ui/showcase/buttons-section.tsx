/** Buttons on /test: every variant in every state, the sizes, icon-only and full width. */

import { BUTTON_VARIANTS, type ButtonVariant } from '../../lib/appearance.ts';
import { m } from '../../lib/i18n.ts';
import { BUTTON_SIZES, Button, type ButtonSize } from '../button.tsx';
import { KitRow, KitSection } from './kit-section.tsx';

const VARIANT_LABEL: Readonly<Record<ButtonVariant, () => string>> = {
  primary: m.ui_kit_variant_primary,
  secondary: m.ui_kit_variant_secondary,
  ghost: m.ui_kit_variant_ghost,
  danger: m.ui_kit_variant_danger,
};

const SIZE_LABEL: Readonly<Record<ButtonSize, () => string>> = {
  sm: m.ui_kit_size_sm,
  md: m.ui_kit_size_md,
  lg: m.ui_kit_size_lg,
};

/** The buttons section. */
export function ButtonsSection() {
  return (
    <KitSection testId="kit-buttons" title={m.ui_kit_section_buttons()} description={m.ui_kit_buttons_hint()}>
      {BUTTON_VARIANTS.map((variant) => (
        <KitRow key={variant} label={VARIANT_LABEL[variant]()}>
          <Button variant={variant}>{m.ui_kit_state_default()}</Button>
          <Button variant={variant} disabled>
            {m.ui_kit_state_disabled()}
          </Button>
          <Button variant={variant} loading>
            {m.ui_kit_state_loading()}
          </Button>
        </KitRow>
      ))}
      <KitRow label={m.ui_kit_sizes()}>
        {BUTTON_SIZES.map((size) => (
          <Button key={size} size={size} icon="i-lucide-send">
            {SIZE_LABEL[size]()}
          </Button>
        ))}
      </KitRow>
      <KitRow label={m.ui_kit_icon_buttons()}>
        <Button variant="primary" icon="i-lucide-user-plus" aria-label={m.ui_kit_action_add_recipient()} />
        <Button variant="secondary" icon="i-lucide-download" aria-label={m.ui_kit_action_download()} />
        <Button variant="ghost" icon="i-lucide-copy" aria-label={m.ui_kit_action_copy()} />
        <Button variant="danger" icon="i-lucide-trash-2" aria-label={m.ui_kit_action_delete()} />
        <Button variant="secondary" icon="i-lucide-download" aria-label={m.ui_kit_action_download()} loading />
        <Button variant="secondary" icon="i-lucide-trash-2" aria-label={m.ui_kit_action_delete()} disabled />
      </KitRow>
      <KitRow label={m.ui_kit_full_width()}>
        <Button block size="lg" trailingIcon="i-lucide-arrow-right">
          {m.ui_kit_action_continue()}
        </Button>
      </KitRow>
    </KitSection>
  );
}
