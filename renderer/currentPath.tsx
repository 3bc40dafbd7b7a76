import { createContext, useContext } from 'react';
import { currentOf } from '../engine/currentEntry.ts';
import type { ResolvedItem } from '../engine/resolveItems.ts';

const CurrentPath = createContext<string | null>(null);

/** The page the layer is drawn on (its language prefix and path): the entry leading here is marked. */
export const CurrentPathProvider = CurrentPath.Provider;

/** Where the item stands to the page being shown (engine/currentEntry.ts); null outside a provider. */
export function useCurrent(item: ResolvedItem): 'page' | 'trail' | null {
  const here = useContext(CurrentPath);
  return here === null ? null : currentOf(item, here);
}
