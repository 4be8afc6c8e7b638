/** Toasts on /test: one per colour, with actions, with an avatar, one that stays, and clear all. */

import { TONES, type Tone } from '../../lib/appearance.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { addToast, clearToasts, type ToastInput } from '../../stores/toasts.ts';
import { Button } from '../button.tsx';
import { KitRow, KitSection } from './kit-section.tsx';

const TONE_LABEL: Readonly<Record<Tone, () => string>> = {
  neutral: m.ui_kit_tone_neutral,
  primary: m.ui_kit_tone_primary,
  info: m.ui_kit_tone_info,
  success: m.ui_kit_tone_success,
  warning: m.ui_kit_tone_warning,
  danger: m.ui_kit_tone_danger,
};

// Demo avatar as an inline SVG: no request, nothing to host.
const AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0f766e"/>' +
    '<text x="20" y="25" font-family="system-ui,sans-serif" font-size="14" font-weight="600" fill="#fff" text-anchor="middle">TB</text></svg>',
)}`;

function sample(tone: Tone): ToastInput {
  const amount = formatMoney('1000000', 'VND', getLocale());
  const content: Record<Tone, Pick<ToastInput, 'title' | 'description'>> = {
    neutral: { title: m.ui_kit_toast_neutral_title() },
    primary: { title: m.ui_kit_toast_primary_title(), description: m.ui_kit_toast_primary_body() },
    info: { title: m.ui_kit_toast_info_title(), description: m.ui_kit_toast_info_body() },
    success: { title: m.ui_kit_toast_success_title(), description: m.ui_kit_toast_success_body({ amount }) },
    warning: { title: m.ui_kit_toast_warning_title(), description: m.ui_kit_toast_warning_body() },
    danger: { title: m.ui_kit_toast_danger_title(), description: m.ui_kit_toast_danger_body() },
  };
  return { ...content[tone], color: tone };
}

/** The "bank account removed" toast with its undo action (and any extra actions). */
export function pushBankRemoved(extra: ToastInput['actions'] = []) {
  addToast({
    title: m.ui_kit_bank_removed(),
    icon: 'i-lucide-trash-2',
    actions: [
      {
        label: m.ui_kit_action_undo(),
        onClick: () => addToast({ title: m.ui_kit_toast_restored(), color: 'success' }),
      },
      ...extra,
    ],
  });
}

function pushWithActions() {
  pushBankRemoved([{ label: m.ui_kit_action_view(), onClick: () => undefined }]);
}

function pushWithAvatar() {
  const amount = formatMoney('250000', 'VND', getLocale());
  addToast({
    title: m.ui_kit_toast_avatar_title(),
    description: m.ui_kit_toast_avatar_body({ amount }),
    avatar: AVATAR,
    color: 'success',
  });
}

/** The toasts section. */
export function ToastsSection() {
  return (
    <KitSection testId="kit-toasts" title={m.ui_kit_section_toasts()}>
      <KitRow label={m.ui_kit_colors()}>
        {TONES.map((tone) => (
          <Button key={tone} variant="secondary" size="sm" onClick={() => addToast(sample(tone))}>
            {TONE_LABEL[tone]()}
          </Button>
        ))}
      </KitRow>
      <KitRow label={m.ui_kit_toast_more()}>
        <Button variant="secondary" size="sm" icon="i-lucide-mouse-pointer-click" onClick={pushWithActions}>
          {m.ui_kit_toast_with_actions()}
        </Button>
        <Button variant="secondary" size="sm" icon="i-lucide-user" onClick={pushWithAvatar}>
          {m.ui_kit_toast_with_avatar()}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon="i-lucide-pin"
          onClick={() =>
            addToast({
              title: m.ui_kit_toast_sticky_title(),
              description: m.ui_kit_toast_sticky_body(),
              timeout: 0,
              color: 'info',
            })
          }
        >
          {m.ui_kit_toast_sticky()}
        </Button>
        <Button variant="ghost" size="sm" icon="i-lucide-x" onClick={clearToasts}>
          {m.ui_kit_toast_clear()}
        </Button>
      </KitRow>
    </KitSection>
  );
}
