/**
 * Demo virtual cards (PRODUCT.md section 6): the director's card wallet with 90 days of history — crypto
 * deposits and payouts, cards in every status (active with and without a spending limit, frozen, pending,
 * cancelled by the holder, refused by the issuer), top-ups, merchant charges in every status and refunds,
 * and charges still open on one card (so cancelling it is refused). The VIP has one card. Everything goes
 * through server/cards, so balances come from real ledger postings. Deterministic for a given seed.
 */
import type { z } from 'zod';
import type {
  CardBalanceType,
  CardBrand,
  CardFailureReason,
  CardTransactionStatus,
} from '../../src/contract/calls/card.ts';
import { findUserById } from '../auth/users.ts';
import { approveCard, rejectCard } from '../cards/decide.ts';
import { issueCard } from '../cards/issue.ts';
import { chargeCard, depositCrypto, refundToCard, withdrawCrypto } from '../cards/network.ts';
import { cancelCard, freezeCard } from '../cards/status.ts';
import { topUpCard } from '../cards/top-up.ts';
import type { Database } from '../db/client.ts';
import type { CardRow } from '../db/schema/cards.ts';
import { displayName } from '../people/profile.ts';
import { pickOne, type Random } from './random.ts';
import type { SeedContext } from './run.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Roughly what a US dollar buys in dong, for charges made in VND. */
const VND_PER_USD = 25_400;

type Fate = 'ACTIVE' | 'FROZEN' | 'PENDING' | 'CANCELLED' | 'REFUSED';

interface CardPlan {
  readonly name: string;
  readonly brand: z.infer<typeof CardBrand>;
  readonly issuedDaysAgo: number;
  readonly initial: string;
  readonly source: z.infer<typeof CardBalanceType>;
  readonly fate: Fate;
  /** When a frozen, cancelled or refused card got there. */
  readonly fateDaysAgo?: number;
  readonly dailyLimit?: string;
  readonly topUps?: readonly (readonly [daysAgo: number, amount: string])[];
  /** Merchant charges over the card's life, and about how much each. */
  readonly charges?: number;
  readonly typicalCharge?: number;
  readonly refunds?: number;
  /** Ends with a charge waiting and one being processed. */
  readonly openCharges?: boolean;
}

interface WalletPlan {
  readonly deposits: readonly (readonly [daysAgo: number, amount: string, status: Status])[];
  readonly vcDeposits: readonly (readonly [daysAgo: number, amount: string])[];
  readonly payouts: readonly (readonly [daysAgo: number, amount: string, status: Status])[];
  readonly cards: readonly CardPlan[];
}

type Status = z.infer<typeof CardTransactionStatus>;

const DIRECTOR_PLAN: WalletPlan = {
  deposits: [
    [89, '5000', 'SUCCESS'],
    [62, '3000', 'SUCCESS'],
    [40, '1200', 'FAILURE'],
    [31, '2500', 'SUCCESS'],
    [9, '2000', 'SUCCESS'],
    [0.1, '1000', 'PENDING'],
  ],
  vcDeposits: [[55, '800']],
  payouts: [
    [21, '500', 'SUCCESS'],
    [1, '300', 'PROCESSING'],
  ],
  cards: [
    {
      name: 'Facebook Ads',
      brand: 'VISA',
      issuedDaysAgo: 86,
      initial: '1500',
      source: 'MAIN',
      fate: 'ACTIVE',
      dailyLimit: '500',
      topUps: [
        [41, '800'],
        [19, '500'],
      ],
      charges: 34,
      typicalCharge: 70,
      refunds: 3,
    },
    {
      name: 'Google Ads',
      brand: 'MASTERCARD',
      issuedDaysAgo: 75,
      initial: '1000',
      source: 'MAIN',
      fate: 'ACTIVE',
      topUps: [[30, '600']],
      charges: 22,
      typicalCharge: 55,
      refunds: 1,
      openCharges: true,
    },
    {
      name: 'Shopify apps',
      brand: 'VISA',
      issuedDaysAgo: 50,
      initial: '300',
      source: 'VC',
      fate: 'FROZEN',
      fateDaysAgo: 5,
      charges: 8,
      typicalCharge: 25,
    },
    {
      name: 'Business travel',
      brand: 'VISA',
      issuedDaysAgo: 80,
      initial: '200',
      source: 'MAIN',
      fate: 'CANCELLED',
      fateDaysAgo: 15,
      charges: 5,
      typicalCharge: 30,
    },
    { name: 'Marketing test', brand: 'VISA', issuedDaysAgo: 12, initial: '100', source: 'MAIN', fate: 'REFUSED' },
    { name: 'TikTok Ads', brand: 'VISA', issuedDaysAgo: 0.25, initial: '250', source: 'MAIN', fate: 'PENDING' },
  ],
};

