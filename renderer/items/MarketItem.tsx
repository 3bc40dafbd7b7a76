import { lazy, type RefObject, Suspense, useId, useRef } from 'react';
import { type MarketHost, useMarketHost } from '../markets/marketHost.ts';
import { useDismissable } from '../overlay/useDismissable.ts';
import { useGroupedOpen } from '../overlay/useGroupedOpen.ts';
import type { ItemComponentProps, ItemProps } from './itemProps.ts';
import { LinkItem } from './LinkItem.tsx';
import { MenuItem } from './MenuItem.tsx';
import { ItemRow, linkAttrs } from './parts.tsx';

// The panel's code (list, search, styles) is its own chunk, fetched on the first hover or focus.
const loadFlyout = () => import('../markets/MarketFlyout.tsx');
const MarketFlyout = lazy(() => loadFlyout().then((m) => ({ default: m.MarketFlyout })));

/**
 * Disclosure of one market panel, on the overlay layer (renderer/overlay): opens on hover (mouse,
 * with a short close delay so the pointer can cross into the panel) and on focus; closes on
 * leaving, on focus moving out, and on Escape (focus back to the entry, which stays closed until
 * focus leaves and comes back or it is hovered). One market panel of its group (the header panel
 * it sits in) is shown at a time (SPEC §4).
 */
function useMarketDisclosure(rootRef: RefObject<HTMLElement | null>) {
  const { open, show, hide, hoverProps } = useGroupedOpen();
  const triggerRef = useRef<HTMLElement>(null);
  // Focus handed back to the entry by Escape must not reopen the panel it just closed.
  const returning = useRef(false);

  useDismissable(rootRef, open, {
    onEscape() {
      hide();
      returning.current = true;
      try {
        triggerRef.current?.focus();
      } finally {
        returning.current = false;
      }
    },
    onFocusOut: hide,
    focusOutToNowhere: true,
  });

  const rootProps = {
    ...hoverProps,
    onFocus() {
      if (!returning.current) show();
    },
  };
  return { open, show, rootProps, triggerRef };
}

function DesktopMarket({ item, host }: ItemProps<'market'> & { host: MarketHost }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { open, show, rootProps, triggerRef } = useMarketDisclosure(rootRef);
  const id = useId();
  const triggerProps = {
    className: 'row-link row-link--desc market-trigger',
    'aria-expanded': open,
    'aria-controls': open ? id : undefined,
  };
  return (
    <div ref={rootRef} className={`market-item${open ? ' market-item--open' : ''}`} data-market={item.market} {...rootProps}>
      {item.href ? (
        <a ref={triggerRef as RefObject<HTMLAnchorElement>} {...linkAttrs(item)} {...triggerProps}>
          <ItemRow item={item} />
        </a>
      ) : (
        <button ref={triggerRef as RefObject<HTMLButtonElement>} type="button" data-item-id={item.id} {...triggerProps} onClick={show}>
          <ItemRow item={item} />
        </button>
      )}
      {open && item.market ? (
        <Suspense fallback={null}>
          <MarketFlyout id={id} kind={item.market} title={item.label} host={host} anchor={rootRef} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * An entry that opens a market panel (SPEC §4): inside a header panel it is a row whose panel
 * (tabs, search, virtual list) opens on hover or focus, its code and data loaded then; in the
 * drawer, in the bar or before the app has registered the market host it draws as its menu or link.
 */
export function MarketItem(props: ItemComponentProps<'market'>) {
  const host = useMarketHost();
  if (host && props.placement === 'panel' && !props.mobile && props.item.market) return <DesktopMarket {...props} host={host} />;
  return (
    <span className="market-item" data-market={props.item.market}>
      {props.item.children.length > 0 ? <MenuItem {...props} /> : <LinkItem {...props} />}
    </span>
  );
}
