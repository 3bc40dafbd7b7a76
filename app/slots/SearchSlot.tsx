import type { SlotProps } from './slotProps.ts';

/** Mount point in the shell; the feature's issue fills it in. */
export function SearchSlot(_props: SlotProps) {
  return null;
}
