import { defineItemType } from './define.ts';

/** A titled column inside a panel (region configs only: the remote menu has no groups). */
export const group = defineItemType({
  type: 'group',
  about: 'group: a titled column in a panel',
  words: 'group (a titled column in a panel)',
  needs: { field: 'children', message: 'a group needs children' },
});
