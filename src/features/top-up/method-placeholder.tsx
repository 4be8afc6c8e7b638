import { Skeleton } from '../../ui/skeleton.tsx';

/**
 * The method step's room while its code or the methods load: as tall as the step with the VA hint, measured at
 * 360–1280 px in both languages (734–782 px on phones, 694 from 640, 674 from 768), so the actions and the help
 * below do not jump when it arrives.
 */
export function MethodStepPlaceholder() {
  return <Skeleton className="h-[734px] w-full sm:h-[694px] md:h-[674px]" />;
}
