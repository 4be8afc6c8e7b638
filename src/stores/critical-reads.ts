/**
 * Critical reads several screens share (docs/decisions/011). The profile: the chrome and the client guard need it
 * first, so every page that starts reads of its own starts it too, and Home's head script reads the user's
 * wallets' visibility from its answer.
 */
import { criticalRead } from '../lib/http/critical-reads.ts';

export const PROFILE_READ = criticalRead(undefined, (api) => api.getMe());
