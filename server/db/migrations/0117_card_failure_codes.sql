-- A card transaction's failure reason is a code the app words in the user's language, no longer English text
-- (docs/decisions/028-card-decline-codes.md). The texts the server wrote become their codes; a refused issue
-- becomes ISSUE_REJECTED (the issuer's own words stay in the timeline notes, where they were also recorded);
-- anything else, the generic DECLINED_BY_MERCHANT, so every row reads as the contract's closed enum.
UPDATE card_transactions SET failure_reason = CASE
  WHEN failure_reason IN (
    'CARD_NOT_ACTIVE', 'INSUFFICIENT_CARD_BALANCE', 'SPENDING_LIMIT_EXCEEDED', 'DECLINED_BY_MERCHANT',
    'CANCELLED_BY_MERCHANT', 'UNSUPPORTED_NETWORK', 'ISSUE_REJECTED'
  ) THEN failure_reason
  WHEN detail_type = 'CARD_ISSUE_TOP_UP' THEN 'ISSUE_REJECTED'
  WHEN failure_reason = 'Card not active' THEN 'CARD_NOT_ACTIVE'
  WHEN failure_reason = 'Insufficient card balance' THEN 'INSUFFICIENT_CARD_BALANCE'
  WHEN failure_reason = 'Spending limit exceeded' THEN 'SPENDING_LIMIT_EXCEEDED'
  WHEN failure_reason = 'Cancelled by the merchant' THEN 'CANCELLED_BY_MERCHANT'
  WHEN failure_reason = 'Sent on an unsupported network' THEN 'UNSUPPORTED_NETWORK'
  ELSE 'DECLINED_BY_MERCHANT'
END
WHERE failure_reason IS NOT NULL;
--> statement-breakpoint
ALTER TABLE card_transactions ADD CONSTRAINT card_transactions_failure_reason_code CHECK (failure_reason IN (
  'CARD_NOT_ACTIVE', 'INSUFFICIENT_CARD_BALANCE', 'SPENDING_LIMIT_EXCEEDED', 'DECLINED_BY_MERCHANT',
  'CANCELLED_BY_MERCHANT', 'UNSUPPORTED_NETWORK', 'ISSUE_REJECTED'
));
