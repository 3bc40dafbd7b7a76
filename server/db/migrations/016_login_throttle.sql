-- Login protection: failure counters per account name and per client address, kept in
-- the database so every server instance sees the same counts and a restart forgets nothing.
CREATE TABLE login_throttle (
  key          TEXT PRIMARY KEY,            -- 'account:<name>' or 'client:<address>'
  failures     INT NOT NULL,                -- failed attempts since first_failure
  first_failure BIGINT NOT NULL,            -- start of the counting window
  last_failure BIGINT NOT NULL,
  locked_until BIGINT NOT NULL DEFAULT 0    -- no attempt is checked before this time
);

-- One row per lockout, for whoever investigates an attack.
CREATE TABLE login_lockouts (
  id       BIGSERIAL PRIMARY KEY,
  created  BIGINT NOT NULL,
  scope    TEXT NOT NULL CHECK (scope IN ('account', 'client')),
  subject  TEXT NOT NULL,                   -- the account name as typed (lower case) or the client address
  client   TEXT NOT NULL,                   -- the address of the attempt that tripped it
  failures INT NOT NULL,
  until    BIGINT NOT NULL
);
CREATE INDEX login_lockouts_created_idx ON login_lockouts (created DESC);
