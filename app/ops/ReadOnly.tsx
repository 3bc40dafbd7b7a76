import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A person whose role does not cover editing a target sees its editor read only, told
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

// What stays usable in a read-only form: finding (search) and opening items to read them.
const READING = 'input[type="search"], button[aria-expanded]';
const CONTROLS = 'input, select, textarea, button';

/** Locks every control under `root` that would change the draft, and item dragging. */
function lock(root: HTMLElement): void {
  for (const el of root.querySelectorAll<HTMLInputElement>(CONTROLS)) if (!el.matches(READING) && !el.disabled) el.disabled = true;
  for (const el of root.querySelectorAll<HTMLElement>('[draggable="true"]')) el.draggable = false;
}

/**
 * The form of a target the person may not edit: every field and button that would change the
 * draft is disabled (announced as such), while search and opening items still work, so the form
 * reads as it does for an editor. The form's own code is untouched: controls it draws or re-enables
 * later are locked again as they appear.
 */
export function ReadOnlyArea({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!readOnly || !el) return;
    lock(el);
    const watch = new MutationObserver(() => lock(el));
    watch.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'draggable'] });
    return () => watch.disconnect();
  }, [readOnly]);
  return (
    <div ref={root} data-read-only={readOnly ? '' : undefined}>
      {children}
    </div>
  );
}
