-- Drafts kept on the server: one per target, shared by the ops people with a grant on it
-- (server/routes/opsDrafts.ts). `revision` counts the saves (optimistic concurrency: a save names
-- the revision it replaces). The console keeps a local copy too, for when the server is away.
CREATE TABLE ops_drafts (
  target       TEXT PRIMARY KEY,             -- base, a sub-site code, remote-menu or an announcement bar
  text         TEXT NOT NULL,                -- as typed: it may not parse yet
  base_version INT NOT NULL,                 -- the live version the draft was made on
  revision     INT NOT NULL,
  saved_by     TEXT NOT NULL,
  saved        BIGINT NOT NULL
);

-- Saving and discarding a shared draft are in the audit log too.
ALTER TABLE ops_audit DROP CONSTRAINT IF EXISTS ops_audit_action_check;
ALTER TABLE ops_audit ADD CONSTRAINT ops_audit_action_check CHECK (action IN
  ('publish', 'rollback', 'refused', 'request', 'approve', 'reject', 'schedule', 'cancel', 'draft-link', 'revoke-link',
   'grant', 'revoke', 'rollout', 'widen', 'finish', 'stop', 'draft-save', 'draft-discard'));
