import type { NavItemType } from '../schemas/navItem.ts';
import { useRendererEnv } from './env.tsx';
import { ItemBoundary } from './ItemBoundary.tsx';
import { GroupItem } from './items/GroupItem.tsx';
import { ItemList, type ItemListProps } from './items/ItemList.tsx';
import type { ItemComponent, ItemProps } from './items/itemProps.ts';
import { LinkItem } from './items/LinkItem.tsx';
import { MarketItem } from './items/MarketItem.tsx';
import { MenuItem } from './items/MenuItem.tsx';
import { PromoItem } from './items/PromoItem.tsx';
import { TextItem } from './items/TextItem.tsx';

/**
 * type -> component, the renderer's one list of the item types (their modules are in
 * schemas/items/). Typed by the schema's union, so a type without a component does not compile.
 */
export const ITEM_COMPONENTS: { readonly [T in NavItemType]: ItemComponent<T> } = {
  link: LinkItem,
  menu: MenuItem,
  group: GroupItem,
  text: TextItem,
  market: MarketItem,
  promo: PromoItem,
};

export class UnknownItemTypeError extends Error {
  constructor(
    readonly type: unknown,
    readonly path: string,
  ) {
    super(`Unknown nav item type ${JSON.stringify(type)} at ${path}; known types: ${Object.keys(ITEM_COMPONENTS).join(', ')}`);
    this.name = 'UnknownItemTypeError';
  }
}

/** The one dispatcher: normalises the type and fails loudly on one it does not know. */
export function componentFor(type: unknown, path: string): ItemComponent {
  const key = typeof type === 'string' ? type.trim().toLowerCase() : type;
  if (typeof key === 'string' && Object.hasOwn(ITEM_COMPONENTS, key)) return ITEM_COMPONENTS[key as NavItemType] as ItemComponent;
  throw new UnknownItemTypeError(type, path);
}

/** Draws one item through the registry (no boundary: see RenderItem). */
export function ItemView(props: ItemProps) {
  const Item = componentFor(props.item.type, props.item.path);
  return <Item {...props} drawItem={RenderItem} />;
}

/** Draws one item inside an error boundary that names its config entry. */
export function RenderItem(props: ItemProps) {
  const { labels } = useRendererEnv();
  return (
    <ItemBoundary path={props.item.path} caption={labels.unavailable}>
      <ItemView {...props} />
    </ItemBoundary>
  );
}

/** A list of items as <li>s, each with its own boundary. */
export function RenderItemList(props: ItemListProps) {
  return <ItemList {...props} drawItem={RenderItem} />;
}
