/**
 * The box a one-time code is typed in (PRODUCT.md section 4: 6 digits): the number pad on phones, the code the
 * phone reads from a text message offered for filling in, room for a pasted code with its spaces (the form drops
 * them), evenly spaced figures. Every code step uses it: sign-in, sign-up, the reset code, the confirm step, a new
 * phone number.
 */
import type { ComponentProps } from 'react';
import { TextInput } from './text-input.tsx';

type Props = Omit<ComponentProps<typeof TextInput>, 'inputMode' | 'autoComplete' | 'maxLength' | 'leadingIcon'>;

/** The code input. */
export function CodeInput({ className, ...rest }: Props) {
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      leadingIcon="i-lucide-key-round"
      className={`font-mono tracking-widest${className ? ` ${className}` : ''}`}
    />
  );
}
