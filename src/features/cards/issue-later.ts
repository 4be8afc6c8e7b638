/**
 * What the issue store needs only from the card step on — the form's checks (zod) and the issued card's detail store
 * (the kit's, read every 5 s while PENDING) and the confirm step's summary — in one module the store loads as the island starts, beside the later
 * steps' views, so the page's first load carries only the funding step.
 */
import { m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import { formatMoney } from '../../lib/money.ts';
import type { ConfirmSummary } from '../../stores/kit/confirm.ts';
import { createDetailStore } from '../../stores/kit/detail.ts';
import { checkCardName, checkIssueAmount } from './issue-form.ts';
import type { IssueFigures } from './issue-rules.ts';
import { type IssueLater, isCardDecided } from './issue-store.ts';

const issuedCard = createDetailStore('getCard', { isFinal: isCardDecided });

/** What the confirm step says will happen. */
function summary(figures: IssueFigures, name: string, currency: string, locale: Locale): ConfirmSummary {
  const money = (amount: string) => formatMoney(amount, currency, locale);
  return {
    amount: { amount: figures.amount, currency },
    fee: { amount: figures.fee, currency },
    facts: [
      { label: m.vci_card_name(), value: name },
      { label: m.vci_total_from_main(), value: money(figures.total) },
      { label: m.vci_main_after(), value: money(figures.after) },
    ],
  };
}

export const later: IssueLater = { checkIssueAmount, checkCardName, cardDetail: issuedCard, summary };
