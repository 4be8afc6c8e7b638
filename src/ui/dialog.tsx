/**
 * A declarative modal dialog: `<Dialog open onClose title>`. A centred card on wide screens and a
 * bottom sheet on phones, where thumbs reach the actions. The root's modal host renders this.
 */
import { type ReactNode, useId } from 'react';
import { m } from '../lib/i18n.ts';
import { Button } from './button.tsx';
import { NativeDialog } from './native-dialog.tsx';

/** Width of the dialog on wide screens. */
export type DialogSize = 'sm' | 'md' | 'lg';

const SIZE_CLASS: Readonly<Record<DialogSize, string>> = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
};

interface FrameProps {
  title: ReactNode;
  titleId: string;
  description?: ReactNode;
  descriptionId: string;
  onClose: () => void;
  footer?: ReactNode;
  children?: ReactNode;
}

/** Header (title, description, close), scrolling body and footer of a dialog or slide-over. */
export function OverlayFrame({ title, titleId, description, descriptionId, onClose, footer, children }: FrameProps) {
  return (
    <div className="flex max-h-[inherit] min-h-0 flex-1 flex-col">
      <header className="flex items-start gap-3 border-b border-border px-5 py-4 sm:px-6">
        <div className="min-w-0 flex-1 pt-1.5">
          <h2 id={titleId} className="text-lg font-semibold leading-snug">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-muted">
              {description}
            </p>
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="sm"
          icon="i-lucide-x"
          aria-label={m.ui_dialog_close()}
          onClick={onClose}
          className="-mr-2"
        />
      </header>
      {children ? <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div> : null}
      {footer ? (
        <footer className="flex flex-col-reverse gap-2 border-t border-border px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:(flex-row justify-end px-6)">
          {footer}
        </footer>
      ) : null}
    </div>
  );
}

/** What the dialog and the slide-over take. */
export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/** A native modal <dialog> wearing the overlay frame; the dialog and the slide-over differ only in `className`. */
export function FramedDialog({ className, ...props }: OverlayProps & { className: string }) {
  const id = useId();
  const { open, onClose, title, description, footer, children } = props;
  return (
    <NativeDialog
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={description ? `${id}-description` : undefined}
      className={className}
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

/** The modal dialog primitive. */
export function Dialog({ size = 'md', ...props }: OverlayProps & { size?: DialogSize }) {
  return (
    <FramedDialog
      {...props}
      className={`card m-auto open:flex max-h-[min(90dvh,48rem)] w-[calc(100%-2rem)] flex-col shadow-2xl ${SIZE_CLASS[size]} animate-fade-in animate-duration-200 animate-ease-out max-sm:(mb-0 w-full max-w-none max-h-[92dvh] rounded-b-none border-b-0 animate-slide-in-up animate-duration-250 animate-ease-out)`}
    />
  );
}
