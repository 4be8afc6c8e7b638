/**
 * The demo VA transactions that carry an operator's remark (SPEC: shown only with WHITELIST_SEE_REMARK): the VIP,
 * who has the flag, moved money out of its VA wallet twice; the director, who has not, was paid into a VA once.
 * Their amounts are the demo's only ones (no other seeded row has hundreds of VND), so tests find them with an
 * amount filter whatever else parallel tests add. No imports: browser tests read these facts too.
 */

export interface RemarkedRow {
  /** VND, whole; unique among the seeded rows. */
  readonly amount: string;
  readonly remark: string;
  readonly daysAgo: number;
}

/** The VIP's INTERNAL moves from its VA wallet to its main one. */
export const VIP_REMARKED: readonly [RemarkedRow, ...RemarkedRow[]] = [
  { amount: '1250500', remark: 'Matched to invoice INV-2026-0412 by the operator', daysAgo: 6 },
  { amount: '2480700', remark: 'Matched to invoice INV-2026-0437; payout confirmed by phone', daysAgo: 2 },
];

/** The director's top-up into a VA (the director has no WHITELIST_SEE_REMARK, so nobody on its team sees this). */
export const DIRECTOR_REMARKED: RemarkedRow = {
  amount: '1234500',
  remark: 'Matched to invoice INV-2026-0398; payer name differs from the contract',
  daysAgo: 3,
};
