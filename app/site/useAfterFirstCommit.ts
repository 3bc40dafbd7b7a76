import { startTransition, useEffect, useState } from 'react';

/**
 * False in the render that commits the layer, true right after. Parts with code of their own (a
 * page, the header bubble) wait for it, so the header is drawn from the first chunk alone (the
 * DESIGN budget that tests/browser/budget.test.ts holds) and their chunks are asked for after.
 * The switch is a transition: React draws what it brings in slices instead of one task right
 * after hydration.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
