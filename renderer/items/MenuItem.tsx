import { useLayoutEffect } from 'react';
import { useAccordionItem } from '../accordion.tsx';
import { useRendererEnv } from '../env.tsx';
import { panelColumns, panelPosition } from '../panelLayout.ts';
import { type ItemProps, RenderItem, RenderItemList } from '../registry.tsx';
import { useDisclosure } from '../useDisclosure.ts';
import { GroupItem } from './GroupItem.tsx';
import { BadgeChip, ItemIcon, ItemRow, linkAttrs, TagList } from './parts.tsx';

export function Chevron() {
  return (
    <svg className="chevron" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The columns of an open menu; shared by header menus and account menus. */
export function MenuPanelBody({ item }: { item: ItemProps['item'] }) {
  const columns = panelColumns(item);
  return (
    <div className={`nav-panel-body nav-panel-body--${item.show_mode}`}>
      {item.href ? (
        <a className="nav-panel-overview" {...linkAttrs(item)}>
          <ItemRow item={item} withIcon={false} />
          <span aria-hidden="true" className="arrow">
            →
          </span>
        </a>
      ) : null}
      <div className="nav-panel-columns">
        {columns.map((col) =>
          col.group ? (
            <div className="nav-panel-col" key={col.key}>
              <RenderItem item={col.group} placement="panel" />
            </div>
          ) : (
            <div className="nav-panel-col" key={col.key}>
              <RenderItemList className={`nav-panel-list nav-panel-list--${item.show_mode}`} items={col.items} placement="panel" />
            </div>
          ),
        )}
      </div>
    </div>
  );
}

function MobileMenu({ item }: ItemProps) {
  const [open, toggle] = useAccordionItem(item.path);
  const panelId = `acc-${item.id}-${item.path.replace(/[^a-z0-9]/gi, '')}`;
  return (
    <div className="acc" data-item-id={item.id}>
      <button type="button" className="acc-trigger" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <ItemIcon icon={item.icon} size={20} />
        <span className="item-label">{item.label}</span>
        <BadgeChip badge={item.badge} />
        <TagList tags={item.tags} />
        <Chevron />
      </button>
      <div className="acc-panel" id={panelId} hidden={!open}>
        {item.href ? (
          <a className="row-link row-link--mobile" {...linkAttrs(item)}>
            <ItemRow item={{ ...item, icon: undefined }} />
          </a>
        ) : null}
        <RenderItemList className="acc-list" items={item.children} placement="panel" mobile />
      </div>
    </div>
  );
}

function DesktopMenu({ item, placement }: ItemProps) {
  const { rtl } = useRendererEnv();
  const d = useDisclosure();
  const { open, triggerRef, panelRef } = d;

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const trigger = triggerRef.current;
      const panel = panelRef.current;
      if (!trigger || !panel) return;
      const bar = trigger.closest('[data-panel-anchor]') ?? trigger;
      const t = trigger.getBoundingClientRect();
      const gap = placement === 'account' ? 0 : item.hover_gap + 40;
      const left = panelPosition(t, panel.offsetWidth, document.documentElement.clientWidth, rtl, rtl ? -gap : gap);
      panel.style.top = `${Math.round(bar.getBoundingClientRect().bottom)}px`;
      panel.style.left = `${Math.round(left)}px`;
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, rtl, item.hover_gap, placement, triggerRef, panelRef]);

  return (
    <div className={`menu${open ? ' menu--open' : ''}`} {...d.rootProps} data-item-id={item.id}>
      <button className={placement === 'account' ? 'bar-button bar-button--account' : 'bar-button'} {...d.triggerProps}>
        {placement === 'account' ? <ItemIcon icon={item.icon} size={18} /> : null}
        <span className="item-label">{item.label}</span>
        <BadgeChip badge={item.badge} />
        <TagList tags={item.tags} />
        <Chevron />
      </button>
      <div className={`nav-panel nav-panel--${placement}`} {...d.panelProps}>
        <MenuPanelBody item={item} />
      </div>
    </div>
  );
}

/**
 * `menu`: in the bar a disclosure button with a hover panel; in the drawer an accordion section;
 * nested inside a panel it is drawn as a titled group.
 */
export function MenuItem(props: ItemProps) {
  if (props.mobile) return <MobileMenu {...props} />;
  if (props.placement === 'panel' || props.placement === 'footer') return <GroupItem {...props} />;
  return <DesktopMenu {...props} />;
}
