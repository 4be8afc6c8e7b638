/**
 * Copy text to the clipboard: the async Clipboard API where the page may use it, else the old
 * `execCommand('copy')` on a hidden textarea (insecure origins, older WebViews, a refused permission).
 */

/** What copying needs from the browser; the real ones by default, fakes in tests. */
export interface ClipboardHost {
  readonly clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  readonly document: Pick<Document, 'createElement' | 'execCommand' | 'body' | 'activeElement'>;
}

function browserHost(): ClipboardHost {
  return { clipboard: navigator.clipboard, document };
}

/** Whether the text reached the clipboard. */
export async function copyText(text: string, host: ClipboardHost = browserHost()): Promise<boolean> {
  if (host.clipboard) {
    try {
      await host.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): the fallback may still work.
    }
  }
  return copyWithSelection(text, host.document);
}

/** The fallback: select the text in an off-screen textarea and ask the browser to copy the selection. */
function copyWithSelection(text: string, doc: ClipboardHost['document']): boolean {
  const previous = doc.activeElement;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  try {
    // Deprecated, but the only way left where the Clipboard API is missing or refused.
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    // Selecting the textarea took focus from the copy button; keyboard users stay where they were.
    if (previous !== null && 'focus' in previous && typeof previous.focus === 'function') previous.focus();
  }
}
