/**
 * "Move money": a button that opens the transfer between the user's own wallets in a dialog (transfer-dialog.tsx,
 * loaded on the first pointer or focus on the button, so the page does not pay for it up front). Any screen may
 * place it, inside an element whose `data-roles` keeps it from the roles that may not move money (PRODUCT.md
 * section 4: directors and finance) where the route does not already.
 */
import { useState } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { Button } from '../../ui/button.tsx';

const loadDialog = () => import('./transfer-dialog.tsx');

/** The button and, once opened, the dialog. */
export default function TransferIsland() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const dialog = useLazyModule(loadDialog, wanted);
  const want = () => setWanted(true);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        icon="i-lucide-arrow-left-right"
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(true);
        }}
      >
        {m.transfer_open()}
      </Button>
      {dialog ? <dialog.TransferDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
