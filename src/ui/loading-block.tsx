/**
 * Placeholders in the shape of what is loading (skeletons, hidden from screen readers), and one status line that
 * says what is loading instead, so a screen reader hears the wait once rather than a row of empty shapes.
 */
import type { ReactNode } from 'react';

interface Props {
  /** What is loading, said once: "Loading your profile…". */
  readonly label: string;
  readonly className?: string;
  /** The placeholders. */
  readonly children: ReactNode;
}

/** The loading block. */
export function LoadingBlock({ label, className, children }: Props) {
  return (
    <div className={className} aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      {children}
    </div>
  );
}
