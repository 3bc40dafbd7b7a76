import { defineItemType } from './define.ts';

/** A plain entry. */
export const link = defineItemType({
  type: 'link',
  about: 'link: a plain entry',
  words: 'link (a plain entry)',
  needs: { field: 'href', message: 'a link needs an href' },
  // A remote entry with a URL and no children.
  remote: { rank: 3, claims: (entry) => Boolean(entry.jump_url) },
});
