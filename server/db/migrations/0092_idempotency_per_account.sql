-- Idempotency keys name one intent on an account's money, so they are kept per money owner (the account a
-- session acts on), not per person: two members of one team sending the same key get one transaction
-- (docs/API.md, "Idempotency"). A director's keys keep their meaning (their account is their user id);
-- a team member's keys kept until now expire within 24 hours.
ALTER TABLE idempotency_keys RENAME COLUMN user_id TO owner_id;
