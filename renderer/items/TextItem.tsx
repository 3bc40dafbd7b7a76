import type { ItemProps } from './itemProps.ts';
import { ItemRow, linkAttrs } from './parts.tsx';

/**
 * Prose from config (regulatory statements, disclaimers); the optional href links its label.
 * Inside a menu panel or the drawer a text entry is an entry that is shown but not offered
 * (testnet profile links): a disabled row.
 */
export function TextItem({ item, mobile, placement }: ItemProps) {
  if (placement === 'panel' && !item.href) {
    return (
      <span className={`row-link row-link--disabled${mobile ? ' row-link--mobile' : ''}`} aria-disabled="true" data-item-id={item.id}>
        <ItemRow item={item} />
      </span>
    );
  }
  return (
    <p className={`text-item${mobile ? ' text-item--mobile' : ''}`} data-item-id={item.id}>
      {item.href ? <a {...linkAttrs(item)}>{item.label}</a> : item.label}
      {item.desc ? <span className="text-item-desc"> {item.desc}</span> : null}
    </p>
  );
}
