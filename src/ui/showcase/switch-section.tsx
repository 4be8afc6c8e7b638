/** Switches on /test: on, off, and locked on with its reason. */
import { useId, useState } from 'react';
import { m } from '../../lib/i18n.ts';
import { Switch } from '../switch.tsx';
import { KitSection } from './kit-section.tsx';

/** The switches section. */
export function SwitchSection() {
  const [news, setNews] = useState(true);
  const [email, setEmail] = useState(false);
  const reasonId = useId();
  return (
    <KitSection testId="kit-switch" title={m.ui_kit_section_switch()}>
      <div className="flex flex-col gap-4">
        <Switch label={m.ui_kit_switch_news()} checked={news} onChange={setNews} />
        <Switch label={m.ui_kit_switch_email()} checked={email} onChange={setEmail} />
        <div className="flex flex-col gap-1">
          <Switch label={m.ui_kit_switch_locked()} checked onChange={() => undefined} locked describedBy={reasonId} />
          <p id={reasonId} className="text-sm text-muted">
            {m.ui_kit_switch_locked_reason()}
          </p>
        </div>
      </div>
    </KitSection>
  );
}
