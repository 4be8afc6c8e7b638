/**
 * The account level (0–4, the VIP level shown as VIP), the VA fee it gives, and what the next level unlocks, all
 * worded by presentation.ts from the server's data. The review statuses and what to send are the verification
 * section's, right below on the page: the card links there rather than saying them twice.
 */
import { getLocale, m } from '../../lib/i18n.ts';
import {
  feeText,
  isVip,
  levelLabel,
  levelName,
  type NextLevel,
  nextLevelOf,
  type TierValue,
  unlockText,
  vaFeeAt,
  vaOpeningLevel,
} from './presentation.ts';
import type { ProfileData } from './profile-store.ts';

/** A step per level above 0, the reached ones filled; the words beside it say the same for screen readers. */
function LevelMeter({ level, top }: { readonly level: number; readonly top: number }) {
  return (
    <div className="flex gap-1" aria-hidden="true">
      {Array.from({ length: top }, (_, step) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the steps are the levels, fixed in number and order
        <span key={step} className={`h-1.5 flex-1 rounded-full ${step < level ? 'bg-primary' : 'bg-border'}`} />
      ))}
    </div>
  );
}

function NextLevelBlock({ next, tier }: { readonly next: NextLevel; readonly tier: TierValue }) {
  const locale = getLocale();
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 className="font-semibold">
        {next.vip ? m.profile_next_vip() : m.profile_next_level({ level: String(next.level) })}
      </h3>
      <ul className="flex flex-col gap-2 text-sm">
        {next.unlocks.length === 0 ? <li className="text-muted">{m.profile_unlock_none()}</li> : null}
        {next.unlocks.map((unlock) => (
          <li key={unlock.kind} className="flex gap-2">
            <span className="i-lucide-sparkles mt-0.5 shrink-0 text-primary-text" aria-hidden="true" />
            <span>{unlockText(unlock, locale, tier)}</span>
          </li>
        ))}
      </ul>
      {next.requirements.length === 0 ? (
        <p className="text-sm text-muted">{m.profile_granted()}</p>
      ) : (
        // What to send, and the sending, are the verification section's below: named there once, with its actions.
        <a href="#verification" className="link flex items-center gap-1 text-sm font-medium">
          {m.profile_how_to_reach()}
          <span className="i-lucide-arrow-down" aria-hidden="true" />
        </a>
      )}
    </div>
  );
}

export function LevelCard({ data }: { readonly data: ProfileData }) {
  const { kyc, va, vipLevel, topLevel } = data;
  const level = kyc.account_level;
  const name = levelName(level, vipLevel);
  const fee = vaFeeAt(va, level);
  const opening = vaOpeningLevel(va);
  const next = nextLevelOf(kyc, va, vipLevel);
  return (
    <section className="card flex flex-col gap-4 p-5 sm:p-6" aria-labelledby="profile-level">
      <h2 id="profile-level" className="text-sm font-medium uppercase tracking-wider text-muted">
        {m.profile_level()}
      </h2>
      <div className="flex flex-col gap-2">
        <p className="flex flex-wrap items-baseline gap-x-2" data-testid="profile-level">
          {isVip(level, vipLevel) ? (
            <span className="i-lucide-crown self-center text-xl text-primary-text" aria-hidden="true" />
          ) : null}
          <span className="text-2xl font-bold">{levelLabel(level, vipLevel)}</span>
          {name ? <span className="text-muted">{name}</span> : null}
        </p>
        <LevelMeter level={level} top={topLevel} />
        <p className="sr-only">{m.profile_level_progress({ level: String(level), top: String(topLevel) })}</p>
      </div>
      <p className="text-sm">
        {fee !== null
          ? m.profile_current_fee({ fee: feeText(fee, getLocale()) })
          : opening !== null
            ? m.profile_va_closed({ level: String(opening) })
            : null}
      </p>
      {next === null ? (
        <p className="flex gap-2 border-t border-border pt-4 text-sm">
          <span className="i-lucide-crown mt-0.5 shrink-0 text-primary-text" aria-hidden="true" />
          {m.profile_top_level()}
        </p>
      ) : (
        <NextLevelBlock next={next} tier={va.current.tier} />
      )}
    </section>
  );
}
