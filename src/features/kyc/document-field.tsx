/**
 * One document picture or file (a slot of the uploads store): the limits said beside it, "Choose a file" and — on
 * a phone — "Take a photo" (the camera the slot asks for), then what became of it: being prepared, its upload's
 * progress, a failure with "Try again" for that file alone, or the document with its preview (its picture — read
 * from the server for one a resumed draft brought back, once the field is shown — or, for a PDF, its kind) and
 * its name, to replace or remove. A refused file is said beside the field; nothing was sent.
 */
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { failureText } from '../../lib/failure-text.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatNumber } from '../../lib/money.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { DocumentSlot } from './documents.ts';
import { ACCEPTED_TYPES, uploadLimitsText, uploadProblemText } from './upload-rules.ts';
import { isPicture, type SlotState, type Uploads } from './uploads-store.ts';

interface Props {
  readonly slot: DocumentSlot;
  readonly label: string;
  readonly hint?: string;
  readonly state: SlotState;
  readonly uploads: Uploads;
  /** Messages of the step (required, please fix this). */
  readonly errors?: readonly string[] | undefined;
}

const KB = 1024;

function sizeText(bytes: number): string {
  const locale = getLocale();
  return bytes >= KB * KB
    ? `${formatNumber(String(Math.round((bytes / (KB * KB)) * 10) / 10), locale)} MB`
    : `${formatNumber(String(Math.max(1, Math.round(bytes / KB))), locale)} KB`;
}

/** Whether the device's main pointer is a finger: a phone or tablet, whose camera the page may open. */
function hasTouchCamera(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

export function DocumentField({ slot, label, hint, state, uploads, errors }: Props) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const refused = state.status === 'refused' ? [uploadProblemText(state.problem)] : [];
  const messages = [...refused, ...(errors ?? [])];
  const invalid = messages.length > 0;
  const describedBy = [`${id}-hint`, invalid ? `${id}-errors` : null].filter(Boolean).join(' ');

  useEffect(() => {
    if (state.status === 'done' && state.preview === null) void uploads.loadPreview(slot);
  }, [state, slot, uploads]);

  function picked(event: ChangeEvent<HTMLInputElement>): void {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal or a removal.
    event.target.value = '';
    if (file) void uploads.pick(slot, file);
  }

  /** The ways to pick a file: first ones, or a replacement (beside Remove) once a document is in. */
  const pickButtons = (primary: boolean) => (
    <div className="flex flex-wrap gap-2">
      {hydrated && hasTouchCamera() ? (
        <Button
          type="button"
          size="sm"
          variant={primary ? 'primary' : 'secondary'}
          icon="i-lucide-camera"
          onClick={() => cameraInput.current?.click()}
          aria-describedby={describedBy}
        >
          {m.kyc_upload_take_photo()}
        </Button>
      ) : null}
      <Button
        type="button"
        size="sm"
        variant="secondary"
        icon="i-lucide-upload"
        onClick={() => fileInput.current?.click()}
        aria-describedby={describedBy}
        data-slot={slot.id}
      >
        {primary ? m.kyc_upload_choose() : m.kyc_upload_replace()}
      </Button>
      {primary ? null : <RemoveButton onClick={() => uploads.remove(slot)} />}
    </div>
  );

  return (
    <fieldset
      aria-describedby={describedBy}
      data-document={slot.id}
      data-invalid={invalid || undefined}
      className={`min-w-0 rounded-xl border p-4 ${invalid ? 'border-danger' : 'border-border'}`}
    >
      {/* Floated, the legend sits inside the box instead of on its border. */}
      <legend className="float-left w-full text-sm font-medium text-fg">
        {label}
        {slot.required ? (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className="clear-both flex flex-col gap-2 pt-2">
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint ? `${hint} ` : ''}
          {uploadLimitsText()}
        </p>
        <input ref={fileInput} type="file" accept={ACCEPTED_TYPES} hidden tabIndex={-1} onChange={picked} />
        <input
          ref={cameraInput}
          type="file"
          accept="image/jpeg,image/png"
          capture={slot.camera}
          hidden
          tabIndex={-1}
          onChange={picked}
        />
        <SlotBody state={state} slot={slot} uploads={uploads} />
        {state.status === 'done' || state.status === 'failed' || state.status === 'uploading'
          ? null
          : pickButtons(true)}
        {state.status === 'done' ? pickButtons(false) : null}
        <ErrorList id={`${id}-errors`} errors={messages} />
      </div>
    </fieldset>
  );
}

function RemoveButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" size="sm" variant="ghost" icon="i-lucide-trash-2" onClick={onClick}>
      {m.kyc_upload_remove()}
    </Button>
  );
}

function SlotBody({ state, slot, uploads }: { state: SlotState; slot: DocumentSlot; uploads: Uploads }) {
  switch (state.status) {
    case 'preparing':
      return (
        <p className="flex items-center gap-2 text-sm">
          <Spinner />
          {m.kyc_upload_preparing({ name: state.name })}
        </p>
      );
    case 'uploading': {
      const percent = Math.round(state.progress * 100);
      const label = m.kyc_upload_progress({ name: state.file.name });
      return (
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate">{label}</span>
            <span className="shrink-0 tabular-nums text-muted">{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-surface-2"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <Button type="button" size="sm" variant="ghost" className="self-start" onClick={() => uploads.remove(slot)}>
            {m.kyc_upload_cancel()}
          </Button>
        </div>
      );
    }
    case 'failed':
      return (
        <div className="flex flex-col gap-2">
          <p role="alert" className="flex items-start gap-1.5 text-sm text-danger">
            <span className="i-lucide-circle-alert mt-0.5 shrink-0" aria-hidden="true" />
            {m.kyc_upload_failed({ name: state.file.name, reason: failureText(state.failure) })}
          </p>
          <div className="flex flex-wrap gap-2">
            {state.retryable ? (
              <Button type="button" size="sm" icon="i-lucide-rotate-cw" onClick={() => void uploads.retry(slot)}>
                {m.kyc_upload_retry()}
              </Button>
            ) : null}
            <RemoveButton onClick={() => uploads.remove(slot)} />
          </div>
        </div>
      );
    case 'done': {
      const { document, preview } = state;
      return (
        <div className="flex items-center gap-3">
          {preview ? (
            <img
              src={preview}
              alt={m.kyc_upload_preview({ name: document.file_name })}
              className="h-16 w-16 shrink-0 rounded-lg border border-border object-cover"
            />
          ) : (
            // The picture's place while it is read, so nothing moves when it comes.
            <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg border border-border">
              <span
                className={`${isPicture(document) ? 'i-lucide-image' : 'i-lucide-file-text'} h-8 w-8 text-muted`}
                aria-hidden="true"
              />
            </span>
          )}
          <div className="min-w-0 flex-1 text-sm">
            <p className="truncate font-medium" data-file-name>
              {document.file_name}
            </p>
            <p className="flex items-center gap-1.5 text-muted">
              <span className="i-lucide-circle-check text-success" aria-hidden="true" />
              {m.kyc_upload_done()} · {sizeText(document.size_bytes)}
            </p>
          </div>
        </div>
      );
    }
    default:
      return null;
  }
}
