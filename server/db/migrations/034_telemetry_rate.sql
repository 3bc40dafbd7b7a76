-- Telemetry rate limits shared by every instance on this database: one fixed-window
-- counter per client and endpoint, in the layout of rate-limiter-flexible's PostgreSQL store
-- (server/telemetryLimits.ts). Rows whose window ended an hour ago are deleted every 5 minutes.
CREATE TABLE telemetry_rate (
  key    VARCHAR(255) PRIMARY KEY,   -- '<endpoint>:<client address>'
  points INTEGER NOT NULL DEFAULT 0, -- posts counted in the window
  expire BIGINT                      -- end of the window (ms since the epoch)
);
CREATE INDEX telemetry_rate_expire_idx ON telemetry_rate (expire);
