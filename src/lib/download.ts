/** Handing a file made in the browser to the user as a download (a list's export, recovery codes). */

/** How long the object URL outlives the click: the download has started by then, and the memory is freed. */
const REVOKE_AFTER_MS = 60_000;

/** Download a Blob through an object URL and a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
