-- Refusals at the console's door (a visitor or a trader calling /api/ops/) are audited with the
-- client, rate-limited per client and held to a row cap (server/ops/doorAudit.ts): this index is
-- what the cap's delete walks, so it stays cheap however long the audit log grows.
CREATE INDEX ops_audit_door_idx ON ops_audit (id) WHERE action = 'refused' AND detail->>'need' = 'the ops role';
