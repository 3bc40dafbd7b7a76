-- Login device cookies: failures from a browser that has logged in before count against
-- that browser only, so a stranger cannot lock an account for its owner.
ALTER TABLE login_lockouts DROP CONSTRAINT login_lockouts_scope_check;
ALTER TABLE login_lockouts ADD CONSTRAINT login_lockouts_scope_check CHECK (scope IN ('account', 'client', 'device'));

-- Secrets the server makes itself when none is configured (SECRET): every instance on this
-- database signs with the same one, and a restart keeps it.
CREATE TABLE server_secrets (
  name    TEXT PRIMARY KEY,
  value   TEXT NOT NULL,
  created BIGINT NOT NULL
);
