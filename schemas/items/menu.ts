import { defineItemType } from './define.ts';

/** Opens a panel of children. */
export const menu = defineItemType({
  type: 'menu',
  about: 'menu: opens a panel of entries',
  words: 'menu (opens a panel of entries)',
  needs: { field: 'children', message: 'a menu needs children' },
  remote: { rank: 2, claims: (entry) => entry.hasChildren },
});
