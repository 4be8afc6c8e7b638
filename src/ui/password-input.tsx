/** A password input with a show/hide toggle, so a user on a phone can check what they typed. */
import { type ComponentProps, useState } from 'react';
import { m } from '../lib/i18n.ts';
import { TextInput } from './text-input.tsx';

type Props = Omit<ComponentProps<typeof TextInput>, 'type' | 'trailing'>;

export function PasswordInput(props: Props) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-pressed={shown}
          aria-label={shown ? m.form_password_hide() : m.form_password_show()}
          className="-mr-1.5 grid h-8 w-8 place-items-center rounded-lg text-muted hover:text-fg focus-ring"
        >
          <span className={shown ? 'i-lucide-eye-off' : 'i-lucide-eye'} aria-hidden="true" />
        </button>
      }
    />
  );
}
