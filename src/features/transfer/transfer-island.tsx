/**
 * "Move money": a button that opens the transfer between the user's own wallets in a dialog (transfer-dialog.tsx,
 * loaded on the first pointer or focus on the button, so the page does not pay for it up front). Any screen may
 * place it, inside an element whose `data-roles` keeps it from the roles that may not move money (PRODUCT.md
 * section 4: directors and finance) where the route does not already. Kept to the bare button:
 * it is on pages whose first-load JavaScript is counted to the kilobyte.
 */
import { useState } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';

const loadDialog = () => import('./transfer-dialog.tsx');

// The secondary button's look (src/ui/button.tsx) without its module and its variants, which this one button does not need.
const BUTTON =
  'inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl border border-border bg-surface px-4 text-sm font-semibold text-fg shadow-sm hover:bg-surface-2 focus-ring';

/** The button and, once opened, the dialog. */
export default function TransferIsland() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const dialog = useLazyModule(loadDialog, wanted);
  const want = () => setWanted(true);
  return (
    <>
      <button
        type="button"
        className={BUTTON}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(true);
        }}
      >
        <span className="i-lucide-arrow-left-right" aria-hidden="true" />
        {m.transfer_open()}
      </button>
      {dialog ? <dialog.TransferDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
