import type { ReactNode } from 'react';
import type { ResolvedItemOf } from '../../engine/resolveItems.ts';
import type { NavItemType } from '../../schemas/navItem.ts';

/** Where an item is drawn; one component per type adapts to each place. */
export type Placement = 'bar' | 'panel' | 'footer' | 'social' | 'account';

export interface ItemProps<T extends NavItemType = NavItemType> {
  item: ResolvedItemOf<T>;
  placement: Placement;
  /** Drawn in the mobile drawer: menus become accordions, rows become full width. */
  mobile?: boolean;
}

/** Draws one child item through the registry, inside its own error boundary. */
export type DrawItem = (props: ItemProps) => ReactNode;

/**
 * What the registry hands an item component: its props plus how to draw child items. Containers
 * (group, menu) get the registry's drawer passed in rather than importing the registry that lists them.
 */
export interface ItemComponentProps<T extends NavItemType = NavItemType> extends ItemProps<T> {
  drawItem: DrawItem;
}

export type ItemComponent<T extends NavItemType = NavItemType> = (props: ItemComponentProps<T>) => ReactNode;
