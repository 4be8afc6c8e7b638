/**
 * The words a store uses to ask the UI for a look without importing the UI: a toast's tone, a modal button's
 * variant. src/ui/ maps each word to its classes (tones.ts, button.tsx).
 */

export const TONES = ['neutral', 'primary', 'info', 'success', 'warning', 'danger'] as const;
/** A feedback colour. */
export type Tone = (typeof TONES)[number];

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
/** How loud a button is. */
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
