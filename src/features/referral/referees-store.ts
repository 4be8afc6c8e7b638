/**
 * The customers who joined with the account's link (GET /referrals/referees), newest first, in numbered pages: the
 * kit's list store, so the page is in the address bar and a reload or Back shows the same rows.
 */
import { listReferees } from '../../lib/http/query-rules/listReferees.generated.ts';
import { createListStore } from '../../stores/kit/list.ts';

export const refereeList = createListStore('listReferees', listReferees, { filters: [] });
