-- Times are unix milliseconds (BIGINT) from the server's injected clock, except
-- notifications.send_timest, which is unix seconds as SPEC §3 shows it.

CREATE TABLE users (
  id            BIGSERIAL PRIMARY KEY,
  uid           BIGINT NOT NULL UNIQUE,
  username      TEXT NOT NULL UNIQUE,          -- stored lower-case
  password_hash TEXT NOT NULL,                 -- scrypt$N$r$p$salt$hash (node:crypto)
  role          TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'ops')),
  info          JSONB NOT NULL,                -- SPEC §3 user info fields
  tags          JSONB NOT NULL DEFAULT '[]',
  compliance_menu     JSONB NOT NULL DEFAULT '[]',
  compliance_business JSONB NOT NULL DEFAULT '[]',
  account_settings    JSONB,                   -- NULL: the SPEC §3 unified account default
  created       BIGINT NOT NULL
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,                 -- sha256 of the sid cookie; the token itself is never stored
  user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created    BIGINT NOT NULL,
  expires    BIGINT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE notifications (
  id            BIGSERIAL PRIMARY KEY,
  user_id       BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tab_code      TEXT NOT NULL,
  title         TEXT NOT NULL,
  content       TEXT NOT NULL,
  isread        BOOLEAN NOT NULL DEFAULT FALSE,
  type          TEXT NOT NULL,
  template_id   TEXT NOT NULL DEFAULT '',
  template_args JSONB NOT NULL DEFAULT '{}',
  extras        JSONB NOT NULL DEFAULT '{}',
  send_timest   BIGINT NOT NULL
);
CREATE INDEX notifications_user_tab_idx ON notifications (user_id, tab_code, send_timest DESC);

CREATE TABLE remote_menu_versions (
  version INT PRIMARY KEY,
  json    JSONB NOT NULL,
  author  TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  created BIGINT NOT NULL
);

CREATE TABLE region_config_versions (
  site    TEXT NOT NULL,
  version INT NOT NULL,
  json    JSONB NOT NULL,
  author  TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  created BIGINT NOT NULL,
  PRIMARY KEY (site, version)
);

CREATE TABLE analytics_events (
  id        BIGSERIAL PRIMARY KEY,
  name      TEXT NOT NULL,
  props     JSONB NOT NULL DEFAULT '{}',
  user_id   BIGINT REFERENCES users (id) ON DELETE SET NULL,
  site      TEXT NOT NULL,
  lang      TEXT NOT NULL,
  client_ts BIGINT,
  created   BIGINT NOT NULL
);

CREATE TABLE error_reports (
  id         BIGSERIAL PRIMARY KEY,
  message    TEXT NOT NULL,
  stack      TEXT,
  url        TEXT,
  level      TEXT NOT NULL,
  release    TEXT,
  user_agent TEXT NOT NULL DEFAULT '',
  user_id    BIGINT REFERENCES users (id) ON DELETE SET NULL,
  site       TEXT NOT NULL,
  created    BIGINT NOT NULL
);

CREATE TABLE favourites (
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  market  TEXT NOT NULL,
  pair    TEXT NOT NULL,
  created BIGINT NOT NULL,
  PRIMARY KEY (user_id, market, pair)
);
