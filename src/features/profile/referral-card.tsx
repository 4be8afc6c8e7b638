/** The referral code and the sign-up link that carries it, each with a copy button, and how many joined with it. */
import type { ProfileType } from '../../contract/calls/accounts.ts';
import { m } from '../../lib/i18n.ts';
import { CopyButton } from '../../ui/copy-button.tsx';

export function ReferralCard({ referral }: { readonly referral: ProfileType['referral'] }) {
  return (
    <section className="card flex flex-col gap-4 p-5 sm:p-6" aria-labelledby="profile-referral">
      <h2 id="profile-referral" className="text-sm font-medium uppercase tracking-wider text-muted">
        {m.profile_referral()}
      </h2>
      <dl className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">{m.profile_referral_code()}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-lg font-semibold tracking-wider" data-testid="profile-referral-code">
              {referral.referral_code}
            </span>
            <CopyButton value={referral.referral_code} what={m.profile_referral_code_what()} />
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">{m.profile_referral_link()}</dt>
          <dd className="flex items-center gap-2">
            <span className="min-w-0 break-all text-sm">{referral.referral_url}</span>
            <CopyButton value={referral.referral_url} what={m.profile_referral_link_what()} />
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted">{m.profile_referral_count({ count: String(referral.referred_customers) })}</p>
      <a
        href="/referral"
        className="self-start text-sm font-medium text-primary-text hover:underline focus-ring rounded"
      >
        {m.profile_referral_more()}
      </a>
    </section>
  );
}
