import { useId } from 'react';
import { ItemList } from './ItemList.tsx';
import type { ItemComponentProps } from './itemProps.ts';
import { BadgeChip, linkAttrs } from './parts.tsx';

/** A titled column of entries (inside a panel, the drawer or the footer). */
export function GroupItem({ item, placement, mobile, drawItem }: ItemComponentProps) {
  const id = useId();
  const childPlacement = placement === 'footer' ? 'footer' : 'panel';
  return (
    <section className={`nav-group${mobile ? ' nav-group--mobile' : ''}`} aria-labelledby={id} data-item-id={item.id}>
      <h3 className="nav-group-title" id={id}>
        {item.href ? <a {...linkAttrs(item)}>{item.label}</a> : item.label}
        <BadgeChip badge={item.badge} />
      </h3>
      {item.desc ? <p className="nav-group-desc">{item.desc}</p> : null}
      <ItemList
        className={`nav-group-list nav-group-list--${item.show_mode}`}
        items={item.children}
        placement={childPlacement}
        mobile={mobile}
        drawItem={drawItem}
      />
    </section>
  );
}
