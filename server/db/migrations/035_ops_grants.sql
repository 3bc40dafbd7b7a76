-- Named ops accounts with roles per region. A grant is one action (edit, publish, approve)
-- on one target (base, a sub-site code, remote-menu) or on every target (*).
CREATE TABLE ops_grants (
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target  TEXT NOT NULL,
  can     TEXT NOT NULL CHECK (can IN ('edit', 'publish', 'approve')),
  PRIMARY KEY (user_id, target, can)
);

-- Ops accounts from before roles keep what they could do: everything, everywhere.
INSERT INTO ops_grants (user_id, target, can)
SELECT u.id, '*', a.can FROM users u CROSS JOIN (VALUES ('edit'), ('publish'), ('approve')) AS a (can)
WHERE u.role = 'ops'
ON CONFLICT DO NOTHING;
