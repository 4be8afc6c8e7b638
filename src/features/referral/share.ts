/**
 * Sharing the sign-up link: the phone's share sheet (Web Share API) where the browser has one, the clipboard
 * otherwise — and also when the browser refuses the sheet (no permission, not from a tap), so a press always does
 * something. Closing the sheet is the person's choice and copies nothing.
 */
import { copyText } from '../../lib/clipboard.ts';

export interface ShareContent {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

/** What sharing needs from the browser; the real one by default, fakes in tests. */
export interface ShareHost {
  readonly share?: ((data: ShareData) => Promise<void>) | undefined;
  readonly canShare?: ((data: ShareData) => boolean) | undefined;
  readonly copy: (text: string) => Promise<boolean>;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

function browserHost(): ShareHost {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: nav?.share?.bind(nav),
    canShare: nav?.canShare?.bind(nav),
    copy: (text) => copyText(text),
  };
}

/** Whether the browser offers a share sheet for this content (decides whether a Share button is shown). */
export function canShare(content: ShareContent, host: ShareHost = browserHost()): boolean {
  if (host.share === undefined) return false;
  return host.canShare === undefined || host.canShare({ ...content });
}

export async function shareLink(content: ShareContent, host: ShareHost = browserHost()): Promise<ShareOutcome> {
  if (canShare(content, host) && host.share !== undefined) {
    try {
      await host.share({ ...content });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await host.copy(content.url)) ? 'copied' : 'failed';
}
