/**
 * "Remove this?": a small dialog whose danger button removes and whose Cancel (or Escape, or the close button)
 * leaves everything as it was. While the removal runs Cancel waits, so a click cannot leave it half known; a refusal
 * (`children`, e.g. an Alert) shows above the buttons, with the dialog still open to try again.
 */
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmRemovalProps {
  readonly open: boolean;
  /** The question, naming what goes. */
  readonly title: string;
  /** What removing it means. */
  readonly description: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly busy?: boolean;
  /** The confirm button's look: danger (the default) for what cannot be undone, primary for what can (a freeze). */
  readonly confirmVariant?: 'danger' | 'primary';
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly children?: ReactNode;
}

export function ConfirmRemoval(props: ConfirmRemovalProps) {
  const { busy = false, confirmVariant = 'danger', onCancel } = props;
  return (
    <Dialog
      open={props.open}
      size="sm"
      onClose={onCancel}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {props.cancelLabel}
          </Button>
          <Button variant={confirmVariant} loading={busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children}
    </Dialog>
  );
}
