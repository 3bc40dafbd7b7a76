import { describe, expect, it } from 'vitest';
import { type DraftLinkRecord, draftLinkEnded, draftLinkSubject } from '../../engine/ops/draftLinks.ts';

const draft: DraftLinkRecord = {
  id: 1,
  target: 'eu',
  changeId: null,
  baseVersion: 3,
  createdBy: 'editor',
  created: 1000,
  expires: 5000,
  revoked: null,
  revokedBy: null,
};
const change: DraftLinkRecord = { ...draft, id: 2, changeId: 7 };

describe('when a draft link still shows its draft (engine/ops/draftLinks.ts)', () => {
  it('shows a console draft until it expires, while the version it was made on is live', () => {
    expect(draftLinkEnded(draft, 4999, { liveVersion: 3 })).toBe('');
    expect(draftLinkEnded(draft, 5000, { liveVersion: 3 })).toBe('this draft link has expired');
    // A newer version live: the stored draft would silently undo it.
    expect(draftLinkEnded(draft, 2000, { liveVersion: 4 })).toMatch(/made on version 3 of eu\.json, and version 4 is live now/);
  });

  it('ends at once when revoked, naming who revoked it', () => {
    expect(draftLinkEnded({ ...draft, revoked: 1500, revokedBy: 'publisher' }, 2000, { liveVersion: 3 })).toBe(
      'this draft link was revoked by publisher',
    );
  });

  it('shows a change request while it is open, stale or not, and not once it is closed or gone', () => {
    for (const state of ['pending', 'approved', 'scheduled'] as const)
      expect(draftLinkEnded(change, 2000, { liveVersion: 9, changeState: state }), state).toBe('');
    expect(draftLinkEnded(change, 2000, { liveVersion: 3, changeState: 'published' })).toBe(
      'change request #7 is published: there is nothing left to preview',
    );
    expect(draftLinkEnded(change, 2000, { liveVersion: 3, changeState: null })).toBe('change request #7 no longer exists');
  });

  it('says what it previews in ops words', () => {
    expect(draftLinkSubject(draft)).toBe("editor's draft of eu.json (made on version 3)");
    expect(draftLinkSubject(change)).toBe('change request #7 to eu.json (made on version 3)');
  });
});
