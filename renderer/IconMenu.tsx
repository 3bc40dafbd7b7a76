import type { ReactNode } from 'react';
import { DisclosureMenu } from './DisclosureMenu.tsx';

interface Props {
  itemId: string;
  /** The icon-only trigger's accessible name. */
  label: string;
  glyph: ReactNode;
  panelClassName: string;
  testId: string;
  /** Starts loading the panel's code when the trigger is hovered or focused. */
  preload: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * An icon button at the end of the bar whose panel is drawn on first open, its code loaded on
 * intent (the settings and app-download menus).
 */
export function IconMenu({ itemId, label, glyph, panelClassName, testId, preload, children }: Props) {
  return (
    <DisclosureMenu
      itemId={itemId}
      alignEnd
      lazy
      onPreload={() => void preload()}
      triggerClassName="icon-button icon-button--menu"
      triggerLabel={label}
      panelClassName={panelClassName}
      testId={testId}
      trigger={glyph}
    >
      {children}
    </DisclosureMenu>
  );
}
