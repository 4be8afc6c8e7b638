/** A spinning ring: decorative inside a busy control, announced when given a label. */
interface Props {
  /** Announce the wait to assistive tech; omit when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

/** The loading indicator used everywhere (buttons, tables, pages). */
export function Spinner({ label, className = 'text-base' }: Props) {
  const ring = <span className={`i-lucide-loader-circle animate-spin ${className}`} aria-hidden="true" />;
  if (label === undefined) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
