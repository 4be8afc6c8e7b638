/** A grey placeholder block shown while content loads; hidden from assistive tech. */
interface Props {
  /** Size and shape, e.g. `h-4 w-32` or `h-10 w-10 rounded-full`. */
  className?: string;
}

/** The skeleton primitive. */
export function Skeleton({ className = 'h-4 w-full' }: Props) {
  return <span className={`block animate-pulse rounded-md bg-surface-2 ${className}`} aria-hidden="true" />;
}

/** Measured heights of the filter forms that load after their list (e2e/list-filters.spec.ts keeps them true). */
const FILTER_FORM_HEIGHTS = {
  /** A transaction list's card (search, four choices, two dates) at 360, 640 and 1024 px, in both languages. */
  transactions: 'h-[448px] w-full rounded-2xl sm:h-[362px] lg:h-[190px]',
  /** The VA list's row (search and three choices): three rows on phones, one from 1024 px. */
  va: 'h-[234px] w-full rounded-xl lg:h-[70px]',
} as const;

/** The space of a list's filter form while it loads, so the rows below do not move when it arrives. */
export function FilterFormSkeleton({ form = 'transactions' }: { form?: keyof typeof FILTER_FORM_HEIGHTS }) {
  return <Skeleton className={FILTER_FORM_HEIGHTS[form]} />;
}
