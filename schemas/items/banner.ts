import { defineItemType } from './define.ts';

/** A picture with a call to action (renderer/items/BannerItem.tsx). */
export const banner = defineItemType({
  type: 'banner',
  about: 'banner: a picture with a call to action',
  words: 'banner (a picture with a call to action)',
  needs: { field: 'image', message: 'a banner needs an image' },
  fields: {
    cta: { kind: 'text', label: 'Call to action', help: 'The call to action under the picture, e.g. "Join now"', placeholder: 'Join now' },
  },
});
