/**
 * "One open at a time" among sibling overlays (SPEC §4: one header panel, one market panel): a
 * member that opens closes the one open before. A group is a value handed down by React context
 * (OverlayGroup.tsx), one per level: the header's panels are one group, the market panels inside
 * an open panel another.
 */
export interface OverlayGroup {
  /** `close` is the member opening now: the member open before is closed at once. */
  enter(close: () => void): void;
  /** The member closed (or went away): it is no longer the open one. */
  leave(close: () => void): void;
  /** Closes the open member, if any (its parent panel closed). */
  closeAll(): void;
}

export function createOverlayGroup(): OverlayGroup {
  let current: (() => void) | null = null;
  return {
    enter(close) {
      if (current === close) return;
      const before = current;
      current = close;
      before?.();
    },
    leave(close) {
      if (current === close) current = null;
    },
    closeAll() {
      const before = current;
      current = null;
      before?.();
    },
  };
}
