import { type ChangeState, OPEN_STATES } from './changes.ts';

/**
 * A draft link (a private preview of a draft or of a change request) and the
 * rules for when it still shows anything. Pure: the server passes what it read and the time.
 */
export interface DraftLinkRecord {
  id: number;
  target: string;
  /** The change request it previews, or null for a console draft (its content stored with the link). */
  changeId: number | null;
  /** The live version the draft was made on. */
  baseVersion: number;
  createdBy: string;
  created: number;
  expires: number;
  revoked: number | null;
  revokedBy: string | null;
}

/** How long a link lives unless the person asks otherwise, and at most (as LaunchDarkly's and Contentful's shared previews). */
export const DRAFT_LINK_DEFAULT_HOURS = 72;
export const DRAFT_LINK_MAX_HOURS = 30 * 24;

/** What a link previews, in ops' words (the banner and the console say it). */
export function draftLinkSubject(link: Pick<DraftLinkRecord, 'target' | 'changeId' | 'baseVersion' | 'createdBy'>): string {
  const file = `${link.target}.json`;
  return link.changeId === null
    ? `${link.createdBy}'s draft of ${file} (made on version ${link.baseVersion})`
    : `change request #${link.changeId} to ${file} (made on version ${link.baseVersion})`;
}

/**
 * Why a link shows nothing any more, or '' while it does: revoked, expired, its change request
 * closed, or (a console draft) a newer version live than the one it was made on, whose changes the
 * stored draft would silently undo.
 */
export function draftLinkEnded(
  link: DraftLinkRecord,
  now: number,
  facts: { liveVersion: number; changeState?: ChangeState | null },
): string {
  if (link.revoked !== null) return `this draft link was revoked by ${link.revokedBy ?? 'ops'}`;
  if (now >= link.expires) return 'this draft link has expired';
  if (link.changeId !== null) {
    const state = facts.changeState ?? null;
    if (state === null) return `change request #${link.changeId} no longer exists`;
    if (!OPEN_STATES.includes(state)) return `change request #${link.changeId} is ${state}: there is nothing left to preview`;
    return '';
  }
  if (facts.liveVersion !== link.baseVersion)
    return `the draft was made on version ${link.baseVersion} of ${link.target}.json, and version ${facts.liveVersion} is live now: make a new link from the updated draft`;
  return '';
}
