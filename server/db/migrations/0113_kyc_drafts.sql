-- Verification drafts and what a rejection asks to fix (server/people/kyc/drafts.ts; docs/API.md "Verification
-- drafts"). A submission's rejection may name the fields and documents to fix: paths of its body
-- (`personal.full_name`, `identity.front_document_id`).
ALTER TABLE kyc_submissions ADD COLUMN rejection_fields text[] NOT NULL DEFAULT '{}'::text[];
--> statement-breakpoint
-- One draft per account and kind, saved as the customer types (KycDraftData / KybDraftData of
-- src/contract/calls/kyc.ts). A submission deletes it; a rejection writes it again from the rejected body,
-- with the reason and fields, which stay until the next submission.
CREATE TABLE kyc_drafts (
  account_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('KYC', 'KYB')),
  step text CHECK (step IN ('country-residence', 'personal-info', 'identity-verification', 'address-verification',
    'document-verification', 'business-info')),
  data jsonb NOT NULL,
  rejection_reason text,
  rejection_fields text[] NOT NULL DEFAULT '{}'::text[],
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, kind)
);
