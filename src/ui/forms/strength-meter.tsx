/**
 * The strength hint under a new password (src/lib/password-strength.ts; PRODUCT.md section 4): three bars and a
 * word, the word announced when it changes. A hint only: the server decides and says WEAK_PASSWORD beside the field.
 */
import { m } from '../../lib/i18n.ts';
import type { PasswordStrength } from '../../lib/password-strength.ts';

const LEVELS: Readonly<Record<PasswordStrength, { bars: number; tone: string; label: () => string }>> = {
  weak: { bars: 1, tone: 'bg-danger', label: () => m.form_strength_weak() },
  fair: { bars: 2, tone: 'bg-warning', label: () => m.form_strength_fair() },
  strong: { bars: 3, tone: 'bg-success', label: () => m.form_strength_strong() },
};

/** Nothing said for an empty password (`null`). */
export function StrengthMeter({ strength }: { readonly strength: PasswordStrength | null }) {
  const level = strength === null ? null : LEVELS[strength];
  return (
    <div className="flex items-center gap-3">
      <div className="flex flex-1 gap-1" aria-hidden="true">
        {[0, 1, 2].map((bar) => (
          <span
            key={bar}
            className={`h-1.5 flex-1 rounded-full ${level !== null && bar < level.bars ? level.tone : 'bg-border'}`}
          />
        ))}
      </div>
      <p role="status" className="min-w-24 text-right text-xs font-medium text-muted">
        {level === null ? null : m.form_strength({ level: level.label() })}
      </p>
    </div>
  );
}
