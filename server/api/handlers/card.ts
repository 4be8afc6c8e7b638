/**
 * Handlers of src/contract/calls/card.ts. Every call needs an account with vc_enable (VC_NOT_ENABLED); a
 * team member acts on the director's cards (`user.accountId`); the pipeline already checked the role, the
 * Idempotency-Key of issue and top-up and the card_sensitive w-token. The model is in server/cards/.
 */
import { asc } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { assertCardsEnabled } from '../../cards/access.ts';
import { cardFeesRow, feesView } from '../../cards/fees.ts';
import { issueCard } from '../../cards/issue.ts';
import { cardWalletBalances } from '../../cards/ledger.ts';
import { revealCard, sendRevealCode, verifyRevealCode } from '../../cards/reveal.ts';
import { cancelCard, freezeCard, unfreezeCard } from '../../cards/status.ts';
import { cardDetail, cardOptions, cardRef, cardViewOf, findOwnCard, listCards } from '../../cards/store.ts';
import { topUpCard } from '../../cards/top-up.ts';
import { listTransactions, transactionDetail, transactionView } from '../../cards/transactions.ts';
import { announceCardTransactions } from '../../cards/webhooks.ts';
import type { Database } from '../../db/client.ts';
import { type CardRow, systemPayments } from '../../db/schema/cards.ts';
import type { AfterCommit } from '../../developers/events.ts';
import { publishCardUpdated } from '../../events/publish.ts';
import { decimalString } from '../../ledger/decimal.ts';
import { displayName, sessionPeople } from '../../people/profile.ts';
import type { EventBus } from '../bus.ts';
import { callNamed, handle } from '../handler.ts';

const ok = <T>(data: T) => ({ status: true as const, data });

interface Caller {
  readonly db: Database;
  readonly user: AuthUser;
}

/** The caller's account, refused unless it has cards enabled. */
async function cardAccount({ db, user }: Caller): Promise<number> {
  await assertCardsEnabled(db, user.accountId);
  return user.accountId;
}

type CardChange = typeof freezeCard;
type Committed = Caller & AfterCommit & { readonly bus: EventBus };

/**
 * After the change committed: the webhooks of the transactions it recorded (cancelling returns the balance, for
 * one), and `card.updated` to the account's open apps.
 */
async function announceCard(input: Committed, card: CardRow): Promise<void> {
  await announceCardTransactions(input.db, { accountId: card.accountId, cardId: card.id }, input);
  await publishCardUpdated(input.bus, card.accountId, { card_id: card.id, status: card.status });
}

function cardAction(change: CardChange) {
  return async (input: Committed & { params: { id: number } }) => {
    const accountId = await cardAccount(input);
    const card = await change(input.db, { accountId, cardId: input.params.id, at: input.now });
    await announceCard(input, card);
    return ok(await cardViewOf(input.db, card));
  };
}

const walletReads = [
  handle(callNamed('getCardBalance'), async (input) =>
    ok(await cardWalletBalances(input.db, await cardAccount(input))),
  ),

  handle(callNamed('getCardFees'), async (input) => {
    await cardAccount(input);
    return ok(feesView(await cardFeesRow(input.db)));
  }),

  handle(callNamed('listSystemPayments'), async (input) => {
    await cardAccount(input);
    const rows = await input.db.select().from(systemPayments).orderBy(asc(systemPayments.id));
    return ok(rows.map(({ minAmount, ...row }) => ({ ...row, min_amount: decimalString(minAmount) })));
  }),

  handle(callNamed('listCardTransactions'), async (input) => {
    const { page, limit, ...filters } = input.query;
    const { items, total } = await listTransactions(input.db, await cardAccount(input), filters, { page, limit });
    return ok({ items, total, page, limit });
  }),

  handle(callNamed('getCardTransaction'), async (input) =>
    ok(await transactionDetail(input.db, await cardAccount(input), input.params.id)),
  ),
];

const cardManagement = [
  handle(callNamed('listCards'), async (input) => {
    const { page, limit, ...filters } = input.query;
    const { items, total } = await listCards(input.db, await cardAccount(input), filters, { page, limit });
    return ok({ items, total, page, limit });
  }),

  handle(callNamed('listCardOptions'), async (input) => ok(await cardOptions(input.db, await cardAccount(input)))),

  handle(callNamed('getCard'), async (input) =>
    ok(await cardDetail(input.db, await cardAccount(input), input.params.id)),
  ),

  handle(callNamed('issueCard'), async (input) => {
    const accountId = await cardAccount(input);
    const { account } = await sessionPeople(input.db, input.user);
    const { card, transaction } = await issueCard(input.db, {
      accountId,
      name: input.body.name,
      cardholderName: displayName(account),
      initialAmount: input.body.initial_amount,
      fundingSource: input.body.funding_source,
      at: input.now,
    });
    await announceCard(input, card);
    return ok({ card: await cardViewOf(input.db, card), transaction: transactionView(transaction, cardRef(card)) });
  }),

  handle(callNamed('topUpCard'), async (input) => {
    const accountId = await cardAccount(input);
    const request = { accountId, cardId: input.params.id, amount: input.body.amount, at: input.now };
    const { card, transaction } = await topUpCard(input.db, request);
    await announceCard(input, card);
    return ok({ card: await cardViewOf(input.db, card), transaction: transactionView(transaction, cardRef(card)) });
  }),

  handle(callNamed('freezeCard'), cardAction(freezeCard)),
  handle(callNamed('unfreezeCard'), cardAction(unfreezeCard)),
  handle(callNamed('cancelCard'), cardAction(cancelCard)),
];

const cardReveal = [
  handle(callNamed('sendCardOtp'), async (input) => {
    const card = await findOwnCard(input.db, await cardAccount(input), input.body.card_id);
    const { person } = await sessionPeople(input.db, input.user);
    return ok(await sendRevealCode(input.db, person, card, { lang: input.lang, ip: input.ip }, input.now));
  }),

  handle(callNamed('verifyCardOtp'), async (input) => {
    const card = await findOwnCard(input.db, await cardAccount(input), input.body.card_id);
    const { person } = await sessionPeople(input.db, input.user);
    return ok(await verifyRevealCode(input.db, person, card, input.body.code, input.now));
  }),

  handle(callNamed('getCardSensitive'), async (input) => {
    const card = await findOwnCard(input.db, await cardAccount(input), input.params.id);
    // The pipeline claimed the w-token before this handler ran; a call without one never gets here.
    if (input.wToken === null) throw new Error('getCardSensitive ran without its w-token');
    return ok(await revealCard(input.db, input.wToken, card));
  }),
];

export const cardHandlers = [...walletReads, ...cardManagement, ...cardReveal];
