import type { SlotProps } from './slotProps.ts';

/** Mount point in the shell; the feature's issue fills it in. */
export function SettingsSlot(_props: SlotProps) {
  return null;
}
