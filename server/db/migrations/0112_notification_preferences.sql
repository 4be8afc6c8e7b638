-- What each person chooses to hear about, per topic and channel (server/notifications/preferences.ts;
-- NotificationTopic of src/contract/calls/notifications.ts). A topic without a row is on for both channels.
-- Per person (user id), like the notifications themselves: a team member's choices are their own.
CREATE TABLE notification_preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic text NOT NULL
    CHECK (topic IN ('SECURITY', 'MONEY', 'VERIFICATION', 'VIRTUAL_ACCOUNTS', 'CARDS', 'ACCOUNT', 'NEWS')),
  in_app boolean NOT NULL,
  email boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, topic),
  -- A stranger's sign-in must always be seen (LOCKED_IN_APP_TOPICS).
  CONSTRAINT notification_preferences_security_in_app CHECK (topic <> 'SECURITY' OR in_app)
);
