import { defineItemType } from './define.ts';

/**
 * A promotion card: a picture, a title and a call to action. Declared by kind only: its link goes
 * through the URL allow-list, its picture through the asset allow-list and its texts are drawn in
 * the page's language without a line of engine code naming them.
 */
export const promo = defineItemType({
  type: 'promo',
  about: 'promo: a card with a picture, a title and a call-to-action link',
  words: 'promo card (a picture, a title and a call to action)',
  needs: { field: 'cta_href', message: 'a promo card needs a call-to-action link' },
  fields: {
    title: {
      kind: 'text',
      translated: true,
      label: 'Card title',
      help: "The card's headline; the label names the card to ops and screen readers",
    },
    card_image: { kind: 'image', label: 'Card picture', help: 'The picture above the title', placeholder: '/icons/promo/name.svg' },
    cta_label: { kind: 'text', translated: true, label: 'Call-to-action text', help: 'The words of the call-to-action link' },
    cta_href: { kind: 'link', label: 'Call-to-action link', help: 'Relative paths get the language prefix; absolute must be https' },
  },
  // A remote entry with a call-to-action link is a card; its SPEC §3 title is the card's label.
  remote: { rank: 1, claims: (entry) => Boolean(entry.cta_href), fields: ['card_image', 'cta_label', 'cta_href'] },
});
