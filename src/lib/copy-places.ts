/**
 * Every long text the app shows (copy/<language>/<name>.md) and where: the one list of names a screen may ask
 * for. A text not in this list is shown nowhere (`npm run check:copy` says so); a name here without its files
 * fails the check and the build. `routes` are the pages it appears on (the editor links to them and the copy map
 * in docs/EDITING-COPY.md follows them; a unit test holds them to the route table); an empty list is a text of
 * no single page (the error pages) or written ahead of its screen. `slots` are words in braces the page fills in
 * (like a message's placeholders).
 */

export interface CopyPlace {
  /** The pages that show the text, as in the route table. */
  readonly routes: readonly string[];
  /** Where on those pages, for the people who edit it. */
  readonly where: string;
  /** Words in braces the page fills in, which every language must keep. */
  readonly slots?: readonly string[];
}

export const COPY_PLACES = {
  'auth-panel': {
    routes: ['/signin', '/signup', '/forgot'],
    where: 'The coloured panel beside sign-in, sign-up and forgotten password (wide screens).',
  },
  'legal-footer': {
    routes: ['/signin', '/signup', '/forgot', '/invitation-expired'],
    where: 'The small print at the foot of the pages for signed-out visitors.',
  },
  'error-not-found': { routes: [], where: 'The page for an address that does not exist.', slots: ['path'] },
  'error-forbidden': { routes: [], where: 'The page for a page your role may not open.' },
  'error-server': { routes: [], where: 'The page shown when something fails on our side.' },
  'transactions-empty': {
    routes: ['/transactions', '/va/transactions', '/va/qr-transaction'],
    where: 'The transaction list before the first transaction.',
  },
  'transactions-empty-filtered': {
    routes: ['/transactions', '/va/transactions', '/va/qr-transaction'],
    where: 'The transaction list when no transaction matches the filters.',
  },
  'pending-actions-empty': { routes: ['/pending-actions'], where: 'The "Pending" tab with nothing waiting.' },
  'pending-actions-empty-done': { routes: ['/pending-actions'], where: 'The "Completed" tab before any answer.' },
  'payment-methods-empty': {
    routes: ['/setting/payment'],
    where: 'Payment methods before the first one, for the account director (who may add one).',
  },
  'payment-methods-empty-view-only': {
    routes: ['/setting/payment'],
    where: 'Payment methods before the first one, for the other roles (who may not).',
  },
  'withdraw-fees-limits': {
    routes: [
      '/withdraw/bank',
      '/withdraw/e-wallet',
      '/va/withdraw/bank',
      '/va/withdraw/e-wallet',
      '/va/list/withdraw_qr',
    ],
    where: 'Under the withdrawal form: how fees and limits work.',
  },
  'top-up-help': { routes: ['/top-up'], where: 'Under the top-up form: fees, limits and how long a top-up takes.' },
  'referral-terms': { routes: ['/referral'], where: 'The referral programme terms, under the referred customers.' },
  'referral-empty': { routes: ['/referral'], where: 'The referred customers before the first one joins.' },
  'kyc-guidance': {
    routes: ['/profile'],
    where: 'Under the verification section of the profile: what to have ready before verifying.',
  },
  'card-fees': { routes: [], where: 'Virtual card fees explained (the card screens are still to come).' },
} as const satisfies Record<string, CopyPlace>;

/** The name of a long text the app shows. */
export type CopyName = keyof typeof COPY_PLACES;

/** The text before and after `{slot}` in a title (the check keeps the slot in every language). */
export function splitAtSlot(title: string, slot: string): readonly [string, string] {
  const at = title.indexOf(`{${slot}}`);
  return at === -1 ? [title, ''] : [title.slice(0, at), title.slice(at + slot.length + 2)];
}
