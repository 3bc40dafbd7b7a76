import { defineItemType } from './define.ts';

/** Prose, e.g. a regulatory statement. */
export const text = defineItemType({
  type: 'text',
  about: 'text: a statement',
  words: 'text (a statement, e.g. regulatory)',
  needs: null,
  // A remote leaf without a URL is shown as a plain label rather than a link to nowhere.
  remote: { rank: 4, claims: () => true },
});
