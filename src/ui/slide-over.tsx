/** A declarative side panel on a modal <dialog>: full height, full width on phones. */
import { FramedDialog, type OverlayProps } from './dialog.tsx';

/** Which edge the panel slides in from. */
export type SlideOverSide = 'right' | 'left';

const SIDE_CLASS: Readonly<Record<SlideOverSide, string>> = {
  right: 'ml-auto mr-0 sm:border-l animate-slide-in-right',
  left: 'mr-auto ml-0 sm:border-r animate-slide-in-left',
};

/** The slide-over primitive. */
export function SlideOver({ side = 'right', ...props }: OverlayProps & { side?: SlideOverSide }) {
  return (
    <FramedDialog
      {...props}
      className={`my-0 open:flex h-dvh max-h-none w-full max-w-none flex-col border-border bg-surface shadow-2xl sm:max-w-md ${SIDE_CLASS[side]} animate-duration-250 animate-ease-out`}
    />
  );
}
