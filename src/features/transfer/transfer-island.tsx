/**
 * "Move money": a button that opens the transfer between the user's own wallets in a dialog (transfer-dialog.tsx,
 * loaded on the first pointer or focus on the button, so the page does not pay for it up front). Any screen may
 * place it; roles that may not move money (SELLER) are not shown it.
 */
import { useState } from 'react';
import { m } from '../../lib/i18n.ts';
import type { Role } from '../../lib/roles.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { $profile } from '../../stores/profile.ts';
import { Button } from '../../ui/button.tsx';

const loadDialog = () => import('./transfer-dialog.tsx');

/** PRODUCT.md section 4: moving money is for directors and finance. */
const MOVERS: ReadonlySet<Role> = new Set(['director', 'financial']);

/** The button and, once opened, the dialog. */
export default function TransferIsland() {
  const profile = useStore($profile);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const dialog = useLazyModule(loadDialog, wanted);
  if (profile !== null && !MOVERS.has(profile.role)) return null;
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
