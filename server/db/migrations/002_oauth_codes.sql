-- One-time codes of the testnet's mock login (SPEC §7: authorize redirect, scope mock_site_login).
CREATE TABLE oauth_codes (
  code_hash    TEXT PRIMARY KEY,               -- sha256 of the code; the code itself is never stored
  user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  binding      TEXT NOT NULL,                  -- sha256 of the csrftoken cookie of the browser that asked
  redirect_uri TEXT NOT NULL,
  expires      BIGINT NOT NULL
);
