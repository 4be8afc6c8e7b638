/** The notification choices' shape while they load. */
import { Skeleton } from '../../ui/skeleton.tsx';

export function NotificationsSkeleton() {
  return (
    <>
      {['a', 'b', 'c'].map((key) => (
        <Skeleton key={key} className="h-12 w-full" />
      ))}
    </>
  );
}
