/** Layout pieces of the /test page: a titled section and a labelled row of examples. */
import type { ReactNode } from 'react';

interface SectionProps {
  /** Stable hook for outside tests, e.g. `kit-buttons`. */
  testId: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A showcase section, named by its heading. */
export function KitSection({ testId, title, description, children }: SectionProps) {
  const headingId = `${testId}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={testId} className="scroll-mt-20">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="card mt-3 flex flex-col gap-6 p-4 sm:p-6">{children}</div>
    </section>
  );
}

interface RowProps {
  label: string;
  children: ReactNode;
}

/** One labelled group of examples inside a section. */
export function KitRow({ label, children }: RowProps) {
  return (
    <div className="flex flex-col gap-2.5">
      <p className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</p>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
