-- Bounded telemetry. Client error reports are grouped: one row per fingerprint (the
-- message with its numbers blanked and the top of the stack), counting its occurrences; the rows
-- kept so far are each their own group.
ALTER TABLE error_reports ADD COLUMN fingerprint TEXT;
ALTER TABLE error_reports ADD COLUMN count INT NOT NULL DEFAULT 1;
ALTER TABLE error_reports ADD COLUMN last_seen BIGINT;
UPDATE error_reports SET fingerprint = 'legacy:' || id, last_seen = created;
ALTER TABLE error_reports ALTER COLUMN fingerprint SET NOT NULL;
ALTER TABLE error_reports ALTER COLUMN last_seen SET NOT NULL;
CREATE UNIQUE INDEX error_reports_fingerprint_idx ON error_reports (fingerprint);
-- Retention prunes the groups seen least recently.
CREATE INDEX error_reports_last_seen_idx ON error_reports (last_seen);
