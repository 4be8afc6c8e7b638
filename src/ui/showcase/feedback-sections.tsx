/** Badges, alerts and skeletons on /test. */
import { m } from '../../lib/i18n.ts';
import { Alert } from '../alert.tsx';
import { Badge } from '../badge.tsx';
import { Button } from '../button.tsx';
import { Skeleton } from '../skeleton.tsx';
import { KNOWN_STATUSES, statusLabel } from '../status-label.ts';
import { KitSection } from './kit-section.tsx';

/** Every SPEC status as a badge. */
export function BadgesSection() {
  return (
    <KitSection testId="kit-badges" title={m.ui_kit_section_badges()}>
      <ul className="flex flex-wrap gap-2">
        {KNOWN_STATUSES.map((status) => (
          <li key={status}>
            <Badge status={status} label={statusLabel(status)} />
          </li>
        ))}
      </ul>
    </KitSection>
  );
}

/** One alert per tone, two with an action. */
export function AlertsSection() {
  return (
    <KitSection testId="kit-alerts" title={m.ui_kit_section_alerts()}>
      <Alert tone="info" title={m.ui_kit_alert_info_title()}>
        {m.ui_kit_alert_info_body()}
      </Alert>
      <Alert tone="success" title={m.ui_kit_alert_success_title()}>
        {m.ui_kit_alert_success_body()}
      </Alert>
      <Alert
        tone="warning"
        title={m.ui_kit_alert_warning_title()}
        action={
          <Button size="sm" variant="secondary" icon="i-lucide-shield-check">
            {m.ui_kit_action_turn_on()}
          </Button>
        }
      >
        {m.ui_kit_alert_warning_body()}
      </Alert>
      <Alert
        tone="danger"
        title={m.ui_kit_alert_danger_title()}
        action={
          <Button size="sm" variant="secondary" icon="i-lucide-rotate-cw">
            {m.ui_kit_action_retry()}
          </Button>
        }
      >
        {m.ui_kit_alert_danger_body()}
      </Alert>
    </KitSection>
  );
}

/** Placeholders shaped like a balance card and a list row. */
export function SkeletonSection() {
  return (
    <KitSection testId="kit-skeleton" title={m.ui_kit_section_skeleton()}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-border p-4">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="mt-3 h-7 w-40" />
          <Skeleton className="mt-5 h-3 w-full" />
          <Skeleton className="mt-2 h-3 w-2/3" />
        </div>
        <div className="flex items-center gap-4 rounded-xl border border-border p-4">
          <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
          <div className="flex-1">
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="mt-2 h-3 w-1/3" />
          </div>
          <Skeleton className="h-4 w-16" />
        </div>
      </div>
    </KitSection>
  );
}
