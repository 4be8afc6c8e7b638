/** A declarative side panel on a modal <dialog>: full height, full width on phones. */
import { type ReactNode, useId } from 'react';
import { OverlayFrame } from './dialog.tsx';
import { NativeDialog } from './native-dialog.tsx';

/** Which edge the panel slides in from. */
export type SlideOverSide = 'right' | 'left';

const SIDE_CLASS: Readonly<Record<SlideOverSide, string>> = {
  right: 'ml-auto mr-0 sm:border-l animate-slide-in-right',
  left: 'mr-auto ml-0 sm:border-r animate-slide-in-left',
};

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  side?: SlideOverSide;
  footer?: ReactNode;
  children?: ReactNode;
}

/** The slide-over primitive. */
export function SlideOver({ open, onClose, title, description, side = 'right', footer, children }: Props) {
  const id = useId();
  return (
    <NativeDialog
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={description ? `${id}-description` : undefined}
      className={`my-0 open:flex h-dvh max-h-none w-full max-w-none flex-col border-border bg-surface shadow-2xl sm:max-w-md ${SIDE_CLASS[side]} animate-duration-250 animate-ease-out`}
    >
      <OverlayFrame
        title={title}
        titleId={`${id}-title`}
        description={description}
        descriptionId={`${id}-description`}
        onClose={onClose}
        footer={footer}
      >
        {children}
      </OverlayFrame>
    </NativeDialog>
  );
}
