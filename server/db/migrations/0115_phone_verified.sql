-- When the person's phone number was proven by a code texted to it (docs/decisions/020): SMS may be the second factor
-- only then. A number typed at sign-up is not proven. People who already receive codes by SMS keep that method.
ALTER TABLE users ADD COLUMN phone_verified_at timestamptz;
--> statement-breakpoint
UPDATE users SET phone_verified_at = now() WHERE two_factor_method = 'SMS' AND phone_number IS NOT NULL;
