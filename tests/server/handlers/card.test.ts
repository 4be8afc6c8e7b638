import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotpSecret, totpCode } from '../../../server/auth/totp.ts';
import { findUserById } from '../../../server/auth/users.ts';
import { approveCard, rejectCard } from '../../../server/cards/decide.ts';
import { chargeCard, depositCrypto } from '../../../server/cards/network.ts';
import { isLuhnValid } from '../../../server/cards/numbers.ts';
import { outbox, users } from '../../../server/db/schema/auth.ts';
import { cards } from '../../../server/db/schema/cards.ts';
import { seedCards } from '../../../server/seed/cards.ts';
import { runSeedSteps } from '../../../server/seed/run.ts';
import { seedUsers } from '../../../server/seed/users.ts';
import { cardCalls } from '../../../src/contract/calls/card.ts';
import { ServerEvent } from '../../../src/contract/calls/events.ts';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { type CallOptions, createPerson, createTestApi, json, type TestApi } from '../api/harness.ts';
import { wrongTotpCode } from '../auth/totp-codes.ts';
import { sessionOn, type Team, team, useHandlerApi } from './account-session.ts';
import { recordAccount } from './bus-recorder.ts';

type Row = Record<string, unknown>;
type Money = { amount: string; currency: string };

describe('virtual card handlers', () => {
  const ctx = useHandlerApi();
  let keys = 0;

  const call = (method: string, path: string, options: CallOptions) =>
    ctx.api.call(method, `/api/card/v1${path}`, options);

  async function expectError(response: Response, status: number, code: string): Promise<void> {
    const body = await json(response);
    expect([response.status, body.code]).toEqual([status, code]);
  }

  async function dataOf(response: Response): Promise<Row> {
    const body = await json(response);
    expect([response.status, body.status, body.code]).toEqual([200, true, undefined]);
    return body.data as Row;
  }

  const now = () => ctx.api.clock.now();
  const db = () => ctx.api.handle.db;

  /** A director with cards enabled and `main` USD deposited on MAIN, and their finance and seller members. */
  async function cardTeam(main = '5000', fields: Parameters<typeof team>[1] = {}): Promise<Team> {
    const who = await team(ctx.api, { vcEnable: true, fullName: 'Trần Đức Lâm', ...fields });
    await depositCrypto(db(), 'MAIN', { accountId: who.director.id, amount: main, status: 'SUCCESS', at: now() });
    return who;
  }

  function newKey(): Record<string, string> {
    keys += 1;
    return { 'idempotency-key': `card-test-${keys}` };
  }

  async function issue(who: Team, body: Row, headers: Record<string, string> = newKey()) {
    return call('POST', '/cards/issue', { token: who.directorToken, body, headers });
  }

  async function issued(who: Team, amount = '100', source = 'MAIN'): Promise<{ card: Row; transaction: Row }> {
    const data = await dataOf(await issue(who, { name: 'Ads card', initial_amount: amount, funding_source: source }));
    return data as { card: Row; transaction: Row };
  }

  async function activeCard(who: Team, amount = '100'): Promise<Row> {
    const { card } = await issued(who, amount);
    await approveCard(db(), card.id as number, now());
    return card;
  }

  async function balances(who: Team): Promise<Record<'MAIN' | 'VC', string>> {
    const data = (await dataOf(await call('GET', '/users/balance', { token: who.directorToken }))) as Record<
      'MAIN' | 'VC',
      Money
    >;
    return { MAIN: data.MAIN.amount, VC: data.VC.amount };
  }

  async function card(who: Team, id: unknown): Promise<Row> {
    return dataOf(await call('GET', `/cards/${id}`, { token: who.directorToken }));
  }

  const put = (who: Team, id: unknown, action: string, token = who.directorToken) =>
    call('PUT', `/cards/${id}/${action}`, { token, body: {} });

  async function latestCode(email: string): Promise<string> {
    const [row] = await db().select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
    if (!row?.code) throw new Error(`no code sent to ${email}`);
    return row.code;
  }

  const sendCardOtp = (token: string, cardId: unknown) =>
    call('POST', '/otp/send', { token, body: { card_id: cardId, purpose: 'card_sensitive' } });

  const verifyCardOtp = (token: string, cardId: unknown, code: string) =>
    call('POST', '/otp/verify', { token, body: { card_id: cardId, code } });

  describe('the card wallet', () => {
    it('answers MAIN and VC from the ledger, to directors and finance only', async () => {
      const who = await cardTeam('250.5');
      expect(await balances(who)).toEqual({ MAIN: '250.5', VC: '0' });
      const finance = await dataOf(await call('GET', '/users/balance', { token: who.financeToken }));
      expect(finance.MAIN).toEqual({ amount: '250.5', currency: 'USD' });
      await expectError(await call('GET', '/users/balance', { token: who.sellerToken }), 403, 'FORBIDDEN');
    });

    it('refuses every card call to an account without virtual cards', async () => {
      const who = await team(ctx.api);
      await expectError(await call('GET', '/users/balance', { token: who.directorToken }), 403, 'VC_NOT_ENABLED');
      await expectError(await call('GET', '/cards', { token: who.financeToken }), 403, 'VC_NOT_ENABLED');
      await expectError(
        await issue(who, { name: 'Ads', initial_amount: '20', funding_source: 'MAIN' }),
        403,
        'VC_NOT_ENABLED',
      );
    });

    it('lists the fees and the deposit addresses', async () => {
      const who = await cardTeam();
      const fees = await dataOf(await call('GET', '/fees', { token: who.financeToken }));
      expect(fees).toEqual({
        currency: 'USD',
        issue: { type: 'FIXED', value: '5', currency: 'USD' },
        top_up: { type: 'PERCENT', value: '1.5' },
        fx: { type: 'PERCENT', value: '2' },
        limits: { min_issue_amount: '10', min_top_up: '10', max_top_up: '10000' },
      });
      const addresses = (await dataOf(
        await call('GET', '/system-payments', { token: who.directorToken }),
      )) as unknown as Row[];
      expect(addresses.map((row) => `${row.network}/${row.currency}`).sort()).toEqual([
        'ETH/USDC',
        'ETH/USDT',
        'SOL/USDC',
        'SOL/USDT',
        'TRX/USDC',
        'TRX/USDT',
      ]);
    });
  });

  describe('issuing', () => {
    it('creates a PENDING card, charging the amount and the issue fee to MAIN once per key', async () => {
      const who = await cardTeam();
      const headers = newKey();
      const body = { name: 'Facebook Ads', initial_amount: '100', funding_source: 'MAIN' };
      const first = await dataOf(await issue(who, body, headers));
      const { card: issuedCard, transaction } = first as { card: Row; transaction: Row };
      expect(issuedCard).toMatchObject({ name: 'Facebook Ads', status: 'PENDING', brand: 'VISA' });
      expect(issuedCard.balance).toEqual({ amount: '100', currency: 'USD' });
      expect(transaction).toMatchObject({ type: 'TOP_UP', detail_type: 'CARD_ISSUE_TOP_UP', status: 'PENDING' });
      expect(transaction.fee).toEqual({ amount: '5', currency: 'USD' });
      expect(transaction.card).toEqual({ id: issuedCard.id, name: 'Facebook Ads', last4: issuedCard.last4 });
      expect(await balances(who)).toEqual({ MAIN: '4895', VC: '100' });

      const repeat = await issue(who, body, headers);
      expect(repeat.headers.get('idempotent-replayed')).toBe('true');
      expect(((await dataOf(repeat)).card as Row).id).toBe(issuedCard.id);
      expect(await balances(who)).toEqual({ MAIN: '4895', VC: '100' });
    });

    it('issues once for a double submit in parallel with one Idempotency-Key', async () => {
      const who = await cardTeam('1000');
      const headers = newKey();
      const body = { name: 'Double click', initial_amount: '100', funding_source: 'MAIN' };
      const answers = await Promise.all([issue(who, body, headers), issue(who, body, headers)]);
      const outcomes = await Promise.all(
        answers.map(async (response) => [response.status, (await json(response)).code]),
      );
      for (const outcome of outcomes)
        expect([
          [200, undefined],
          [409, 'IDEMPOTENCY_IN_PROGRESS'],
        ]).toContainEqual(outcome);
      const list = await dataOf(await call('GET', '/cards', { token: who.directorToken }));
      expect(list.total).toBe(1);
      expect(await balances(who)).toEqual({ MAIN: '895', VC: '100' });
    });

    it('stores the number and CVV sealed, embossing the account name', async () => {
      const who = await cardTeam();
      const { card: issuedCard } = await issued(who);
      const [row] = await db()
        .select()
        .from(cards)
        .where(eq(cards.id, issuedCard.id as number));
      expect(row?.cardholderName).toBe('TRAN DUC LAM');
      expect(row?.panSealed).toMatch(/^v1\./);
      expect(row?.panSealed).not.toContain(row?.last4);
      expect(row?.panSealed).not.toBe(row?.cvvSealed);
    });

    it('needs an Idempotency-Key, valid input and the manager roles', async () => {
      const who = await cardTeam();
      const body = { name: 'Ads', initial_amount: '20', funding_source: 'MAIN' };
      await expectError(await issue(who, body, {}), 400, 'IDEMPOTENCY_KEY_REQUIRED');
      await expectError(await issue(who, { ...body, name: 'x' }), 422, 'VALIDATION_FAILED');
      await expectError(await issue(who, { ...body, initial_amount: '20.005' }), 422, 'VALIDATION_FAILED');
      const seller = await call('POST', '/cards/issue', { token: who.sellerToken, body, headers: newKey() });
      await expectError(seller, 403, 'FORBIDDEN');
      const finance = await call('POST', '/cards/issue', { token: who.financeToken, body, headers: newKey() });
      expect(finance.status).toBe(200);
    });

    it('refuses amounts out of bounds and beyond the balance', async () => {
      const who = await cardTeam('100');
      const issueOf = (initial_amount: string, funding_source = 'MAIN') =>
        issue(who, { name: 'Ads', initial_amount, funding_source });
      await expectError(await issueOf('9.99'), 422, 'AMOUNT_TOO_LOW');
      await expectError(await issueOf('10000.01'), 422, 'LIMIT_EXCEEDED');
      await expectError(await issueOf('96'), 422, 'INSUFFICIENT_BALANCE');
      await expectError(await issueOf('10', 'VC'), 422, 'INSUFFICIENT_BALANCE');
      expect(await balances(who)).toEqual({ MAIN: '100', VC: '0' });
      expect(await dataOf(await issueOf('95'))).toBeTruthy();
      expect(await balances(who)).toEqual({ MAIN: '0', VC: '95' });
    });

    it('funds a card from VC money on no card, never from other cards', async () => {
      const who = await cardTeam('500');
      await activeCard(who, '100');
      await depositCrypto(db(), 'VC', { accountId: who.director.id, amount: '60', status: 'SUCCESS', at: now() });
      expect(await balances(who)).toEqual({ MAIN: '395', VC: '160' });
      await expectError(
        await issue(who, { name: 'Too much', initial_amount: '56', funding_source: 'VC' }),
        422,
        'INSUFFICIENT_BALANCE',
      );
      const { card: fromVc } = await issued(who, '55', 'VC');
      expect(fromVc.balance).toEqual({ amount: '55', currency: 'USD' });
      expect(await balances(who)).toEqual({ MAIN: '395', VC: '155' });
    });
  });

  describe('the issuer decision', () => {
    it('activates an approved card and completes its issue', async () => {
      const who = await cardTeam();
      const { card: issuedCard, transaction } = await issued(who);
      await approveCard(db(), issuedCard.id as number, now());
      const detail = await card(who, issuedCard.id);
      expect(detail.status).toBe('ACTIVE');
      expect((detail.status_history as Row[]).map((step) => step.status)).toEqual(['PENDING', 'ACTIVE']);
      const issue = await dataOf(await call('GET', `/transactions/${transaction.id}`, { token: who.financeToken }));
      expect(issue.status).toBe('SUCCESS');
      await expect(approveCard(db(), issuedCard.id as number, now())).rejects.toMatchObject({
        code: 'ITEM_ALREADY_DECIDED',
      });
    });

    it('gives the amount and the fee back when the issuer refuses', async () => {
      const who = await cardTeam('200');
      const { card: issuedCard, transaction } = await issued(who, '100');
      await rejectCard(db(), issuedCard.id as number, 'Details not verified', now());
      expect(await balances(who)).toEqual({ MAIN: '200', VC: '0' });
      const detail = await card(who, issuedCard.id);
      expect(detail.status).toBe('CANCELLED');
      expect((detail.status_history as Row[]).at(-1)).toMatchObject({
        status: 'CANCELLED',
        note: 'Details not verified',
      });
      const issue = await dataOf(await call('GET', `/transactions/${transaction.id}`, { token: who.directorToken }));
      // The code on the wire, the issuer's own words in the issue's timeline.
      expect(issue).toMatchObject({ status: 'FAILURE', failure_reason: 'ISSUE_REJECTED' });
      expect((issue.status_history as Row[]).at(-1)).toMatchObject({ status: 'FAILURE', note: 'Details not verified' });
    });
  });

  describe('top-up', () => {
    it('loads an active card from MAIN with the percentage fee on top', async () => {
      const who = await cardTeam('1000');
      const active = await activeCard(who, '100');
      const body = { amount: '100' };
      const data = await dataOf(
        await call('POST', `/cards/${active.id}/top-up`, { token: who.financeToken, body, headers: newKey() }),
      );
      expect((data.card as Row).balance).toEqual({ amount: '200', currency: 'USD' });
      expect(data.transaction).toMatchObject({
        detail_type: 'CARD_TOP_UP',
        status: 'SUCCESS',
        fee: { amount: '1.5', currency: 'USD' },
      });
      expect(await balances(who)).toEqual({ MAIN: '793.5', VC: '200' });
    });

    it('tops up once per Idempotency-Key, a replay and a parallel double submit included', async () => {
      const who = await cardTeam('1000');
      const active = await activeCard(who, '100');
      const headers = newKey();
      const topUp = () =>
        call('POST', `/cards/${active.id}/top-up`, { token: who.directorToken, body: { amount: '200' }, headers });
      const answers = await Promise.all([topUp(), topUp()]);
      const outcomes = await Promise.all(
        answers.map(async (response) => [response.status, (await json(response)).code]),
      );
      for (const outcome of outcomes)
        expect([
          [200, undefined],
          [409, 'IDEMPOTENCY_IN_PROGRESS'],
        ]).toContainEqual(outcome);
      const replay = await topUp();
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      // One top-up: 200 on the card, 200 + 1.5% (3) off MAIN, after the issue's 100 + 5.
      expect(await balances(who)).toEqual({ MAIN: '692', VC: '300' });
      const list = await dataOf(
        await call('GET', `/transactions?detail_type=CARD_TOP_UP&card_id=${active.id}`, { token: who.directorToken }),
      );
      expect(list.total).toBe(1);
    });

    it('refuses inactive, foreign and out-of-bounds top-ups', async () => {
      const who = await cardTeam('1000');
      const topUp = (id: unknown, amount: string, token = who.directorToken) =>
        call('POST', `/cards/${id}/top-up`, { token, body: { amount }, headers: newKey() });
      const { card: pending } = await issued(who);
      await expectError(await topUp(pending.id, '20'), 409, 'CARD_NOT_ACTIVE');
      const active = await activeCard(who);
      await expectError(await topUp(active.id, '5'), 422, 'AMOUNT_TOO_LOW');
      await expectError(await topUp(active.id, '10001'), 422, 'LIMIT_EXCEEDED');
      await expectError(await topUp(active.id, '900'), 422, 'INSUFFICIENT_BALANCE');
      const stranger = await cardTeam();
      await expectError(await topUp(active.id, '20', stranger.directorToken), 404, 'NOT_FOUND');
      await expectError(await topUp(active.id, '20', who.sellerToken), 403, 'FORBIDDEN');
    });
  });

  describe('freeze, unfreeze and cancel', () => {
    it('freezes and unfreezes, repeats changing nothing', async () => {
      const who = await cardTeam();
      const active = await activeCard(who);
      const frozen = await dataOf(await put(who, active.id, 'freeze', who.financeToken));
      expect(frozen.status).toBe('FROZEN');
      ctx.api.clock.advance(1000);
      expect(await dataOf(await put(who, active.id, 'freeze'))).toEqual(frozen);
      await expectError(
        await call('POST', `/cards/${active.id}/top-up`, {
          token: who.directorToken,
          body: { amount: '20' },
          headers: newKey(),
        }),
        409,
        'CARD_NOT_ACTIVE',
      );
      expect((await dataOf(await put(who, active.id, 'unfreeze'))).status).toBe('ACTIVE');
      expect((await dataOf(await put(who, active.id, 'unfreeze'))).status).toBe('ACTIVE');
      const history = (await card(who, active.id)).status_history as Row[];
      expect(history.map((step) => step.status)).toEqual(['PENDING', 'ACTIVE', 'FROZEN', 'ACTIVE']);
    });

    it('refuses moves the transitions do not allow', async () => {
      const who = await cardTeam();
      const { card: pending } = await issued(who);
      await expectError(await put(who, pending.id, 'freeze'), 409, 'CARD_NOT_ACTIVE');
      await expectError(await put(who, pending.id, 'unfreeze'), 409, 'CARD_NOT_FROZEN');
      await expectError(await put(who, pending.id, 'cancel', who.financeToken), 403, 'FORBIDDEN');
      const stranger = await cardTeam();
      await expectError(await put(stranger, pending.id, 'freeze'), 404, 'NOT_FOUND');
    });

    it('cancels for good, the balance going back to MAIN', async () => {
      const who = await cardTeam('1000');
      const active = await activeCard(who, '300');
      expect(await balances(who)).toEqual({ MAIN: '695', VC: '300' });
      const cancelled = await dataOf(await put(who, active.id, 'cancel'));
      expect(cancelled).toMatchObject({ status: 'CANCELLED', balance: { amount: '0', currency: 'USD' } });
      expect(await balances(who)).toEqual({ MAIN: '995', VC: '0' });
      expect(await dataOf(await put(who, active.id, 'cancel'))).toEqual(cancelled);
      expect(await balances(who)).toEqual({ MAIN: '995', VC: '0' });
      await expectError(await put(who, active.id, 'unfreeze'), 409, 'CARD_NOT_FROZEN');
      await expectError(await put(who, active.id, 'freeze'), 409, 'CARD_NOT_ACTIVE');
      const topUp = { token: who.directorToken, body: { amount: '20' }, headers: newKey() };
      await expectError(await call('POST', `/cards/${active.id}/top-up`, topUp), 409, 'CARD_NOT_ACTIVE');
      expect((await card(who, active.id)).status).toBe('CANCELLED');
      expect(await balances(who)).toEqual({ MAIN: '995', VC: '0' });
    });

    it('lets only a DIRECTOR cancel: FINANCE gets 403 and the card stays', async () => {
      const who = await cardTeam();
      const active = await activeCard(who);
      await expectError(await put(who, active.id, 'cancel', who.financeToken), 403, 'FORBIDDEN');
      expect((await card(who, active.id)).status).toBe('ACTIVE');
    });

    it('cancels a pending card, stopping its issue', async () => {
      const who = await cardTeam('1000');
      const { card: pending, transaction } = await issued(who, '100');
      expect((await dataOf(await put(who, pending.id, 'cancel'))).status).toBe('CANCELLED');
      expect(await balances(who)).toEqual({ MAIN: '995', VC: '0' });
      const issue = await dataOf(await call('GET', `/transactions/${transaction.id}`, { token: who.directorToken }));
      expect(issue.status).toBe('CANCEL');
    });

    it('refuses to cancel a card with charges in progress', async () => {
      const who = await cardTeam('1000');
      const active = await activeCard(who, '100');
      const merchant = { name: 'Google Ads', country: 'SG' };
      const charge = { accountId: who.director.id, cardId: active.id as number, amount: '30', merchant, at: now() };
      await chargeCard(db(), { ...charge, status: 'PROCESSING' });
      expect((await card(who, active.id)).balance).toEqual({ amount: '70', currency: 'USD' });
      await expectError(await put(who, active.id, 'cancel'), 409, 'CARD_HAS_PENDING_TRANSACTIONS');
    });
  });

  describe('what every card call demands', () => {
    /** A valid request of each card call of the contract, on `cardId`; a call added later fails here until listed. */
    function requestOf(
      name: string,
      cardId: unknown,
      wToken: string,
    ): { body?: Row; headers?: Record<string, string> } {
      const bodies: Record<string, { body?: Row; headers?: Record<string, string> }> = {
        getCardBalance: {},
        listCardTransactions: {},
        getCardTransaction: {},
        listSystemPayments: {},
        listCards: {},
        getCardFees: {},
        getCard: {},
        listCardOptions: {},
        issueCard: { body: { name: 'Ads', initial_amount: '20', funding_source: 'MAIN' }, headers: newKey() },
        topUpCard: { body: { amount: '20' }, headers: newKey() },
        sendCardOtp: { body: { card_id: cardId, purpose: 'card_sensitive' } },
        verifyCardOtp: { body: { card_id: cardId, code: '123456' } },
        getCardSensitive: { headers: { 'w-token': wToken } },
        freezeCard: { body: {} },
        unfreezeCard: { body: {} },
        cancelCard: { body: {} },
      };
      const request = bodies[name];
      if (request === undefined) throw new Error(`no request for the card call ${name}`);
      return request;
    }

    async function everyCall(token: string, cardId: unknown, wToken = 'none', transactionId: unknown = cardId) {
      const answers: [string, number, unknown][] = [];
      for (const entry of cardCalls) {
        const path = entry.path.replace('{id}', String(entry.name === 'getCardTransaction' ? transactionId : cardId));
        const response = await call(entry.method, path, { token, ...requestOf(entry.name, cardId, wToken) });
        answers.push([entry.name, response.status, (await json(response)).code]);
      }
      return answers;
    }

    it('refuses a SELLER every card call (403), whatever the card', async () => {
      const who = await cardTeam();
      const active = await activeCard(who);
      const answers = await everyCall(who.sellerToken, active.id);
      expect(answers).toEqual(cardCalls.map((entry) => [entry.name, 403, 'FORBIDDEN']));
      expect((await card(who, active.id)).status).toBe('ACTIVE');
    });

    it('refuses every card call once virtual cards are off for the account (403 VC_NOT_ENABLED)', async () => {
      const who = await cardTeam();
      const active = await activeCard(who);
      const { transaction } = await issued(who, '20');
      await dataOf(await sendCardOtp(who.directorToken, active.id));
      const code = await latestCode(who.director.email);
      const { w_token } = await dataOf(await verifyCardOtp(who.directorToken, active.id, code));
      await db().update(users).set({ vcEnable: false }).where(eq(users.id, who.director.id));
      const answers = await everyCall(who.directorToken, active.id, w_token as string, transaction.id);
      expect(answers).toEqual(cardCalls.map((entry) => [entry.name, 403, 'VC_NOT_ENABLED']));
      const finance = await everyCall(who.financeToken, active.id, w_token as string, transaction.id);
      const allowed = cardCalls.map((entry) =>
        entry.name === 'cancelCard' ? [entry.name, 403, 'FORBIDDEN'] : [entry.name, 403, 'VC_NOT_ENABLED'],
      );
      // FINANCE never holds a DIRECTOR's w-token: its sensitive call is refused by the token, before the account.
      expect(finance.filter(([name]) => name !== 'getCardSensitive')).toEqual(
        allowed.filter(([name]) => name !== 'getCardSensitive'),
      );
    });

    it('tells the account’s open apps: card.updated after issue, top-up, freeze, unfreeze and cancel', async () => {
      const who = await cardTeam('1000');
      const recording = recordAccount(ctx.api.bus, who.director.id);
      const { card: pending } = await issued(who, '100');
      await approveCard(db(), pending.id as number, now());
      const topUp = { token: who.financeToken, body: { amount: '20' }, headers: newKey() };
      await dataOf(await call('POST', `/cards/${pending.id}/top-up`, topUp));
      await dataOf(await put(who, pending.id, 'freeze'));
      await dataOf(await put(who, pending.id, 'unfreeze'));
      await dataOf(await put(who, pending.id, 'cancel'));
      recording.stop();
      const cardEvents = recording.heard.filter((event) => (event as Row).type === 'card.updated');
      const statuses = cardEvents.map((event) => ((event as { data: Row }).data as Row).status);
      expect(statuses).toEqual(['PENDING', 'ACTIVE', 'FROZEN', 'ACTIVE', 'CANCELLED']);
      expect(cardEvents.every((event) => ((event as { data: Row }).data as Row).card_id === pending.id)).toBe(true);
      expect(cardEvents.every((event) => ServerEvent.safeParse(event).success)).toBe(true);
    });
  });

  describe('lists', () => {
    it('lists own cards by status and search, options without cancelled ones', async () => {
      const who = await cardTeam('2000');
      const first = await activeCard(who);
      const second = await activeCard(who);
      const { card: pending } = await issued(who);
      await put(who, second.id, 'cancel');
      const list = async (query: string) =>
        (await dataOf(await call('GET', `/cards${query}`, { token: who.financeToken }))) as {
          items: Row[];
          total: number;
        };
      expect((await list('')).items.map((row) => row.id)).toEqual([pending.id, second.id, first.id]);
      expect((await list('?status=CANCELLED')).items.map((row) => row.id)).toEqual([second.id]);
      expect((await list(`?search=${first.last4}`)).items.map((row) => row.id)).toContain(first.id);
      const page = await list('?limit=2&page=2');
      expect([page.total, page.items.length]).toEqual([3, 1]);
      const options = (await dataOf(
        await call('GET', '/dropdown/cards', { token: who.directorToken }),
      )) as unknown as Row[];
      expect(options.map((row) => row.id)).toEqual([pending.id, first.id]);
      const stranger = await cardTeam();
      expect((await dataOf(await call('GET', '/cards', { token: stranger.directorToken }))).total).toBe(0);
      await expectError(await call('GET', `/cards/${first.id}`, { token: stranger.directorToken }), 404, 'NOT_FOUND');
      await expectError(
        await call('GET', '/cards?status=LOST', { token: who.directorToken }),
        422,
        'VALIDATION_FAILED',
      );
    });

    it('lists and filters transactions, newest first', async () => {
      const who = await cardTeam('1000');
      const active = await activeCard(who, '100');
      ctx.api.clock.advance(60_000);
      await call('POST', `/cards/${active.id}/top-up`, {
        token: who.directorToken,
        body: { amount: '50' },
        headers: newKey(),
      });
      const list = async (query: string) =>
        (await dataOf(await call('GET', `/transactions${query}`, { token: who.financeToken }))) as {
          items: Row[];
          total: number;
        };
      const all = await list('');
      expect(all.items.map((row) => row.detail_type)).toEqual(['CARD_TOP_UP', 'CARD_ISSUE_TOP_UP', 'WALLET_TOP_UP']);
      expect(all.items[2]?.card).toBeNull();
      expect((await list('?detail_type=CARD_TOP_UP&detail_type=WALLET_TOP_UP')).total).toBe(2);
      expect((await list(`?card_id=${active.id}&status=SUCCESS`)).total).toBe(2);
      expect((await list(`?search=${(all.items[0] as Row).code}`)).total).toBe(1);
      const future = new Date(now().getTime() + 1000).toISOString();
      expect((await list(`?from=${encodeURIComponent(future)}`)).total).toBe(0);
      const range = `?from=${encodeURIComponent(future)}&to=${encodeURIComponent(now().toISOString())}`;
      await expectError(
        await call('GET', `/transactions${range}`, { token: who.directorToken }),
        422,
        'VALIDATION_FAILED',
      );
      const stranger = await cardTeam();
      await expectError(
        await call('GET', `/transactions/${(all.items[0] as Row).id}`, { token: stranger.directorToken }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('revealing a card', () => {
    const sendCode = sendCardOtp;
    const verify = verifyCardOtp;

    async function wTokenFor(who: Team, cardId: unknown): Promise<string> {
      await dataOf(await sendCode(who.directorToken, cardId));
      const data = await dataOf(await verify(who.directorToken, cardId, await latestCode(who.director.email)));
      return data.w_token as string;
    }

    const reveal = (who: Team, cardId: unknown, wToken?: string) =>
      call('GET', `/cards/${cardId}/sensitive`, {
        token: who.directorToken,
        ...(wToken === undefined ? {} : { headers: { 'w-token': wToken } }),
      });

    it('sends an email code, then reveals the card once, uncached and unlogged', async () => {
      const who = await cardTeam();
      const active = await activeCard(who);
      const sent = await dataOf(await sendCode(who.directorToken, active.id));
      expect(sent).toMatchObject({ method: 'EMAIL', destination: expect.stringMatching(/^p\*\*\*@example\.test$/) });
      await expectError(await verify(who.directorToken, active.id, '000000'), 422, 'INVALID_OTP');
      const ok = await dataOf(await verify(who.directorToken, active.id, await latestCode(who.director.email)));
      const response = await reveal(who, active.id, ok.w_token as string);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const details = await dataOf(response);
      expect(details).toMatchObject({ card_id: active.id, cardholder_name: 'TRAN DUC LAM' });
      expect(isLuhnValid(details.pan as string)).toBe(true);
      expect((details.pan as string).slice(-4)).toBe(active.last4);
      expect(details.cvv).toMatch(/^\d{3}$/);
      const logged = JSON.stringify(ctx.api.logs);
      expect(ctx.api.logs.length).toBeGreaterThan(0);
      for (const secret of [details.pan, `"cvv":"${details.cvv}"`, ok.w_token]) expect(logged).not.toContain(secret);
      await expectError(await reveal(who, active.id, ok.w_token as string), 403, 'W_TOKEN_INVALID');
    });

    it('binds the code and the w-token to one card', async () => {
      const who = await cardTeam('1000');
      const first = await activeCard(who);
      const second = await activeCard(who);
      await dataOf(await sendCode(who.directorToken, first.id));
      await expectError(
        await verify(who.directorToken, second.id, await latestCode(who.director.email)),
        422,
        'INVALID_OTP',
      );
      ctx.api.clock.advance(61_000);
      const token = await wTokenFor(who, first.id);
      await expectError(await reveal(who, second.id, token), 403, 'W_TOKEN_INVALID');
      expect((await dataOf(await reveal(who, first.id, token))).card_id).toBe(first.id);
    });

    it('refuses without a w-token, for cancelled cards, sellers and strangers', async () => {
      const who = await cardTeam();
      const active = await activeCard(who);
      await expectError(await reveal(who, active.id), 403, 'W_TOKEN_REQUIRED');
      await expectError(await sendCode(who.sellerToken, active.id), 403, 'FORBIDDEN');
      const stranger = await cardTeam();
      await expectError(await sendCode(stranger.directorToken, active.id), 404, 'NOT_FOUND');
      await put(who, active.id, 'cancel');
      await expectError(await sendCode(who.directorToken, active.id), 409, 'CARD_CANCELLED');
    });

    it('limits an authenticator user’s codes: 5 wrong, then even the right one is 429', async () => {
      const secret = generateTotpSecret();
      const authenticator = {
        twoFactorStatus: 'ACTIVE',
        twoFactorMethod: 'AUTHENTICATOR_APP',
        totpSecret: secret,
      } as const;
      const who = await cardTeam('5000', authenticator);
      const active = await activeCard(who);
      expect((await dataOf(await sendCode(who.directorToken, active.id))).method).toBe('AUTHENTICATOR_APP');
      const wrong = wrongTotpCode(secret, now().getTime());
      for (let attempt = 0; attempt < 5; attempt++) {
        await expectError(await verify(who.directorToken, active.id, wrong), 422, 'INVALID_OTP');
      }
      const right = await verify(who.directorToken, active.id, totpCode(secret, now().getTime()));
      await expectError(right, 429, 'RATE_LIMITED');
      expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('lets a finance member reveal with their own code', async () => {
      const who = await cardTeam();
      const active = await activeCard(who);
      const member = await createPerson(ctx.api, { memberOnly: true });
      const token = await sessionOn(ctx.api, member, await requireUser(who.director.id), 'FINANCE');
      await dataOf(await sendCode(token, active.id));
      const data = await dataOf(await verify(token, active.id, await latestCode(member.email)));
      const response = await call('GET', `/cards/${active.id}/sensitive`, {
        token,
        headers: { 'w-token': data.w_token as string },
      });
      expect((await dataOf(response)).card_id).toBe(active.id);
    });
  });

  async function requireUser(id: number) {
    const user = await findUserById(db(), id);
    if (user === undefined) throw new Error(`no user ${id}`);
    return user;
  }
});

describe('the demo cards', () => {
  let api: TestApi;
  let token = '';
  const DAY_MS = 86_400_000;

  beforeAll(async () => {
    api = await createTestApi();
    const seeded = await runSeedSteps(
      api.handle.db,
      [
        async (db, ctx) => {
          ctx.users = await seedUsers(db);
        },
        seedCards,
      ],
      { now: api.clock.now() },
    );
    const director = await findUserById(api.handle.db, seeded?.users?.director.id ?? 0);
    if (director === undefined) throw new Error('the seed made no director');
    token = await sessionOn(api, director);
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => api.close());

  async function dataOf(path: string): Promise<Record<string, unknown>> {
    const body = await json(await api.call('GET', `/api/card/v1${path}`, { token }));
    expect(body.status).toBe(true);
    return body.data as Record<string, unknown>;
  }

  it('gives the director cards in every status, with ledger balances that add up', async () => {
    const { items } = (await dataOf('/cards?limit=100')) as { items: { status: string; balance: Money }[] };
    expect(new Set(items.map((card) => card.status))).toEqual(new Set(['ACTIVE', 'FROZEN', 'PENDING', 'CANCELLED']));
    const { MAIN, VC } = (await dataOf('/users/balance')) as Record<'MAIN' | 'VC', Money>;
    const onCards = items.reduce((sum, card) => sum + Number(card.balance.amount), 0);
    expect(items.every((card) => Number(card.balance.amount) >= 0)).toBe(true);
    expect(Number(MAIN.amount)).toBeGreaterThan(0);
    // The VC deposit not used by the card funded from VC stays on no card.
    expect(Number(VC.amount) - onCards).toBeCloseTo(800 - 305, 2);
  });

  it('spreads transactions of every status over 90 days', async () => {
    const { items, total } = (await dataOf('/transactions?limit=100&page=1')) as {
      items: { status: string; created_at: string }[];
      total: number;
    };
    const rest = total > 100 ? ((await dataOf('/transactions?limit=100&page=2')) as { items: typeof items }).items : [];
    const all = [...items, ...rest];
    expect(new Set(all.map((row) => row.status))).toEqual(
      new Set(['CANCEL', 'FAILURE', 'PROCESSING', 'PENDING', 'SUCCESS']),
    );
    const oldest = Math.min(...all.map((row) => Date.parse(row.created_at)));
    expect(api.clock.now().getTime() - oldest).toBeGreaterThan(85 * DAY_MS);
  });
});
