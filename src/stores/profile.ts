/** The signed-in user's profile, loaded once per page when a session exists (SPEC section 2). */
import { atom } from 'nanostores';
import { fetchProfile, type ProfileSummary } from '../features/profile/api.ts';
import { onReset } from './reset.ts';

export const $profile = atom<ProfileSummary | null>(null);
let pending: Promise<ProfileSummary> | null = null;

onReset(() => {
  $profile.set(null);
  pending = null;
});

/** The loaded profile, fetching it once if a token exists but no profile is loaded; a failed load may be retried. */
export function ensureProfile(): Promise<ProfileSummary> {
  const loaded = $profile.get();
  if (loaded) return Promise.resolve(loaded);
  pending ??= fetchProfile().then(
    (profile) => {
      $profile.set(profile);
      return profile;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
