/**
 * Export a list: a button that discloses the formats (CSV, XLSX, PDF), then the progress of the file being made
 * (determinate once its size is known), and the outcome — downloaded, or failed with a way to try again. The
 * caller makes the file (`onExport`, usually through the lazily loaded src/lib/export); this only shows it.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { EXPORT_FORMATS, type ExportFormat, type ExportProgress } from '../lib/export/types.ts';
import { m } from '../lib/i18n.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

const FORMAT_LABEL: Readonly<Record<ExportFormat, () => string>> = {
  csv: () => m.export_format_csv(),
  xlsx: () => m.export_format_xlsx(),
  pdf: () => m.export_format_pdf(),
};

const FORMAT_ICON: Readonly<Record<ExportFormat, string>> = {
  csv: 'i-lucide-file-text',
  xlsx: 'i-lucide-file-spreadsheet',
  pdf: 'i-lucide-file-type',
};

/** Where an export stands. */
export type ExportState =
  | { readonly step: 'idle' }
  | { readonly step: 'running'; readonly format: ExportFormat; readonly progress: ExportProgress | null }
  | { readonly step: 'done'; readonly format: ExportFormat }
  | { readonly step: 'failed'; readonly format: ExportFormat };

/** Whole percent of a progress, or null while the total is unknown. */
export function percentOf(progress: ExportProgress | null): number | null {
  if (progress === null || progress.total <= 0) return null;
  return Math.min(100, Math.floor((progress.done * 100) / progress.total));
}

interface Props {
  /** Make and download the file, reporting progress; rejects when it could not. */
  readonly onExport: (format: ExportFormat, onProgress: (progress: ExportProgress) => void) => Promise<void>;
  readonly formats?: readonly ExportFormat[];
  /** Nothing to export (an empty list). */
  readonly disabled?: boolean;
  /** Start in a state (the /test showcase shows each). */
  readonly initialState?: ExportState;
}

export function ExportMenu({ onExport, formats = EXPORT_FORMATS, disabled = false, initialState }: Props) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ExportState>(initialState ?? { step: 'idle' });
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const running = state.step === 'running';

  // A press outside closes the list, as a native menu would.
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  async function start(format: ExportFormat) {
    setOpen(false);
    trigger.current?.focus();
    setState({ step: 'running', format, progress: null });
    try {
      await onExport(format, (progress) => setState({ step: 'running', format, progress }));
      setState({ step: 'done', format });
    } catch {
      setState({ step: 'failed', format });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    trigger.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the disclosed list from anywhere inside it.
    <div ref={root} className="relative inline-flex flex-col items-end gap-2" onKeyDown={onKeyDown}>
      <Button
        ref={trigger}
        variant="secondary"
        icon="i-lucide-download"
        trailingIcon="i-lucide-chevron-down"
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        loading={running}
        onClick={() => setOpen((value) => !value)}
      >
        {m.export_button()}
      </Button>
      {open ? (
        <ul id={listId} className="card absolute right-0 top-full z-30 mt-1.5 flex min-w-48 flex-col p-1 shadow-xl">
          {formats.map((format) => (
            <li key={format}>
              <button
                type="button"
                className="focus-ring flex h-10 w-full items-center gap-2.5 rounded-lg px-3 text-left text-sm text-fg hover:bg-surface-2"
                onClick={() => start(format)}
              >
                <span className={`${FORMAT_ICON[format]} text-base text-muted`} aria-hidden="true" />
                {FORMAT_LABEL[format]()}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ExportStatus state={state} retry={start} />
    </div>
  );
}

/** The progress bar while a file is made, then what became of it. */
function ExportStatus({
  state,
  retry,
}: {
  readonly state: ExportState;
  readonly retry: (format: ExportFormat) => void;
}) {
  if (state.step === 'idle') return <span role="status" className="sr-only" />;
  const format = FORMAT_LABEL[state.format]();
  if (state.step === 'failed') {
    return (
      <Alert
        tone="danger"
        live
        action={
          <Button size="sm" variant="secondary" icon="i-lucide-rotate-cw" onClick={() => retry(state.format)}>
            {m.action_try_again()}
          </Button>
        }
      >
        {m.export_failed()}
      </Alert>
    );
  }
  if (state.step === 'done') {
    return (
      <p role="status" className="flex items-center gap-1.5 text-sm text-muted">
        <span className="i-lucide-circle-check text-success" aria-hidden="true" />
        {m.export_done({ format })}
      </p>
    );
  }
  const percent = percentOf(state.progress);
  const preparing = m.export_preparing({ format });
  return (
    <div className="flex w-56 flex-col gap-1.5">
      {/* Said once; the percent is for the eye and the progress bar's value, not announced at every step. */}
      <span role="status" className="sr-only">
        {preparing}
      </span>
      <span className="text-sm text-muted" aria-hidden="true">
        {percent === null ? preparing : m.export_progress({ format, percent: `${percent}` })}
      </span>
      <div
        role="progressbar"
        aria-label={preparing}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-1.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={`h-full rounded-full bg-primary transition-[width] ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
