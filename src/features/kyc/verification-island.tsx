/**
 * The verification section of /profile (SPEC section 2's KYC and KYB steps start from the profile): the overview
 * (overview-view.tsx) until a run starts, then the run (run-view.tsx, loaded then, with the forms, the select and
 * the uploads). The run store follows the address's `?step=`, so a reload or the browser's Back and Forward land
 * where they should. A submission, and every approval or rejection the live stream brings, reads the level,
 * limits and fees again everywhere (src/stores/verification.ts).
 */
import { useEffect, useMemo } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { refreshLevel } from '../../stores/verification.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { createVerificationFlow } from './flow-store.ts';
import { Overview } from './overview-view.tsx';

const loadRun = () => import('./run-view.tsx');

export default function VerificationIsland() {
  const flow = useMemo(() => createVerificationFlow({ api, onSubmitted: refreshLevel }), []);
  const { step } = useStore(flow.wizard.$state);
  const run = useLazyModule(loadRun, step !== 'profile');
  useEffect(() => flow.start(), [flow]);

  if (step === 'profile') return <Overview flow={flow} />;
  return run === null ? <Spinner label={m.kyc_draft_loading()} /> : <run.default flow={flow} />;
}
