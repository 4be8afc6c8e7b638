/**
 * Whether the signed-in person has virtual cards and may see them (a SELLER sees none: PRODUCT.md section 4):
 * the key part of every card store, null otherwise, so a person without cards never makes a card call. Apart from
 * the card stores (cards.ts) so the cards gate, on every card screen's first load, does not bring the fetcher cache.
 */
import { computed } from 'nanostores';
import { $profile } from './profile.ts';

export const $vcKey = computed($profile, (profile) =>
  profile?.vcEnable && profile.role !== 'seller' ? 'vc-enabled' : null,
);
