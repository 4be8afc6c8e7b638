-- A new authenticator app while the old one is the active second factor (docs/decisions/019): its confirmation only
-- records the matched time step here; PUT /two-factor/settings, proven by the old app's code or a recovery code,
-- then adopts it. Null while the new secret is unconfirmed.
ALTER TABLE authenticator_enrolments ADD COLUMN confirmed_step integer;
