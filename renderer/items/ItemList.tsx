import type { ResolvedItem } from '../../engine/resolveItems.ts';
import type { DrawItem, ItemProps } from './itemProps.ts';

export type ItemListProps = Omit<ItemProps, 'item'> & { items: readonly ResolvedItem[]; className?: string };

/** A list of items as <li>s, each drawn by `drawItem` (the registry's, with its own boundary). */
export function ItemList({ items, className, drawItem: DrawChild, ...rest }: ItemListProps & { drawItem: DrawItem }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.path} className={`item-li item-li--${item.type}`}>
          <DrawChild item={item} {...rest} />
        </li>
      ))}
    </ul>
  );
}
