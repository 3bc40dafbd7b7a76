-- Rollouts: an approved change to a sub-site's region file released to a share of its visitors
-- (server/ops/rollouts.ts). `steps` holds the later shares ops scheduled ([{percent, at}]).
CREATE TABLE ops_rollouts (
  id         BIGSERIAL PRIMARY KEY,
  change_id  BIGINT NOT NULL UNIQUE REFERENCES ops_changes (id),
  target     TEXT NOT NULL,              -- a sub-site code
  percent    INT NOT NULL CHECK (percent BETWEEN 1 AND 100),
  steps      JSON NOT NULL,
  state      TEXT NOT NULL CHECK (state IN ('running', 'stopped', 'finished')),
  started_by TEXT NOT NULL,
  created    BIGINT NOT NULL,
  updated    BIGINT NOT NULL
);
-- The cap of one running rollout per sub-site (MAX_RUNNING_PER_REGION), kept by the database too,
-- so two instances cannot both start one.
CREATE UNIQUE INDEX ops_rollouts_running_idx ON ops_rollouts (target) WHERE state = 'running';

ALTER TABLE ops_audit DROP CONSTRAINT IF EXISTS ops_audit_action_check;
ALTER TABLE ops_audit ADD CONSTRAINT ops_audit_action_check CHECK (action IN
  ('publish', 'rollback', 'refused', 'request', 'approve', 'reject', 'schedule', 'cancel', 'draft-link', 'revoke-link', 'grant', 'revoke',
   'rollout', 'widen'));
