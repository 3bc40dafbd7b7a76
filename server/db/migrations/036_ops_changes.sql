-- Changes waiting to go live. A change to a region whose config says
-- requireApproval is a request another person approves or rejects; any change may be scheduled to
-- go live at a time, and whichever server instance is up publishes it once (it claims the row).
CREATE TABLE ops_changes (
  id                BIGSERIAL PRIMARY KEY,
  target            TEXT NOT NULL,              -- base, a sub-site code, or remote-menu
  base_version      INT NOT NULL,               -- the live version the change was made on
  json              JSON NOT NULL,              -- the content (JSON text keeps the file's key order)
  message           TEXT NOT NULL,
  requested_by      TEXT NOT NULL,
  created           BIGINT NOT NULL,
  state             TEXT NOT NULL CHECK (state IN
                      ('pending', 'approved', 'rejected', 'scheduled', 'published', 'cancelled', 'failed', 'superseded')),
  needs_approval    BOOLEAN NOT NULL,
  reviewer          TEXT,                       -- who approved or rejected it
  review_comment    TEXT NOT NULL DEFAULT '',
  reviewed          BIGINT,
  publish_at        BIGINT,                     -- when it goes live by itself (epoch ms), if scheduled
  scheduled_by      TEXT,
  published_version INT,
  closed_by         TEXT,                       -- who published, cancelled it, or why it failed
  outcome           TEXT NOT NULL DEFAULT '',
  updated           BIGINT NOT NULL
);
CREATE INDEX ops_changes_target_idx ON ops_changes (target, id DESC);
-- What the scheduler looks for on every tick, on every instance.
CREATE INDEX ops_changes_due_idx ON ops_changes (publish_at) WHERE state = 'scheduled';

-- The audit log names the steps of a change too.
ALTER TABLE ops_audit DROP CONSTRAINT IF EXISTS ops_audit_action_check;
ALTER TABLE ops_audit ADD CONSTRAINT ops_audit_action_check CHECK (action IN
  ('publish', 'rollback', 'refused', 'request', 'approve', 'reject', 'schedule', 'cancel'));
