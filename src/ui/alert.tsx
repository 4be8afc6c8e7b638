/** An inline banner (info, success, warning, danger) with icon, title, body and an optional action. */
import type { ReactNode } from 'react';
import type { Tone } from '../lib/appearance.ts';
import { TONE_ICON, TONE_SOFT } from './tones.ts';

/** The tones an alert can take. */
export type AlertTone = Extract<Tone, 'info' | 'success' | 'warning' | 'danger'>;

interface Props {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link placed after the text (under it on phones). */
  action?: ReactNode;
  /** Announce when it appears (an error after a submit); leave off for banners present on load. */
  live?: boolean;
  icon?: string;
}

/** The alert primitive. */
export function Alert({ tone = 'info', title, children, action, live = false, icon }: Props) {
  const role = live ? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={`flex flex-col gap-3 rounded-xl p-4 sm:(flex-row items-start) ${TONE_SOFT[tone]}`}>
      <div className="flex min-w-0 flex-1 gap-3">
        <span className={`${icon ?? TONE_ICON[tone]} mt-0.5 shrink-0 text-lg`} aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm">
          {title ? <p className="font-semibold">{title}</p> : null}
          {children ? <div className={`text-fg${title ? ' mt-1' : ''}`}>{children}</div> : null}
        </div>
      </div>
      {action ? <div className="shrink-0 pl-8 sm:pl-0">{action}</div> : null}
    </div>
  );
}
