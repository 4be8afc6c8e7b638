/**
 * The root's toast area, modal host and slide-over host (SPEC section 2). Islands are separate
 * React roots, so they reach these only through the stores in src/stores.
 */
import { useAutoAnimate } from '@formkit/auto-animate/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { m } from '../../lib/i18n.ts';
import { siteStylesReady } from '../../lib/site-styles.ts';
import { useStore } from '../../lib/use-store.ts';
import {
  $modal,
  $openDialogs,
  $slideOver,
  closeModal,
  closeSlideOver,
  type ModalOptions,
  type Opened,
  runModalAction,
  type SlideOverOptions,
} from '../../stores/overlays.ts';
import { $toasts, pauseToast, removeToast, resumeToast, runToastAction, type Toast } from '../../stores/toasts.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { SlideOver } from '../../ui/slide-over.tsx';
import { ToastCard } from '../../ui/toast.tsx';

// The prerendered HTML has no overlays: hydrate against these, whatever the stores hold by then.
const NO_TOASTS: readonly Toast[] = [];
const NO_DIALOGS: readonly HTMLDialogElement[] = [];
const NOTHING_OPEN = null;

function ToastRegion() {
  const toasts = useStore($toasts, NO_TOASTS);
  const dialogs = useStore($openDialogs, NO_DIALOGS);
  const [listRef] = useAutoAnimate<HTMLOListElement>({ duration: 180 });
  const regionRef = useRef<HTMLElement>(null);

  // F8 jumps to the newest toast, so keyboard users can reach its actions (as in Radix and Sonner).
  useEffect(() => {
    function jump(event: KeyboardEvent) {
      if (event.key !== 'F8') return;
      const buttons = regionRef.current?.querySelectorAll('button');
      const last = buttons?.[buttons.length - 1];
      if (!last) return;
      event.preventDefault();
      last.focus();
    }
    addEventListener('keydown', jump);
    return () => removeEventListener('keydown', jump);
  }, []);

  const region = (
    // A named <section> is a region landmark: screen-reader users can jump to the notifications.
    <section
      ref={regionRef}
      aria-label={m.ui_toast_region()}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:(left-auto w-[26rem] px-6 pb-6)"
    >
      <ol ref={listRef} className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <li key={toast.id}>
            <ToastCard
              toast={toast}
              onDismiss={() => removeToast(toast.id)}
              onAction={(action) => runToastAction(toast.id, action)}
              onPause={() => pauseToast(toast.id)}
              onResume={() => resumeToast(toast.id)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
  // Everything outside an open modal dialog is inert and painted under it: move into the newest.
  const host = dialogs[dialogs.length - 1];
  return host ? createPortal(region, host) : region;
}

function ModalHost() {
  const modal = useStore<Opened<ModalOptions> | null>($modal, NOTHING_OPEN);
  if (!modal) return null;
  const footer = modal.actions?.map((action) => (
    <Button key={action.label} variant={action.variant ?? 'secondary'} onClick={() => runModalAction(action)}>
      {action.label}
    </Button>
  ));
  return (
    <Dialog
      key={modal.key}
      open
      onClose={closeModal}
      title={modal.title}
      description={modal.description}
      size={modal.size ?? 'md'}
      footer={footer && footer.length > 0 ? footer : undefined}
    >
      {modal.content}
    </Dialog>
  );
}

function SlideOverHost() {
  const panel = useStore<Opened<SlideOverOptions> | null>($slideOver, NOTHING_OPEN);
  if (!panel) return null;
  return (
    <SlideOver
      key={panel.key}
      open
      onClose={closeSlideOver}
      title={panel.title}
      description={panel.description}
      side={panel.side ?? 'right'}
    >
      {panel.content}
    </SlideOver>
  );
}

/** The root hosts, mounted once per interactive page. */
export default function RootHosts() {
  const [styled, setStyled] = useState(false);
  useEffect(() => {
    void siteStylesReady().then(() => setStyled(true));
  }, []);
  // Queued toasts and dialogs stay in their stores and show as soon as their styles are there.
  if (!styled) return null;
  return (
    <>
      <SlideOverHost />
      <ModalHost />
      <ToastRegion />
    </>
  );
}
