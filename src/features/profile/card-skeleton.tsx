/** A profile card's shape while the profile and its views load. */
import { Skeleton } from '../../ui/skeleton.tsx';

export function CardSkeleton({ lines }: { readonly lines: number }) {
  return (
    <div className="card flex flex-col gap-3 p-5 sm:p-6">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-8 w-48" />
      {Array.from({ length: lines }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
        <Skeleton key={line} className="h-4 w-full" />
      ))}
    </div>
  );
}
