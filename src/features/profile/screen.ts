/**
 * The /profile screen's one store, shared by its two islands (around the verification section) and the edit dialog,
 * and the loader of their views (views.tsx), which both start in parallel with the reads.
 */
import { api } from '../../stores/api.ts';
import { createProfileStore } from './profile-store.ts';

export const profileScreen = createProfileStore({ api });

export const loadViews = () => import('./views.tsx');
