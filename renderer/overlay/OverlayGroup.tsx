import { createContext, type ReactNode, useContext, useState } from 'react';
import { createOverlayGroup, type OverlayGroup as Group } from './group.ts';

const GroupContext = createContext<Group | null>(null);

/**
 * Starts a group of overlays of which one at a time is open (see group.ts). Without a `group`, it
 * makes its own; a panel passes the group it closes when it closes itself.
 */
export function OverlayGroup({ group, children }: { group?: Group; children: ReactNode }) {
  const [own] = useState(createOverlayGroup);
  return <GroupContext.Provider value={group ?? own}>{children}</GroupContext.Provider>;
}

/** The group this overlay belongs to: the nearest OverlayGroup, or one of its own when there is none. */
export function useOverlayGroup(): Group {
  const [alone] = useState(createOverlayGroup);
  return useContext(GroupContext) ?? alone;
}
