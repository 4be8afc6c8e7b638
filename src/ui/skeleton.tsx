/** A grey placeholder block shown while content loads; hidden from assistive tech. */
interface Props {
  /** Size and shape, e.g. `h-4 w-32` or `h-10 w-10 rounded-full`. */
  className?: string;
}

/** The skeleton primitive. */
export function Skeleton({ className = 'h-4 w-full' }: Props) {
  return <span className={`block animate-pulse rounded-md bg-surface-2 ${className}`} aria-hidden="true" />;
}
