-- Notifications (server/db/schema/notifications.ts describes the same table). Personal: each person reads
-- their own. The text is rendered per request from kind + params, so it follows the reader's language.

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notification_group text NOT NULL CHECK (notification_group IN ('important', 'system')),
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  link text,
  notification_status text NOT NULL DEFAULT 'DELIVERED'
    CHECK (notification_status IN ('CREATED', 'SENT', 'DELIVERED', 'READ', 'FAILED')),
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT notifications_read CHECK ((notification_status = 'READ') = (read_at IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX notifications_user_group ON notifications (user_id, notification_group, id DESC);