const VIP_PLAN: WalletPlan = {
  deposits: [[70, '20000', 'SUCCESS']],
  vcDeposits: [],
  payouts: [],
  cards: [
    {
      name: 'Personal',
      brand: 'MASTERCARD',
      issuedDaysAgo: 68,
      initial: '3000',
      source: 'MAIN',
      fate: 'ACTIVE',
      charges: 12,
      typicalCharge: 150,
    },
  ],
};

interface Merchant {
  readonly name: string;
  readonly country: string;
  readonly currency: 'USD' | 'VND';
}

const MERCHANTS: readonly [Merchant, ...Merchant[]] = [
  { name: 'Meta Platforms Ireland', country: 'IE', currency: 'USD' },
  { name: 'Google Ads', country: 'SG', currency: 'USD' },
  { name: 'Amazon Web Services', country: 'US', currency: 'USD' },
  { name: 'Canva', country: 'AU', currency: 'USD' },
  { name: 'Notion Labs', country: 'US', currency: 'USD' },
  { name: 'Shopee', country: 'VN', currency: 'VND' },
  { name: 'Grab', country: 'VN', currency: 'VND' },
];

const REFUSAL = 'The issuer could not verify the cardholder details. Issue a new card to try again.';

/** Something to do at a moment of the demo history. */
interface Step {
  readonly at: Date;
  readonly run: () => Promise<unknown>;
}

interface Planner {
  readonly db: Database;
  readonly random: Random;
  readonly accountId: number;
  readonly now: Date;
  readonly steps: Step[];
}

function daysAgo(planner: Planner, days: number): Date {
  return new Date(planner.now.getTime() - days * DAY_MS);
}

/** A whole-cent amount around `typical`. */
function around(random: Random, typical: number): string {
  return (Math.round(typical * (0.2 + random() * 1.6) * 100) / 100).toFixed(2);
}

/** A charge's status: mostly settled, some declined or cancelled by the merchant. */
function chargeOutcome(random: Random): { status: Status; failureReason?: z.infer<typeof CardFailureReason> } {
  const roll = random();
  if (roll < 0.08) return { status: 'FAILURE', failureReason: 'DECLINED_BY_MERCHANT' };
  if (roll < 0.12) return { status: 'CANCEL', failureReason: 'CANCELLED_BY_MERCHANT' };
  return { status: 'SUCCESS' };
}

/** A merchant movement of the plan; the card it is on is known only once issued (`onCard`). */
function merchantMovement(planner: Planner, amount: string, at: Date, status: Status) {
  const merchant = pickOne(planner.random, MERCHANTS);
  const original =
    merchant.currency === 'VND'
      ? { amount: String(Math.round((Number(amount) * VND_PER_USD) / 1000) * 1000), currency: 'VND' }
      : undefined;
  return {
    accountId: planner.accountId,
    amount,
    status,
    at,
    merchant: { name: merchant.name, country: merchant.country },
    ...(original === undefined ? {} : { original }),
  };
}

/** Moments spread between two instants, in order. */
function momentsBetween(random: Random, from: Date, to: Date, count: number): Date[] {
  const span = to.getTime() - from.getTime();
  return Array.from({ length: count }, () => new Date(from.getTime() + Math.floor(random() * span))).sort(
    (a, b) => a.getTime() - b.getTime(),
  );
}

function planCharges(planner: Planner, plan: CardPlan, card: () => CardRow, issuedAt: Date, until: Date): void {
  const { db, random, steps } = planner;
  const typical = plan.typicalCharge ?? 50;
  const onCard = <T>(movement: T) => ({ ...movement, cardId: card().id });
  const from = new Date(issuedAt.getTime() + DAY_MS);
  for (const at of momentsBetween(random, from, until, plan.charges ?? 0)) {
    const { status, failureReason } = chargeOutcome(random);
    const movement = merchantMovement(planner, around(random, typical), at, status);
    const withReason = failureReason === undefined ? movement : { ...movement, failureReason };
    steps.push({ at, run: () => chargeCard(db, onCard(withReason)) });
  }
  for (const at of momentsBetween(random, from, until, plan.refunds ?? 0)) {
    const movement = merchantMovement(planner, around(random, typical / 2), at, 'SUCCESS');
    steps.push({ at, run: () => refundToCard(db, onCard(movement)) });
  }
  if (!plan.openCharges) return;
  for (const [hoursAgo, status] of [
    [20, 'PROCESSING'],
    [3, 'PENDING'],
  ] as const) {
    const at = new Date(planner.now.getTime() - hoursAgo * HOUR_MS);
    const movement = merchantMovement(planner, around(random, typical), at, status);
    steps.push({ at, run: () => chargeCard(db, onCard(movement)) });
  }
}

