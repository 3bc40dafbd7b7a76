import { useCurrent } from '../currentPath.tsx';
import type { ItemProps } from './itemProps.ts';
import { BadgeChip, ItemIcon, ItemLabel, ItemRow, linkAttrs, TagList } from './parts.tsx';

/** A plain entry; how it looks depends on where it is drawn. */
export function LinkItem({ item, placement, mobile }: ItemProps) {
  const attrs = linkAttrs(item, useCurrent(item));
  if (placement === 'social') {
    return (
      <a className="social-link" {...attrs} title={item.label}>
        <ItemIcon icon={item.icon} dark={item.icon_dark} size={20} />
        <span className={item.icon ? 'sr-only' : undefined}>{item.label}</span>
      </a>
    );
  }
  if (placement === 'footer') {
    return (
      <a className="footer-link" {...attrs}>
        {item.label}
        <BadgeChip badge={item.badge} />
      </a>
    );
  }
  if (placement === 'bar' && !mobile) {
    return (
      <a className="bar-link" {...attrs}>
        <ItemLabel item={item} />
        <BadgeChip badge={item.badge} />
        <TagList tags={item.tags} />
      </a>
    );
  }
  const className = `row-link${mobile ? ' row-link--mobile' : ''}${item.desc ? ' row-link--desc' : ''}`;
  // An entry without a destination (a market panel still to come) is shown, not offered as a link.
  if (!item.href) {
    return (
      <span className={`${className} row-link--static`} data-item-id={item.id}>
        <ItemRow item={item} />
      </span>
    );
  }
  return (
    <a className={className} {...attrs}>
      <ItemRow item={item} />
    </a>
  );
}
