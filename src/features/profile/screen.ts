/** The /profile screen's one store, shared by its two islands (around the verification section) and the edit dialog. */
import { api } from '../../stores/api.ts';
import { createProfileStore } from './profile-store.ts';

export const profileScreen = createProfileStore({ api });
