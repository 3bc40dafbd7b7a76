import type { ItemProps } from '../registry.tsx';
import { LinkItem } from './LinkItem.tsx';
import { MenuItem } from './MenuItem.tsx';

/**
 * An entry that opens a market panel (SPEC §4: data loads on first hover). Until market panels
 * exist it draws as its menu (when it has children) or as a link to its market page.
 */
export function MarketItem(props: ItemProps) {
  return (
    <span className="market-item" data-market={props.item.market}>
      {props.item.children.length > 0 ? <MenuItem {...props} /> : <LinkItem {...props} />}
    </span>
  );
}
