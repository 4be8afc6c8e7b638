/**
 * Design tokens for both colour modes. Brand primary is orange (SPEC section 1); every text/background
 * pair used by the UI meets WCAG AA, proven by tests/ui/tokens.test.ts.
 */
export const TOKEN_NAMES = [
  'bg',
  'surface',
  'surface-2',
  'fg',
  'muted',
  'border',
  'primary',
  'primary-hover',
  'primary-fg',
  'primary-soft',
  'primary-text',
  'danger',
  'danger-soft',
  'success',
  'success-soft',
  'warning',
  'warning-soft',
  'info',
  'info-soft',
  'ring',
] as const;
export type TokenName = (typeof TOKEN_NAMES)[number];

export const LIGHT: Readonly<Record<TokenName, string>> = {
  bg: '#f6f7f9',
  surface: '#ffffff',
  'surface-2': '#eef0f3',
  fg: '#14171c',
  muted: '#565d6b',
  border: '#dde1e7',
  primary: '#c2410c',
  'primary-hover': '#9a3412',
  'primary-fg': '#ffffff',
  'primary-soft': '#fff1e7',
  'primary-text': '#b03a0a',
  danger: '#b42318',
  'danger-soft': '#fdecea',
  success: '#13703a',
  'success-soft': '#e7f6ec',
  warning: '#8a5200',
  'warning-soft': '#fff5db',
  info: '#1d4ed8',
  'info-soft': '#e8efff',
  ring: '#ea580c',
};

export const DARK: Readonly<Record<TokenName, string>> = {
  bg: '#0c0e12',
  surface: '#14171d',
  'surface-2': '#1c2028',
  fg: '#eceef2',
  muted: '#a2a9b6',
  border: '#2b3039',
  primary: '#fb8a3c',
  'primary-hover': '#fda768',
  'primary-fg': '#1b0c03',
  'primary-soft': '#3a1d0c',
  'primary-text': '#fd9a55',
  danger: '#ff8a80',
  'danger-soft': '#3b1512',
  success: '#5ad08a',
  'success-soft': '#11301f',
  warning: '#f5c451',
  'warning-soft': '#33270b',
  info: '#8ab4ff',
  'info-soft': '#14233f',
  ring: '#fb8a3c',
};

/** Text/background pairs the UI actually uses; each must reach 4.5:1 (3:1 for `large`/UI parts). */
export const CONTRAST_PAIRS: ReadonlyArray<readonly [TokenName, TokenName, 'text' | 'ui']> = [
  ['fg', 'bg', 'text'],
  ['fg', 'surface', 'text'],
  ['fg', 'surface-2', 'text'],
  ['muted', 'bg', 'text'],
  ['muted', 'surface', 'text'],
  ['muted', 'surface-2', 'text'],
  ['primary-fg', 'primary', 'text'],
  ['primary-fg', 'primary-hover', 'text'],
  ['primary-text', 'surface', 'text'],
  ['primary-text', 'bg', 'text'],
  ['primary-text', 'primary-soft', 'text'],
  ['danger', 'surface', 'text'],
  ['danger', 'danger-soft', 'text'],
  ['success', 'surface', 'text'],
  ['success', 'success-soft', 'text'],
  ['warning', 'surface', 'text'],
  ['warning', 'warning-soft', 'text'],
  ['info', 'surface', 'text'],
  ['info', 'info-soft', 'text'],
  ['ring', 'surface', 'ui'],
  ['primary', 'surface', 'ui'],
];

/** CSS custom properties for one mode. */
export function tokenCss(tokens: Readonly<Record<TokenName, string>>): string {
  return TOKEN_NAMES.map((name) => `--c-${name}:${tokens[name]};`).join('');
}
