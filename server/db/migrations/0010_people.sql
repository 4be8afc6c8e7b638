-- People beyond sign-in (server/db/schema/people.ts describes the same tables): verification documents and
-- submissions, pending authenticator enrolments, assigned CRM contacts and referral rewards.

CREATE TABLE kyc_documents (
  id serial PRIMARY KEY,
  -- The account the document verifies (the director's for a team member's upload).
  account_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  uploaded_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  document_type text NOT NULL,
  side text NOT NULL CHECK (side IN ('front', 'back', 'selfie')),
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  content bytea NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX kyc_documents_account ON kyc_documents (account_id, id);
--> statement-breakpoint
CREATE TABLE kyc_submissions (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  submitted_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('KYC', 'KYB')),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'REJECTED', 'APPROVED')),
  -- The submitted form as the contract validated it.
  details jsonb NOT NULL,
  document_ids integer[] NOT NULL,
  -- The level requirements an approval satisfies (KycRequirement values).
  covers text[] NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  rejection_reason text,
  CONSTRAINT kyc_submissions_review CHECK ((status = 'PENDING') = (reviewed_at IS NULL)),
  CONSTRAINT kyc_submissions_reason CHECK ((status = 'REJECTED') = (rejection_reason IS NOT NULL))
);
--> statement-breakpoint
-- One review at a time per account and kind.
CREATE UNIQUE INDEX kyc_submissions_one_pending ON kyc_submissions (account_id, kind) WHERE status = 'PENDING';
--> statement-breakpoint
CREATE TABLE authenticator_enrolments (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE crm_contacts (
  id serial PRIMARY KEY,
  -- SALE: an account manager, assigned per account; SUPPORT: the desk every account falls back to.
  contact_type text NOT NULL CHECK (contact_type IN ('SALE', 'SUPPORT')),
  full_name text NOT NULL,
  title_en text NOT NULL,
  title_vi text NOT NULL,
  email text NOT NULL,
  calling_code text,
  phone_number text,
  avatar text,
  channels jsonb NOT NULL DEFAULT '[]'::jsonb,
  working_hours_en text,
  working_hours_vi text
);
--> statement-breakpoint
CREATE TABLE crm_assignments (
  account_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contact_type text NOT NULL CHECK (contact_type IN ('SALE', 'SUPPORT')),
  contact_id integer NOT NULL REFERENCES crm_contacts (id) ON DELETE CASCADE,
  PRIMARY KEY (account_id, contact_type)
);
--> statement-breakpoint
CREATE TABLE referral_rewards (
  id serial PRIMARY KEY,
  referrer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  referee_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount numeric(38, 20) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  -- EARNED: owed to the referrer; PAID: paid out to their main wallet.
  status text NOT NULL CHECK (status IN ('EARNED', 'PAID')),
  earned_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CONSTRAINT referral_rewards_paid CHECK ((status = 'PAID') = (paid_at IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX referral_rewards_referrer ON referral_rewards (referrer_id, referee_id);