/** When the card stops being usable: its fate's moment, else two days before now (open charges fill those). */
function activeUntil(planner: Planner, plan: CardPlan): Date {
  return daysAgo(planner, plan.fateDaysAgo ?? 2);
}

function planFate(planner: Planner, plan: CardPlan, card: () => CardRow, issuedAt: Date): void {
  const { db, steps } = planner;
  const decidedAt = new Date(issuedAt.getTime() + 2 * HOUR_MS);
  if (plan.fate === 'PENDING') return;
  if (plan.fate === 'REFUSED') {
    steps.push({ at: decidedAt, run: () => rejectCard(db, card().id, REFUSAL, decidedAt) });
    return;
  }
  steps.push({ at: decidedAt, run: () => approveCard(db, card().id, decidedAt) });
  if (plan.fate === 'ACTIVE') return;
  const at = activeUntil(planner, plan);
  const change = plan.fate === 'FROZEN' ? freezeCard : cancelCard;
  steps.push({ at, run: () => change(db, { accountId: planner.accountId, cardId: card().id, at }) });
}

function planCard(planner: Planner, plan: CardPlan, cardholderName: string): void {
  const { db, accountId, steps } = planner;
  let issued: CardRow | null = null;
  const card = () => {
    if (issued === null) throw new Error(`card ${plan.name} is used before it is issued`);
    return issued;
  };
  const issuedAt = daysAgo(planner, plan.issuedDaysAgo);
  const spendingLimit =
    plan.dailyLimit === undefined
      ? undefined
      : { spendingLimitAmount: plan.dailyLimit, spendingLimitInterval: 'DAY' as const };
  const request = {
    accountId,
    name: plan.name,
    cardholderName,
    initialAmount: plan.initial,
    fundingSource: plan.source,
    brand: plan.brand,
    at: issuedAt,
    ...(spendingLimit === undefined ? {} : { spendingLimit }),
  };
  steps.push({
    at: issuedAt,
    run: async () => {
      issued = (await issueCard(db, request)).card;
    },
  });
  planFate(planner, plan, card, issuedAt);
  for (const [days, amount] of plan.topUps ?? []) {
    const at = daysAgo(planner, days);
    steps.push({ at, run: () => topUpCard(db, { accountId, cardId: card().id, amount, at }) });
  }
  if (plan.fate !== 'PENDING' && plan.fate !== 'REFUSED')
    planCharges(planner, plan, card, issuedAt, activeUntil(planner, plan));
}

function planWallet(planner: Planner, plan: WalletPlan): void {
  const { db, accountId, steps } = planner;
  for (const [days, amount, status] of plan.deposits) {
    const at = daysAgo(planner, days);
    const failureReason = status === 'FAILURE' ? { failureReason: 'UNSUPPORTED_NETWORK' as const } : {};
    steps.push({ at, run: () => depositCrypto(db, 'MAIN', { accountId, amount, status, at, ...failureReason }) });
  }
  for (const [days, amount] of plan.vcDeposits) {
    const at = daysAgo(planner, days);
    steps.push({ at, run: () => depositCrypto(db, 'VC', { accountId, amount, status: 'SUCCESS', at }) });
  }
  for (const [days, amount, status] of plan.payouts) {
    const at = daysAgo(planner, days);
    steps.push({ at, run: () => withdrawCrypto(db, { accountId, amount, status, at }) });
  }
}

async function holder(db: Database, id: number): Promise<{ id: number; name: string }> {
  const account = await findUserById(db, id);
  if (account === undefined) throw new Error(`No demo user ${id}`);
  return { id, name: displayName(account) };
}

async function seedCardWallet(
  db: Database,
  ctx: SeedContext,
  person: { id: number; name: string },
  plan: WalletPlan,
): Promise<void> {
  const planner: Planner = { db, random: ctx.random, accountId: person.id, now: ctx.now, steps: [] };
  planWallet(planner, plan);
  for (const card of plan.cards) planCard(planner, card, person.name);
  // Stable order: the sort keeps planning order for steps at the same moment (issue before its approval).
  const ordered = [...planner.steps].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of ordered) await step.run();
}

/** Seed step: card wallets of the director and the VIP (needs the users step before it). */
export async function seedCards(db: Database, ctx: SeedContext): Promise<void> {
  if (ctx.users === null) throw new Error('The cards step runs after the users step');
  const { director, vip } = ctx.users;
  await seedCardWallet(db, ctx, await holder(db, director.id), DIRECTOR_PLAN);
  await seedCardWallet(db, ctx, await holder(db, vip.id), VIP_PLAN);
}
