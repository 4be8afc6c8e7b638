/**
 * The one colour vocabulary of feedback UI (badges, alerts, toasts): each tone maps to token
 * classes once here, so no component carries its own copy of these class strings.
 */
import type { Tone } from '../lib/appearance.ts';

/** Soft background with readable text (badges, alert panels, icon chips). */
export const TONE_SOFT: Readonly<Record<Tone, string>> = {
  neutral: 'bg-surface-2 text-fg',
  primary: 'bg-primary-soft text-primary-text',
  info: 'bg-info-soft text-info',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
};

/** Solid fill: status dots and the accent stripe of toasts. */
export const TONE_SOLID: Readonly<Record<Tone, string>> = {
  neutral: 'bg-muted',
  primary: 'bg-primary',
  info: 'bg-info',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
};

/** Text colour alone, for icons sitting on a neutral surface. */
export const TONE_TEXT: Readonly<Record<Tone, string>> = {
  neutral: 'text-muted',
  primary: 'text-primary-text',
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
};

/** The default icon of each tone, so colour is never the only signal (WCAG 1.4.1). */
export const TONE_ICON: Readonly<Record<Tone, string>> = {
  neutral: 'i-lucide-bell',
  primary: 'i-lucide-sparkles',
  info: 'i-lucide-info',
  success: 'i-lucide-circle-check',
  warning: 'i-lucide-triangle-alert',
  danger: 'i-lucide-circle-alert',
};
