-- Ops console. Region files keep their key order and layout when published and exported
-- (JSONB would re-sort keys), so their versions are stored as JSON text.
ALTER TABLE region_config_versions ALTER COLUMN json TYPE JSON USING json::json;

-- Who did what in the console: publishes, rollbacks and refused attempts (stale or invalid).
CREATE TABLE ops_audit (
  id           BIGSERIAL PRIMARY KEY,
  created      BIGINT NOT NULL,
  actor        TEXT NOT NULL,
  action       TEXT NOT NULL CHECK (action IN ('publish', 'rollback', 'refused')),
  target       TEXT NOT NULL,               -- base, a sub-site code, or remote-menu
  version      INT,                         -- the version written (NULL when refused)
  base_version INT,                         -- the version the edit started from
  message      TEXT NOT NULL DEFAULT '',
  detail       JSONB NOT NULL DEFAULT '{}'
);
CREATE INDEX ops_audit_created_idx ON ops_audit (created DESC);
