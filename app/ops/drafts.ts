/**
 * Drafts survive a reload, a failed publish and a closed tab: each target's text is kept in
 * localStorage with the version it was started from, until it is published or discarded.
 */
export interface Draft {
  text: string;
  baseVersion: number;
  saved: number;
}

const key = (user: string, name: string) => `ops-draft:v1:${user}:${name}`;

export function loadDraft(user: string, name: string): Draft | null {
  try {
    const raw = localStorage.getItem(key(user, name));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<Draft>;
    return typeof d.text === 'string' && typeof d.baseVersion === 'number'
      ? { text: d.text, baseVersion: d.baseVersion, saved: d.saved ?? 0 }
      : null;
  } catch {
    return null;
  }
}

export function saveDraft(user: string, name: string, draft: Draft): boolean {
  try {
    localStorage.setItem(key(user, name), JSON.stringify(draft));
    return true;
  } catch {
    // Private mode or a full quota: the draft still lives in memory for this tab.
    return false;
  }
}

export function clearDraft(user: string, name: string): void {
  try {
    localStorage.removeItem(key(user, name));
  } catch {
    // nothing stored
  }
}

/** Names of targets with a stored draft (the list marks them). */
export function draftNames(user: string): Set<string> {
  const out = new Set<string>();
  try {
    const prefix = key(user, '');
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith(prefix)) out.add(k.slice(prefix.length));
    }
  } catch {
    // storage unavailable
  }
  return out;
}

export const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
