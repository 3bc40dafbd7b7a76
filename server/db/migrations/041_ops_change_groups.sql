-- Changes made together: one announcement for several sub-sites is one change per sub-site's bar,
-- each under its own four-eyes rules, sharing a group key so the console shows them side by side.
ALTER TABLE ops_changes ADD COLUMN group_key TEXT;
CREATE INDEX ops_changes_group_idx ON ops_changes (group_key) WHERE group_key IS NOT NULL;
