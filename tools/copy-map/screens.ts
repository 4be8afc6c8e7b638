/**
 * The screens of the copy map (docs/EDITING-COPY.md, "Where each text lives"): the main screens a visitor and a
 * customer see, each with the address that shows it and whether it needs a signed-in demo account. Their long
 * texts come from src/lib/copy-places.ts; their headings are the page_<screen> messages.
 */
import type { CopyName } from '../../src/lib/copy-places.ts';

export interface MapScreen {
  /** The file name of its picture, under docs/copy-map/. */
  readonly slug: string;
  readonly title: string;
  readonly path: string;
  readonly signedIn: boolean;
  /** The beginnings of the keys of its other short texts (messages/groups.json). */
  readonly messages: readonly string[];
  /** The long texts on it that src/lib/copy-places.ts does not tie to its route (the error pages). */
  readonly alsoShows?: readonly CopyName[];
}

export const MAP_SCREENS: readonly MapScreen[] = [
  { slug: 'sign-in', title: 'Sign in', path: '/signin', signedIn: false, messages: ['signin_', 'form_', 'field_'] },
  { slug: 'sign-up', title: 'Create an account', path: '/signup', signedIn: false, messages: ['signup_', 'field_'] },
  { slug: 'home', title: 'Home', path: '/', signedIn: true, messages: ['home_', 'nav_'] },
  { slug: 'top-up', title: 'Top up', path: '/top-up', signedIn: true, messages: ['topup_', 'method_', 'transfer_'] },
  {
    slug: 'withdraw',
    title: 'Withdraw to a bank account',
    path: '/withdraw/bank',
    signedIn: true,
    messages: ['withdraw_', 'kit_'],
  },
  { slug: 'transactions', title: 'Transactions', path: '/transactions', signedIn: true, messages: ['tx_', 'export_'] },
  {
    slug: 'transactions-empty',
    title: 'Transactions, nothing matches',
    path: '/transactions?search=no-such-transaction',
    signedIn: true,
    messages: ['tx_'],
  },
  { slug: 'pending-actions', title: 'Pending requests', path: '/pending-actions', signedIn: true, messages: ['pa_'] },
  {
    slug: 'payment-methods',
    title: 'Payment methods',
    path: '/setting/payment',
    signedIn: true,
    messages: ['payments_'],
  },
  {
    slug: 'not-found',
    title: 'A page that does not exist',
    path: '/no-such-page',
    signedIn: false,
    messages: ['error_'],
    alsoShows: ['error-not-found'],
  },
];
