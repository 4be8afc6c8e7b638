/**
 * What every card screen shows first: its content for a person with virtual cards (`vc_enable`), otherwise why there
 * are none and how to get them — never an empty page, and never a card call (the card stores' keys need the flag:
 * src/stores/vc-key.ts). It follows the profile, so an operator turning cards on or off shows without a reload.
 */
import type { ReactNode } from 'react';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { $profile } from '../../stores/profile.ts';
import { $vcKey } from '../../stores/vc-key.ts';
import { Alert } from '../../ui/alert.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

function NoCards() {
  return (
    <Alert
      tone="info"
      title={m.vc_gate_title()}
      action={
        <a href="/profile" className={buttonClass('secondary', 'md')}>
          {m.vc_gate_action()}
        </a>
      }
    >
      {m.vc_gate_text()}
    </Alert>
  );
}

/**
 * `children` only while cards are on for the signed-in person; a skeleton until the profile is known. The page is
 * prerendered without a profile, so hydration starts from none (`null`) even when the profile arrived first:
 * otherwise the children would hydrate against the skeleton's HTML.
 */
export function CardsGate({ children }: { readonly children: ReactNode }) {
  const profile = useStore($profile, null);
  const vcKey = useStore($vcKey, null);
  if (profile === null) return <Skeleton className="h-40 w-full" />;
  return <div data-gate={vcKey === null ? 'off' : 'open'}>{vcKey === null ? <NoCards /> : children}</div>;
}
