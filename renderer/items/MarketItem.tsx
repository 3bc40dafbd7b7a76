import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type PointerEvent,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { type MarketHost, useMarketHost } from '../markets/host.ts';
import type { ItemProps } from '../registry.tsx';
import { LinkItem } from './LinkItem.tsx';
import { MenuItem } from './MenuItem.tsx';
import { ItemRow, linkAttrs } from './parts.tsx';

// The panel's code (list, search, styles) is its own chunk, fetched on the first hover or focus.
const loadFlyout = () => import('../markets/MarketFlyout.tsx');
const MarketFlyout = lazy(() => loadFlyout().then((m) => ({ default: m.MarketFlyout })));

/** Only one market panel is shown at a time (SPEC §4): opening one closes the previous at once. */
let closeOpen: (() => void) | null = null;
const CLOSE_DELAY_MS = 150;

/**
 * Disclosure of one market panel: opens on hover (mouse, with a short close delay so the pointer
 * can cross into the panel) and on focus; closes on leaving, on focus moving out, and on Escape
 * (focus back to the entry, which stays closed until focus leaves and comes back or it is
 * hovered). Opening one closes the one open before.
 */
function useMarketDisclosure() {
  const [open, setOpenState] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus handed back to the entry by Escape must not reopen the panel it just closed.
  const returning = useRef(false);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    if (closeOpen === hide) closeOpen = null;
    setOpenState(false);
  }, []);

  const show = () => {
    clearTimeout(timer.current);
    if (closeOpen !== hide) {
      closeOpen?.();
      closeOpen = hide;
    }
    setOpenState(true);
  };

  useEffect(() => hide, [hide]);

  const rootProps = {
    onPointerEnter(e: PointerEvent) {
      if (e.pointerType === 'mouse') show();
    },
    onPointerLeave(e: PointerEvent) {
      if (e.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(hide, CLOSE_DELAY_MS);
    },
    onFocus() {
      if (!returning.current) show();
    },
    onBlur(e: FocusEvent) {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hide();
    },
    onKeyDown(e: KeyboardEvent) {
      if (e.key === 'Escape' && open) {
        e.stopPropagation();
        hide();
        returning.current = true;
        try {
          triggerRef.current?.focus();
        } finally {
          returning.current = false;
        }
      }
    },
  };
  return { open, show, rootProps, triggerRef };
}

function DesktopMarket({ item, host }: ItemProps & { host: MarketHost }) {
  const { open, show, rootProps, triggerRef } = useMarketDisclosure();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
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
export function MarketItem(props: ItemProps) {
  const host = useMarketHost();
  if (host && props.placement === 'panel' && !props.mobile && props.item.market) return <DesktopMarket {...props} host={host} />;
  return (
    <span className="market-item" data-market={props.item.market}>
      {props.item.children.length > 0 ? <MenuItem {...props} /> : <LinkItem {...props} />}
    </span>
  );
}
