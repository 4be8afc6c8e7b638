import { describe, expect, it } from 'vitest';
import { findWallet, openStandardWallets } from '../../../server/ledger/accounts.ts';
import { approveTransfer, requestTopUp, requestWithdrawal } from '../../../server/ledger/transfers.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, type Team, team, useHandlerApi } from './account-session.ts';

describe('wallet handlers', () => {
  const context = useHandlerApi();

  /** A team whose MAIN wallet received 1,000,000 ₫ and has 250,000 ₫ held for a pending withdrawal. */
  async function fundedTeam(): Promise<Team> {
    const members = await team(context.api);
    const db = context.api.handle.db;
    await openStandardWallets(db, members.director);
    const main = await findWallet(db, { ownerId: members.director.id, kind: 'MAIN', currency: 'VND' });
    if (!main) throw new Error('no MAIN wallet');
    const topUp = await requestTopUp(db, { walletId: main.wallet.id, amount: '1000000', source: 'bank' });
    await approveTransfer(db, topUp.id);
    await requestWithdrawal(db, { walletId: main.wallet.id, amount: '250000', source: 'bank' });
    return members;
  }

  async function get(path: string, token: string) {
    const response = await context.api.call('GET', path, { token });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  describe('GET /wallets/{type}', () => {
    it('derives balance and available balance from the ledger', async () => {
      const { directorToken } = await fundedTeam();
      const { status, body } = await get('/api/v1/wallets/MAIN', directorToken);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        type: 'MAIN',
        currency: 'VND',
        balance: '1000000',
        validate_balance: '750000',
      });
    });

    it('shows a finance member the director’s wallet', async () => {
      const { financeToken } = await fundedTeam();
      const { body } = await get('/api/v1/wallets/MAIN', financeToken);
      expect(body.data).toMatchObject({ validate_balance: '750000' });
    });

    it('refuses the MAIN wallet to a seller but shows the VA wallet', async () => {
      const { sellerToken } = await fundedTeam();
      expect((await get('/api/v1/wallets/MAIN', sellerToken)).status).toBe(403);
      expect((await get('/api/v1/wallets/VA', sellerToken)).status).toBe(200);
    });

    it('answers WALLET_NOT_ENABLED for a wallet the account does not have', async () => {
      const { directorToken } = await team(context.api);
      const { status, body } = await get('/api/v1/wallets/QR_MERCHANT', directorToken);
      expect(status).toBe(403);
      expect(body.code).toBe('WALLET_NOT_ENABLED');
    });

    it('answers WALLET_NOT_ENABLED when the account’s wallet feature is off', async () => {
      const members = await team(context.api, { walletEnable: false });
      await openStandardWallets(context.api.handle.db, members.director);
      const { body } = await get('/api/v1/wallets/MAIN', members.directorToken);
      expect(body.code).toBe('WALLET_NOT_ENABLED');
    });
  });

  describe('GET /customers/balances/{type}', () => {
    it('lists the balances per currency, held amount included', async () => {
      const { directorToken } = await fundedTeam();
      const { status, body } = await get('/api/v2/customers/balances/MAIN', directorToken);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        type: 'MAIN',
        balances: [{ currency: 'VND', balance: '1000000', validate_balance: '750000', pending: '250000' }],
      });
    });

    it('is empty for a new person without wallets', async () => {
      const person = await createPerson(context.api);
      const { body } = await get('/api/v2/customers/balances/VA', await sessionOn(context.api, person));
      expect(body.data).toMatchObject({ balances: [] });
    });
  });
});
