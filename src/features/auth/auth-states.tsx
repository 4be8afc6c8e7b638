/** The states the auth pages share around their forms: on the way elsewhere, and a link that led nowhere. */
import { useEffect, useRef } from 'react';
import { Alert } from '../../ui/alert.tsx';
import { buttonClass } from '../../ui/button.tsx';

/** Said while the page hands over to the next one (signing in, back to sign-in). */
export function Leaving({ text }: { readonly text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-muted">
      <span className="i-lucide-loader-circle animate-spin" aria-hidden="true" />
      {text}
    </p>
  );
}

interface DeadEndProps {
  /** The heading's id, which names the section. */
  readonly id: string;
  readonly tone: 'warning' | 'danger';
  readonly title: string;
  readonly body: string;
  /** The one way on. */
  readonly href: string;
  readonly action: string;
  /** Starting over: a restart icon before the label; otherwise an arrow after it. */
  readonly restart?: boolean;
}

/** A link that can no longer be used: what happened, and the one way on. Its heading takes focus. */
export function DeadEnd({ id, tone, title, body, href, action, restart = false }: DeadEndProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <Alert tone={tone} icon="i-lucide-link-2-off">
        <h2 id={id} ref={heading} tabIndex={-1} className="font-semibold outline-none">
          {title}
        </h2>
        <p className="mt-1">{body}</p>
      </Alert>
      <a href={href} className={buttonClass('primary', 'lg', false, true)}>
        {restart ? <span className="i-lucide-rotate-ccw" aria-hidden="true" /> : null}
        {action}
        {restart ? null : <span className="i-lucide-arrow-right" aria-hidden="true" />}
      </a>
    </section>
  );
}
