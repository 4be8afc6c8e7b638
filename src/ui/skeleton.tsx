/** A grey placeholder block shown while content loads; hidden from assistive tech. */
interface Props {
  /** Size and shape, e.g. `h-4 w-32` or `h-10 w-10 rounded-full`. */
  className?: string;
}

/** The skeleton primitive. */
export function Skeleton({ className = 'h-4 w-full' }: Props) {
  return <span className={`block animate-pulse rounded-md bg-surface-2 ${className}`} aria-hidden="true" />;
}

/**
 * The space of a transaction list's filter form while it loads (search, four choices, two dates: measured at 360,
 * 640 and 1024 px wide, in both languages), so the rows below do not move when it arrives.
 */
export function FilterFormSkeleton() {
  return <Skeleton className="h-[448px] w-full rounded-2xl sm:h-[362px] lg:h-[190px]" />;
}
