/**
 * One toast card. The countdown pauses while the pointer is over it or keyboard focus is inside
 * it (SPEC section 9), and resumes only when both have left.
 */
import { useRef } from 'react';
import { m } from '../lib/i18n.ts';
import type { Toast, ToastAction } from '../stores/toasts.ts';
import { Button } from './button.tsx';
import { TONE_ICON, TONE_SOFT, TONE_SOLID } from './tones.ts';

interface Props {
  toast: Toast;
  onDismiss: () => void;
  onAction: (action: ToastAction) => void;
  onPause: () => void;
  onResume: () => void;
}

/** The toast card primitive (the root host lists them). */
export function ToastCard({ toast, onDismiss, onAction, onPause, onResume }: Props) {
  const holds = useRef({ hover: false, focus: false });

  function hold(reason: 'hover' | 'focus', on: boolean) {
    const wasHeld = holds.current.hover || holds.current.focus;
    holds.current[reason] = on;
    const held = holds.current.hover || holds.current.focus;
    if (held && !wasHeld) onPause();
    if (!held && wasHeld) onResume();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the countdown, they trigger nothing
    <div
      role={toast.color === 'danger' ? 'alert' : 'status'}
      aria-atomic="true"
      className="card pointer-events-auto relative flex gap-3 overflow-hidden py-3.5 pr-2 pl-4 shadow-lg shadow-black/10"
      onPointerEnter={() => hold('hover', true)}
      onPointerLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && hold('focus', false)}
    >
      <span className={`absolute inset-y-0 left-0 w-1 ${TONE_SOLID[toast.color]}`} aria-hidden="true" />
      {toast.avatar ? (
        <img
          src={toast.avatar}
          alt=""
          width={40}
          height={40}
          className="h-10 w-10 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          className={`grid h-9 w-9 shrink-0 place-items-center rounded-full ${TONE_SOFT[toast.color]}`}
          aria-hidden="true"
        >
          <span className={`${toast.icon ?? TONE_ICON[toast.color]} text-lg`} />
        </span>
      )}
      <div className="min-w-0 flex-1 self-center py-0.5">
        <p className="text-sm font-semibold text-fg">{toast.title}</p>
        {toast.description ? <p className="mt-0.5 text-sm text-muted">{toast.description}</p> : null}
        {toast.actions && toast.actions.length > 0 ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {toast.actions.map((action, index) => (
              <Button
                key={action.label}
                size="sm"
                variant={index === 0 ? 'secondary' : 'ghost'}
                onClick={() => onAction(action)}
              >
                {action.label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      {toast.close ? (
        <Button
          variant="ghost"
          size="sm"
          icon="i-lucide-x"
          aria-label={m.ui_toast_close()}
          onClick={onDismiss}
          className="text-muted"
        />
      ) : null}
    </div>
  );
}
