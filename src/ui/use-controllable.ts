/** State that a parent may own (controlled) or leave to the component (uncontrolled). */
import { useCallback, useState } from 'react';

/** `[value, setValue]` that follows `value` when given, else its own state seeded by `defaultValue`. */
export function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}
