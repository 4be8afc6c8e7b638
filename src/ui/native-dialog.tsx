/**
 * The behaviour under Dialog and SlideOver: a native <dialog> shown with showModal(), which gives
 * the focus trap, the inert page and Escape for free. Here we add what it lacks: state-driven
 * closing (Escape and backdrop clicks ask the owner through `onClose`), focus returning to the
 * opener even across islands, and a locked page scroll.
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { dropOpenDialog, pushOpenDialog } from '../stores/overlays.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string | undefined;
  className: string;
  children: ReactNode;
}

let scrollLocks = 0;

// Count locks: a slide-over and a modal may be open together, the page scrolls again after both.
function lockScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks === 0) {
    // A classic scrollbar takes room: keep it so the page behind does not jump sideways.
    // Overlay scrollbars (phones) take none, and reserving a gutter would add an empty strip.
    if (innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      root.style.overflow = '';
      root.style.scrollbarGutter = '';
    }
  };
}

/** A modal <dialog> whose open state belongs to the caller. */
export function NativeDialog({ open, onClose, labelledBy, describedBy, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Layout effect: show before paint, so the first frame already has focus inside the dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let owned = true;
    dialog.showModal();
    // Start on the dialog itself so screen readers read its title and description first and no
    // close button lights up; a control marked `data-autofocus` (e.g. the one field) wins.
    const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? dialog).focus();
    pushOpenDialog(dialog);
    const unlock = lockScroll();

    function cancel(event: Event) {
      // Escape asks the owner; the owner's state closes the dialog.
      event.preventDefault();
      onCloseRef.current();
    }
    function closed() {
      // Closed natively (a <form method="dialog">, or the browser forcing a repeated Escape).
      if (owned) onCloseRef.current();
    }
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);

    return () => {
      owned = false;
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
      dropOpenDialog(dialog);
      unlock();
      if (dialog.open) dialog.close();
      // The opener may live in another island: return focus by hand, not only by the browser.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape is the keyboard one
    <dialog
      ref={ref}
      tabIndex={-1}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`${className} p-0 text-fg outline-none backdrop:(bg-black/50 animate-fade-in animate-duration-200)`}
      // A click that starts and ends on the backdrop closes; a text selection dragged out does not.
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === ref.current;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === ref.current) onCloseRef.current();
        pressedBackdrop.current = false;
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
