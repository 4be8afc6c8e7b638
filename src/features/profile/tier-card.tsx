/**
 * The tier (STANDARD, SILVER, GOLD, DIAMOND) with its icon — the profile's `tier.icon` picture, or a drawn icon
 * when it does not load — and the monthly VA limit of every tier from the VA settings, the user's marked.
 */
import { useState } from 'react';
import { getLocale, m } from '../../lib/i18n.ts';
import { limitText, type TierValue, tierLimits, tierName } from './presentation.ts';
import type { ProfileData } from './profile-store.ts';

/**
 * The tier's picture. Decorative: the tier's name is written beside it (WCAG H2), so it has an empty alt; when the
 * picture cannot load, a drawn gem stands in so the card keeps its shape.
 */
export function TierIcon({ src, className }: { readonly src: string; readonly className: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span
        className={`i-lucide-gem shrink-0 text-primary-text ${className}`}
        aria-hidden="true"
        data-tier-fallback=""
      />
    );
  }
  return (
    <img src={src} alt="" className={`shrink-0 ${className}`} width={48} height={48} onError={() => setBroken(true)} />
  );
}

export function TierCard({ data }: { readonly data: ProfileData }) {
  const locale = getLocale();
  const tier = data.profile.tier.value as TierValue;
  return (
    <section className="card flex flex-col gap-4 p-5 sm:p-6" aria-labelledby="profile-tier">
      <h2 id="profile-tier" className="text-sm font-medium uppercase tracking-wider text-muted">
        {m.profile_tier()}
      </h2>
      <div className="flex items-center gap-3">
        <TierIcon src={data.profile.tier.icon} className="h-12 w-12" />
        <div className="flex min-w-0 flex-col">
          <p className="text-2xl font-bold" data-testid="profile-tier">
            {tierName(tier)}
          </p>
          <p className="text-sm text-muted">
            {m.profile_tier_limit({ limit: limitText(data.va.current.limit, locale) })}
          </p>
        </div>
      </div>
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-medium">{m.profile_tier_limits()}</caption>
        <tbody className="divide-y divide-border">
          {tierLimits(data.va).map((row) => (
            <tr key={row.tier} className={row.current ? 'font-semibold' : undefined}>
              <th scope="row" className={`py-2 pr-3 text-left ${row.current ? 'font-semibold' : 'font-normal'}`}>
                {tierName(row.tier)}
                {row.current ? (
                  <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-text">
                    {m.profile_tier_yours()}
                  </span>
                ) : null}
              </th>
              <td className="py-2 text-right tabular-nums">{limitText(row.limit, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
