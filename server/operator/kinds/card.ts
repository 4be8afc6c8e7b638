/**
 * Operator kind `card`: cards waiting for the issuer (server/cards/decide.ts). The review status is the
 * card's issue transaction: PENDING while the card is, then SUCCESS (approved) or FAILURE (rejected, money
 * returned); a card closed any other way can no longer be decided.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { OperatorItemType } from '../../../src/contract/calls/operator.ts';
import { approveCard, refusalWords, rejectCard } from '../../cards/decide.ts';
import { CARD_CURRENCY } from '../../cards/ledger.ts';
import { announceCardTransactions } from '../../cards/webhooks.ts';
import type { Database, Executor } from '../../db/client.ts';
import { type CardRow, cards, cardTransactions } from '../../db/schema/cards.ts';
import { publishCardUpdated, publishWalletUpdated } from '../../events/publish.ts';
import { decimalString } from '../../ledger/decimal.ts';
import { walletView } from '../../ledger/wallets.ts';
import { notify } from '../../notifications/store.ts';
import { customerOf, noticeAmount, operatorAmount } from '../format.ts';
import { customerRow, type ReviewStatusName, reviewKind } from '../review.ts';

interface CardItemRow {
  readonly card: CardRow;
  readonly issue: typeof cardTransactions.$inferSelect;
}

function selectRows(db: Executor, where: SQL | undefined) {
  return db
    .select({ card: cards, issue: cardTransactions })
    .from(cards)
    .innerJoin(
      cardTransactions,
      and(eq(cardTransactions.cardId, cards.id), eq(cardTransactions.detailType, 'CARD_ISSUE_TOP_UP')),
    )
    .where(where);
}

function reviewStatus({ card, issue }: CardItemRow): ReviewStatusName | 'CANCELLED' {
  if (card.status === 'PENDING') return 'PENDING';
  if (issue.status === 'SUCCESS') return 'APPROVED';
  return issue.status === 'FAILURE' ? 'REJECTED' : 'CANCELLED';
}

const FILTERS: Readonly<Record<ReviewStatusName, SQL>> = {
  PENDING: eq(cards.status, 'PENDING'),
  APPROVED: eq(cardTransactions.status, 'SUCCESS'),
  REJECTED: eq(cardTransactions.status, 'FAILURE'),
};

function cardLabel(card: CardRow): string {
  return `${card.brand} ${card.name} ••${card.last4}`;
}

async function toItem(db: Database, row: CardItemRow): Promise<OperatorItemType> {
  const { card, issue } = row;
  const status = reviewStatus(row);
  const loaded = operatorAmount(issue.amount, issue.currency);
  return {
    id: card.id,
    kind: 'card',
    status: status === 'CANCELLED' ? 'REJECTED' : status,
    customer: customerOf(await customerRow(db, card.accountId)),
    summary: `Card ${cardLabel(card)} for ${card.cardholderName}, ${loaded} (fee ${operatorAmount(issue.fee, issue.currency)}) from ${card.fundingSource}`,
    amount: { amount: noticeAmount(issue.amount, issue.currency), currency: issue.currency },
    details: {
      brand: card.brand,
      name: card.name,
      cardholder_name: card.cardholderName,
      last4: card.last4,
      card_status: card.status,
      funding_source: card.fundingSource,
      fee: decimalString(issue.fee),
    },
    created_at: card.createdAt.toISOString(),
    decided_at: status === 'PENDING' ? null : issue.updatedAt.toISOString(),
    reason: await refusalWords(db, issue),
  };
}

async function load(db: Database, id: number): Promise<CardItemRow | undefined> {
  const [row] = await selectRows(db, eq(cards.id, id));
  return row;
}

async function reload(db: Database, id: number): Promise<CardItemRow> {
  const row = await load(db, id);
  if (row === undefined) throw new Error(`card ${id} vanished after its decision`);
  return row;
}

export const card = reviewKind<CardItemRow>({
  async list(db, status, { page, limit }) {
    const rows = await selectRows(db, FILTERS[status])
      .orderBy(asc(cards.createdAt), asc(cards.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await db
      .select({ total: count() })
      .from(cards)
      .innerJoin(
        cardTransactions,
        and(eq(cardTransactions.cardId, cards.id), eq(cardTransactions.detailType, 'CARD_ISSUE_TOP_UP')),
      )
      .where(FILTERS[status]);
    return { items: await Promise.all(rows.map((row) => toItem(db, row))), total: total?.total ?? 0, page, limit };
  },
  load,
  statusOf: reviewStatus,
  toItem,
  approve: async (db, id, now) => {
    await approveCard(db, id, now);
    return reload(db, id);
  },
  reject: async (db, id, reason, now) => {
    await rejectCard(db, id, reason, now);
    return reload(db, id);
  },
  announce: async (db, row, ctx) => {
    const { bus, now } = ctx;
    const approved = reviewStatus(row) === 'APPROVED';
    const { card: issued } = row;
    await announceCardTransactions(db, { accountId: issued.accountId, cardId: issued.id }, ctx);
    await notify(db, bus, {
      userId: issued.accountId,
      group: 'important',
      kind: approved ? 'CARD_APPROVED' : 'CARD_REJECTED',
      params: { card: cardLabel(issued), ...(approved ? {} : { reason: (await refusalWords(db, row.issue)) ?? '' }) },
      link: '/vc/list',
    });
    if (bus === null) return;
    await publishCardUpdated(bus, issued.accountId, { card_id: issued.id, status: issued.status });
    // A refused card gives its money back to the MAIN balance that paid for it.
    if (approved || issued.fundingSource !== 'MAIN') return;
    const wallet = await walletView(db, { ownerId: issued.accountId, type: 'MAIN', currency: CARD_CURRENCY, now });
    if (wallet) await publishWalletUpdated(bus, issued.accountId, wallet);
  },
});
