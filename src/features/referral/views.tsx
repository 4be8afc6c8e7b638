/**
 * Everything /referral draws from data (the share card with its copy buttons and QR, the figures in money, the
 * rows), in one module loaded in parallel with the reads: none of it is needed to paint the page.
 */

export { Figures } from './figures.tsx';
export { REFEREE_CELLS } from './referee-cells.tsx';
export { ShareCard } from './share-card.tsx';
