import { lazy, Suspense } from 'react';
import { useWhenIdle } from '../../../renderer/whenIdle.ts';
import type { SlotProps } from './slotProps.ts';
// In the page's stylesheet (HeaderBubble.tsx imports it too, so its chunk brings none): a stylesheet
// added after the page makes the browser recalculate the style of the whole document.
import '../header/headerBubble.css';

const HeaderBubble = lazy(() => import('../header/HeaderBubble.tsx'));

/**
 * SPEC §7: the bubble text is fetched on the main site only, for the action the header shows. A
 * promotion, not navigation: its code, its schema check and its request wait until the page has
 * loaded and gone idle.
 */
export function BubbleSlot({ boot, api, features, messages }: SlotProps) {
  const idle = useWhenIdle();
  if (boot.site !== 'main' || !idle) return null;
  const targets = [
    ...(!boot.user && features.signup ? (['signup'] as const) : []),
    ...(boot.user && features.deposit ? (['deposit'] as const) : []),
  ];
  if (targets.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <HeaderBubble api={api} targets={targets} closeLabel={messages.close} />
    </Suspense>
  );
}
