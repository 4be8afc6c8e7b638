/**
 * Routes → screens: what each route of the route table shows inside its layout. A feature exports Astro screen
 * components that import their islands statically (Astro cannot hydrate an island chosen at run time); this table
 * only picks the component. `satisfies` makes it exhaustive both ways: a route without a screen, or a screen for a
 * path the route table does not have, fails the typecheck.
 */
import type { RouteDef, RoutePath } from '../app/routes.ts';
import Callback from '../features/auth/screens/Callback.astro';
import Forgot from '../features/auth/screens/Forgot.astro';
import InvitationExpired from '../features/auth/screens/InvitationExpired.astro';
import ResetPassword from '../features/auth/screens/ResetPassword.astro';
import SetPassword from '../features/auth/screens/SetPassword.astro';
import SignIn from '../features/auth/screens/SignIn.astro';
import SignUp from '../features/auth/screens/SignUp.astro';
import Vc from '../features/cards/screens/Vc.astro';
import VcIssue from '../features/cards/screens/VcIssue.astro';
import VcList from '../features/cards/screens/VcList.astro';
import VcTransactions from '../features/cards/screens/VcTransactions.astro';
import Developers from '../features/developers/screens/Developers.astro';
import { HOME_READS } from '../features/home/critical-reads.ts';
import Home from '../features/home/screens/Home.astro';
import AddBank from '../features/payments/screens/AddBank.astro';
import EWallet from '../features/payments/screens/EWallet.astro';
import PaymentMethods from '../features/payments/screens/PaymentMethods.astro';
import PendingActions from '../features/pending-actions/screens/PendingActions.astro';
import QrMerchants from '../features/qr/screens/QrMerchants.astro';
import Referral from '../features/referral/screens/Referral.astro';
import Security from '../features/security/screens/Security.astro';
import General from '../features/settings/screens/General.astro';
import Settings from '../features/settings/screens/Settings.astro';
import Team from '../features/team/screens/Team.astro';
import { TRANSACTION_LIST_READS } from '../features/transactions/critical-reads.ts';
import QrTransaction from '../features/transactions/screens/QrTransaction.astro';
import QrTransactions from '../features/transactions/screens/QrTransactions.astro';
import Transaction from '../features/transactions/screens/Transaction.astro';
import Transactions from '../features/transactions/screens/Transactions.astro';
import VaTransaction from '../features/transactions/screens/VaTransaction.astro';
import VaTransactions from '../features/transactions/screens/VaTransactions.astro';
import Va from '../features/va/screens/Va.astro';
import VaList from '../features/va/screens/VaList.astro';
import VaUpdatePlatform from '../features/va/screens/VaUpdatePlatform.astro';
import QrWithdraw from '../features/withdraw/screens/QrWithdraw.astro';
import VaWithdrawBank from '../features/withdraw/screens/VaWithdrawBank.astro';
import VaWithdrawEWallet from '../features/withdraw/screens/VaWithdrawEWallet.astro';
import Withdraw from '../features/withdraw/screens/Withdraw.astro';
import WithdrawBank from '../features/withdraw/screens/WithdrawBank.astro';
import WithdrawEWallet from '../features/withdraw/screens/WithdrawEWallet.astro';
import type { EarlyRead } from '../lib/http/early-reads.ts';
import { PROFILE_READ } from '../stores/critical-reads.ts';
import UiKit from '../ui/showcase/UiKitScreen.astro';
import ProfileScreen from './ProfileScreen.astro';
import TopUpScreen from './TopUpScreen.astro';

/** An Astro screen component; every screen receives its route. */
export type Screen = (props: { route: RouteDef }) => unknown;

export const SCREENS = {
  '/': Home,
  '/signin': SignIn,
  '/signup': SignUp,
  '/callback': Callback,
  '/forgot': Forgot,
  '/forgot/:token': ResetPassword,
  '/set-password': SetPassword,
  '/test': UiKit,
  '/top-up': TopUpScreen,
  '/withdraw': Withdraw,
  '/withdraw/bank': WithdrawBank,
  '/withdraw/e-wallet': WithdrawEWallet,
  '/transactions': Transactions,
  '/transactions/:id': Transaction,
  '/profile': ProfileScreen,
  '/user': Team,
  '/referral': Referral,
  '/pending-actions': PendingActions,
  '/invitation-expired': InvitationExpired,
  '/setting': Settings,
  '/setting/general': General,
  '/setting/security': Security,
  '/setting/payment': PaymentMethods,
  '/setting/payment/bank': AddBank,
  '/setting/payment/e-wallet': EWallet,
  '/setting/developers': Developers,
  '/va': Va,
  '/va/list': VaList,
  '/va/list/update-platform': VaUpdatePlatform,
  '/va/list/qr-merchant-list': QrMerchants,
  '/va/list/withdraw_qr': QrWithdraw,
  '/va/transactions': VaTransactions,
  '/va/transactions/:id': VaTransaction,
  '/va/qr-transaction': QrTransactions,
  '/va/qr-transaction/:id': QrTransaction,
  '/va/withdraw/bank': VaWithdrawBank,
  '/va/withdraw/e-wallet': VaWithdrawEWallet,
  '/vc': Vc,
  '/vc/issue': VcIssue,
  '/vc/list': VcList,
  '/vc/transactions': VcTransactions,
} as const satisfies Record<RoutePath, Screen>;

/** The screen of a route of the table. */
export function screenFor(route: RouteDef): Screen {
  return SCREENS[route.path as RoutePath];
}

/**
 * Routes → critical reads (docs/decisions/011): the GETs a screen shows first, started by the boot script from the
 * page's head while its scripts download; the store's own call then takes the answer instead of asking again.
 * A screen adds its entry here; keep it to what the first screen cannot be read without (each read takes one of
 * the browser's six connections while the page's scripts need them too).
 */
export const CRITICAL_READS: Partial<Record<RoutePath, readonly EarlyRead[]>> = {
  '/': HOME_READS,
  '/transactions': TRANSACTION_LIST_READS.all,
  '/va/transactions': TRANSACTION_LIST_READS.va,
  '/va/qr-transaction': TRANSACTION_LIST_READS.qr,
};

/**
 * The critical reads of a route's page, in the order they start; none for a guest page or one declaring none. The
 * chrome and the client guard need the profile first: a page that starts critical reads starts it too. Only those
 * pages: the script that starts them costs ~1 KB of the 14 KB first flight, which a page without reads of its own
 * (whose profile read would start a few hundred ms earlier) cannot all spare.
 */
export function criticalReadsFor(route: RouteDef): readonly EarlyRead[] {
  const reads = CRITICAL_READS[route.path as RoutePath];
  if (route.access !== 'authenticated' || reads === undefined) return [];
  return [PROFILE_READ, ...reads];
}
