-- Draft links. A private link shows the site as a draft (or a change request)
-- would make it, to ops people with a grant on its target. Only the token's hash is stored (the
-- token itself is in the link alone); a link expires and can be revoked.
CREATE TABLE ops_draft_links (
  id           BIGSERIAL PRIMARY KEY,
  token_hash   TEXT NOT NULL UNIQUE,
  target       TEXT NOT NULL,                -- base or a sub-site code (a region file)
  change_id    BIGINT REFERENCES ops_changes (id) ON DELETE CASCADE,  -- null: a console draft
  base_version INT NOT NULL,                 -- the live version the draft was made on
  json         JSON,                         -- a console draft's content (a change's is in ops_changes)
  created_by   TEXT NOT NULL,
  created      BIGINT NOT NULL,
  expires      BIGINT NOT NULL,
  revoked      BIGINT,
  revoked_by   TEXT
);
CREATE INDEX ops_draft_links_target_idx ON ops_draft_links (target, id DESC);

-- Who shared a draft, and who revoked a link, is in the audit log too.
ALTER TABLE ops_audit DROP CONSTRAINT IF EXISTS ops_audit_action_check;
ALTER TABLE ops_audit ADD CONSTRAINT ops_audit_action_check CHECK (action IN
  ('publish', 'rollback', 'refused', 'request', 'approve', 'reject', 'schedule', 'cancel', 'draft-link', 'revoke-link'));
