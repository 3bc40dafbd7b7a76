// Its own module so that the first chunk (useDisclosure) takes this selector without the trap.

const NOT_SKIPPED = ':not([tabindex="-1"])';

/** What Tab can reach (roving tab stops, tabindex -1, are left to their widget's arrow keys). */
export const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((s) => `${s}${NOT_SKIPPED}`)
  .join(', ');
