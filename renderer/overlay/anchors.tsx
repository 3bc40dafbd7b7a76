import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

/** The header's actions something can hang from (the main site's bubble, SPEC §7). */
export type AnchorName = 'signup' | 'deposit';
type Anchors = Map<AnchorName, HTMLElement>;

const AnchorsContext = createContext<Anchors | null>(null);

/**
 * Holds the elements a popup is anchored to, by reference: the element registers itself (see
 * useAnchorRef), so a popup drawn elsewhere in the header (a slot) needs no selector to find it.
 */
export function AnchorScope({ children }: { children: ReactNode }) {
  const [anchors] = useState<Anchors>(() => new Map());
  return <AnchorsContext.Provider value={anchors}>{children}</AnchorsContext.Provider>;
}

/** A ref for the element that is the scope's anchor `name` while it is mounted. */
export function useAnchorRef(name: AnchorName): (el: HTMLElement | null) => void {
  const anchors = useContext(AnchorsContext);
  return useCallback(
    (el: HTMLElement | null) => {
      if (!anchors || !el) return;
      anchors.set(name, el);
      return () => {
        if (anchors.get(name) === el) anchors.delete(name);
      };
    },
    [anchors, name],
  );
}

/** The anchors of the scope around (none outside a header). */
export function useAnchors(): ReadonlyMap<AnchorName, HTMLElement> | null {
  return useContext(AnchorsContext);
}
