-- Grants are managed in the console. An `admin` grant lets a person give and take grants
-- on the targets it covers (`*`: every grant); giving and taking are audited.
ALTER TABLE ops_grants DROP CONSTRAINT IF EXISTS ops_grants_can_check;
ALTER TABLE ops_grants ADD CONSTRAINT ops_grants_can_check CHECK (can IN ('edit', 'publish', 'approve', 'admin'));

-- Whoever could already do everything everywhere (the ops accounts from before roles) administers too,
-- so an existing install has someone who can manage grants.
INSERT INTO ops_grants (user_id, target, can)
SELECT user_id, '*', 'admin' FROM ops_grants WHERE target = '*' AND can IN ('edit', 'publish', 'approve')
GROUP BY user_id HAVING COUNT(DISTINCT can) = 3
ON CONFLICT DO NOTHING;

ALTER TABLE ops_audit DROP CONSTRAINT IF EXISTS ops_audit_action_check;
ALTER TABLE ops_audit ADD CONSTRAINT ops_audit_action_check CHECK (action IN
  ('publish', 'rollback', 'refused', 'request', 'approve', 'reject', 'schedule', 'cancel', 'draft-link', 'revoke-link', 'grant', 'revoke'));
