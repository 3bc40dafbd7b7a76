-- What a rollout does, measured (server/ops/rolloutEffect.ts): each analytics event and error
-- report of a visitor or trader in a running rollout's audience names the rollout and the variant
-- it fell in (true: the change), at the time it is stored; the retention caps keep pruning them
-- with the rest. A rollout that ends says who or what ended it and why.
ALTER TABLE analytics_events ADD COLUMN rollout_id BIGINT;
ALTER TABLE analytics_events ADD COLUMN variant BOOLEAN;
CREATE INDEX analytics_events_rollout_idx ON analytics_events (rollout_id, variant) WHERE rollout_id IS NOT NULL;
ALTER TABLE error_reports ADD COLUMN rollout_id BIGINT;
ALTER TABLE error_reports ADD COLUMN variant BOOLEAN;
CREATE INDEX error_reports_rollout_idx ON error_reports (rollout_id, variant) WHERE rollout_id IS NOT NULL;

ALTER TABLE ops_rollouts ADD COLUMN ended_by TEXT;
ALTER TABLE ops_rollouts ADD COLUMN end_reason TEXT;

ALTER TABLE ops_audit DROP CONSTRAINT IF EXISTS ops_audit_action_check;
ALTER TABLE ops_audit ADD CONSTRAINT ops_audit_action_check CHECK (action IN
  ('publish', 'rollback', 'refused', 'request', 'approve', 'reject', 'schedule', 'cancel', 'draft-link', 'revoke-link', 'grant', 'revoke',
   'rollout', 'widen', 'finish', 'stop'));
