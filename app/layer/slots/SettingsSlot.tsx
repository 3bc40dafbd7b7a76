import { lazy, Suspense } from 'react';
import { Glyph } from '../../../renderer/Glyph.tsx';
import { IconMenu } from '../../../renderer/IconMenu.tsx';
import type { SlotProps } from './slotProps.ts';

const loadPanel = () => import('../header/SettingsPanel.tsx');
const SettingsPanel = lazy(loadPanel);

function GearGlyph() {
  return (
    <Glyph>
      <circle cx="12" cy="12" r="3.2" />
      <path
        d="M12 2.8v2.4M12 18.8v2.4M2.8 12h2.4M18.8 12h2.4M5.5 5.5l1.7 1.7M16.8 16.8l1.7 1.7M5.5 18.5l1.7-1.7M16.8 7.2l1.7-1.7"
        strokeLinecap="round"
      />
    </Glyph>
  );
}

/** SPEC §2 settings dropdown (rise/fall colour, change period); its panel loads when first opened. */
export function SettingsSlot({ features, boot, messages }: SlotProps) {
  if (!features.settings) return null;
  return (
    <IconMenu itemId="settings" label={messages.settings} glyph={<GearGlyph />} name="settings" preload={loadPanel}>
      <Suspense fallback={<div className="settings-panel" aria-busy="true" />}>
        <SettingsPanel features={features} initial={boot.prefs} messages={messages} />
      </Suspense>
    </IconMenu>
  );
}
