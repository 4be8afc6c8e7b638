/**
 * The code and sign-up link to pass on: each with a copy button, the phone's share sheet where there is one (the
 * copy button is the way otherwise), and the link as a QR code a friend scans (the encoder loads on demand).
 */
import { useEffect, useState } from 'react';
import type { ReferralStatsType } from '../../contract/calls/referral.ts';
import { m } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { QrView } from '../../ui/qr-view.tsx';
import { canShare, type ShareContent, shareLink } from './share.ts';

function ShareButton({ content }: { readonly content: ShareContent }) {
  // Known only in the browser: the prerendered page and the first render must agree, so it is asked after mount.
  const [offered, setOffered] = useState(false);
  const [said, setSaid] = useState('');
  useEffect(() => setOffered(canShare(content)), [content]);
  if (!offered) return null;

  async function share() {
    const outcome = await shareLink(content);
    if (outcome === 'copied') setSaid(m.copy_done_label({ what: m.ref_link_what() }));
    else setSaid(outcome === 'failed' ? m.copy_failed() : '');
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button icon="i-lucide-share-2" onClick={share}>
        {m.ref_share()}
      </Button>
      <span role="status" className="text-sm text-muted">
        {said}
      </span>
    </span>
  );
}

export function ShareCard({ stats }: { readonly stats: ReferralStatsType }) {
  const { referral_code: code, referral_url: url } = stats;
  const [content] = useState<ShareContent>(() => ({ title: m.brand_name(), text: m.ref_share_text({ code }), url }));
  return (
    <section
      className="card grid gap-6 p-5 sm:p-6 md:grid-cols-[minmax(0,1fr)_auto]"
      aria-labelledby="referral-share-heading"
    >
      <div className="flex min-w-0 flex-col gap-5">
        <h2 id="referral-share-heading" className="text-lg font-semibold">
          {m.ref_share_heading()}
        </h2>
        <dl className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-muted">{m.ref_code()}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-xl font-semibold tracking-wider" data-testid="referral-code">
                {code}
              </span>
              <CopyButton value={code} what={m.ref_code_what()} />
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-muted">{m.ref_link()}</dt>
            <dd
              className="min-w-0 break-all rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm"
              data-testid="referral-link"
            >
              {url}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center gap-3">
          <CopyButton value={url} what={m.ref_link_what()} withText size="md" />
          <ShareButton content={content} />
        </div>
      </div>
      <div className="flex flex-col items-center gap-2 md:border-l md:border-border md:pl-6">
        <QrView payload={url} description={m.ref_qr_description({ code })} size={176} />
        <p className="max-w-48 text-center text-xs text-muted">{m.ref_qr_hint()}</p>
      </div>
    </section>
  );
}
