import { startTransition, useEffect, useState } from 'react';
import { useViewWindow } from './viewWindow.ts';

/**
 * Whether a media query matches; re-renders when it changes. The first render says false, as the
 * server does (it cannot know the screen), and the real answer follows right after mount as a
 * transition. (useSyncExternalStore would re-render every reader synchronously, in one task, the
 * moment hydration ends on a phone: React forces a store that differs from its server snapshot
 * onto the sync lane. As a transition React draws it in slices and yields between them.)
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  const frame = useViewWindow();
  useEffect(() => {
    // Read here, not while rendering: the server renders this too, and has no window.
    const mq = (frame ?? window).matchMedia(query);
    const update = () => startTransition(() => setMatches(mq.matches));
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, [query, frame]);
  return matches;
}
