/**
 * Handlers of the wallet reads (src/contract/calls/wallets.ts): the SPEC Wallet and per-currency balances,
 * both derived from the ledger (server/ledger/wallets.ts), for the account the caller acts on.
 */
import type { AuthUser } from '../../auth/authenticate.ts';
import { seesBalance } from '../../auth/balance-access.ts';
import type { Executor } from '../../db/client.ts';
import { ApiError } from '../../errors/api-error.ts';
import { walletBalances, walletView } from '../../ledger/wallets.ts';
import { sessionPeople } from '../../people/profile.ts';
import { callNamed, handle } from '../handler.ts';

type BalanceKind = 'MAIN' | 'VA' | 'QR_MERCHANT';

/**
 * PRODUCT.md section 4: a seller reads VA and QR balances only (a wallet type is named in the path, so asking
 * for another is refused, not hidden); an account without wallets reads none.
 */
async function checkWalletAccess(db: Executor, user: AuthUser, type: BalanceKind): Promise<void> {
  if (!seesBalance(user.role, type)) throw new ApiError('FORBIDDEN');
  const { account } = await sessionPeople(db, user);
  if (!account.walletEnable) throw new ApiError('WALLET_NOT_ENABLED');
}

export const walletsHandlers = [
  handle(callNamed('getWallet'), async ({ db, user, params, now }) => {
    await checkWalletAccess(db, user, params.type);
    const wallet = await walletView(db, { ownerId: user.accountId, type: params.type, now });
    if (wallet === null) throw new ApiError('WALLET_NOT_ENABLED');
    return { status: true, data: wallet };
  }),

  handle(callNamed('getBalances'), async ({ db, user, params, now }) => {
    await checkWalletAccess(db, user, params.type);
    const { balances, updated_at } = await walletBalances(db, user.accountId, params.type);
    return {
      status: true,
      data: { type: params.type, balances, updated_at: updated_at ?? now.toISOString() },
    };
  }),
];
