/** The page's one card-actions store, over the browser's API and /vc/list's list. */
import { api } from '../../stores/api.ts';
import { createCardActions } from './card-actions-store.ts';
import { cardList } from './list-store.ts';

export const cardActions = createCardActions({ api, list: cardList });
