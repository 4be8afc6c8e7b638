/** The page's one set of team actions, over the page's list, toasts and the API. */
import { failureText } from '../../lib/failure-text.ts';
import { api } from '../../stores/api.ts';
import { addToast } from '../../stores/toasts.ts';
import { createTeamActions } from './actions-store.ts';
import { teamList } from './list-store.ts';

export const teamActions = createTeamActions({
  api,
  list: teamList,
  notify: (toast) => void addToast(toast),
  describe: (failure) => failureText(failure),
});
