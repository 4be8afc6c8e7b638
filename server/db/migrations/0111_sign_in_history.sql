-- Recent sign-ins and new-device notices (server/auth/sessions.ts, server/auth/sign-in-devices.ts; docs/API.md
-- "Sessions and devices"). A session remembers the address it signed in from and when it last renewed its
-- access; sessions from before this migration were last active when they started.
ALTER TABLE sessions ADD COLUMN ip text;
--> statement-breakpoint
ALTER TABLE sessions ADD COLUMN last_active_at timestamptz;
--> statement-breakpoint
UPDATE sessions SET last_active_at = created_at;
--> statement-breakpoint
ALTER TABLE sessions ALTER COLUMN last_active_at SET NOT NULL;
--> statement-breakpoint
ALTER TABLE sessions ALTER COLUMN last_active_at SET DEFAULT now();
--> statement-breakpoint
-- The devices a person has signed in with: the device's key (browser and system, or the raw User-Agent when
-- it names neither). A sign-in whose key is new here raises NEW_DEVICE_LOGIN, unless it is the person's first
-- recorded device (their first sign-in, or the first since this table exists).
CREATE TABLE sign_in_devices (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_key text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_key)
);
