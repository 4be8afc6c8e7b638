/**
 * The one button. Loading keeps the button focusable (aria-disabled, not `disabled`) so keyboard
 * users do not lose their place while a request runs, but ignores clicks and form submits.
 */
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import type { ButtonVariant } from '../lib/appearance.ts';
import { Spinner } from './spinner.tsx';

export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
/** Button height; the smallest still gives a 40 px touch target. */
export type ButtonSize = (typeof BUTTON_SIZES)[number];

const BASE =
  'relative inline-flex shrink-0 select-none items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold ' +
  'transition-colors focus-ring disabled:(cursor-not-allowed opacity-50) aria-disabled:cursor-progress';

/** Colours per variant; hover only where the button can act. */
export const VARIANT_CLASS: Readonly<Record<ButtonVariant, string>> = {
  primary: 'bg-primary text-primary-fg shadow-sm enabled:hover:bg-primary-hover',
  secondary: 'border border-border bg-surface text-fg shadow-sm enabled:hover:bg-surface-2',
  ghost: 'text-fg enabled:hover:bg-surface-2',
  danger: 'bg-danger text-surface shadow-sm enabled:hover:opacity-90',
};

const SIZE_CLASS: Readonly<Record<ButtonSize, { text: string; square: string }>> = {
  sm: { text: 'h-10 px-3.5 text-sm', square: 'h-10 w-10 text-base' },
  md: { text: 'h-11 px-4 text-sm', square: 'h-11 w-11 text-lg' },
  lg: { text: 'h-12 px-5 text-base', square: 'h-12 w-12 text-xl' },
};

interface BaseProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores activation. */
  loading?: boolean;
  /** Leading icon class, e.g. `i-lucide-send`. */
  icon?: string;
  /** Trailing icon class, e.g. `i-lucide-arrow-right`. */
  trailingIcon?: string;
  /** Stretch to the container's width. */
  block?: boolean;
  /** The <button> itself (to give focus back to it). */
  ref?: Ref<HTMLButtonElement>;
}

/** A text button, or an icon-only one that must name itself with aria-label. */
export type ButtonProps = BaseProps &
  ({ children: ReactNode } | { children?: undefined; icon: string; 'aria-label': string });

/** Class names of a button, for links styled as buttons. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  iconOnly = false,
  block = false,
) {
  const sizing = iconOnly ? SIZE_CLASS[size].square : SIZE_CLASS[size].text;
  return `${BASE} ${VARIANT_CLASS[variant]} ${sizing}${block ? ' w-full' : ''}`;
}

/** The button primitive. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  trailingIcon,
  block = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const iconOnly = children === undefined;
  const lead = loading ? <Spinner /> : icon ? <span className={icon} aria-hidden="true" /> : null;

  function activate(event: MouseEvent<HTMLButtonElement>) {
    // A busy button must not submit its form or fire twice (money-moving submits, PRODUCT.md section 4).
    if (loading) event.preventDefault();
    else onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={`${buttonClass(variant, size, iconOnly, block)}${className ? ` ${className}` : ''}`}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={activate}
    >
      {lead}
      {children}
      {trailingIcon && !iconOnly ? <span className={trailingIcon} aria-hidden="true" /> : null}
    </button>
  );
}
