/**
 * Issue 35: a person whose role does not cover editing a target sees its editor read only, told
 * why here, instead of typing a draft the server would refuse.
 */
export function ReadOnlyNote({ why }: { why: string }) {
  return (
    <p className="ops-note" role="note" data-testid="ops-read-only">
      <strong>Read only.</strong> {why} You can look at every tab, preview what is live and review change requests; nothing here can be
      saved or published by you.
    </p>
  );
}

/** The raw JSON to read (and select, to copy), not to edit. */
export function ReadOnlyJson({ label, text }: { label: string; text: string }) {
  return (
    <div className="ops-field ops-json">
      <label htmlFor="ops-json-text">{label} (read only)</label>
      <textarea id="ops-json-text" spellCheck={false} value={text} readOnly rows={30} />
    </div>
  );
}
