/**
 * The inline script Home.astro puts right after its island (compiled by tools/inline-scripts.ts): paints the
 * balances from the head's early answers (early-paint.ts). The reads' URLs are on the script element itself.
 */
import { type EarlyBalanceReads, paintEarlyBalances } from './early-paint.ts';

const reads = document.currentScript?.dataset.reads;
if (reads) paintEarlyBalances(document, JSON.parse(reads) as EarlyBalanceReads);
