import type { ReactNode } from 'react';
import { DisclosureMenu } from './DisclosureMenu.tsx';

interface Props {
  itemId: string;
  /** Names the panel's class (nav-panel--{name}) and the menu's test id ({name}-menu). */
  name: string;
  /** The icon-only trigger's accessible name. */
  label: string;
  glyph: ReactNode;
  /** Starts loading the panel's code when the trigger is hovered or focused. */
  preload: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * An icon button at the end of the bar whose panel is drawn on first open, its code loaded on
 * intent (the settings and app-download menus).
 */
export function IconMenu({ itemId, name, label, glyph, preload, children }: Props) {
  return (
    <DisclosureMenu
      itemId={itemId}
      alignEnd
      lazy
      onPreload={() => void preload()}
      triggerClassName="icon-button icon-button--menu"
      triggerLabel={label}
      panelClassName={`nav-panel--${name}`}
      testId={`${name}-menu`}
      trigger={glyph}
    >
      {children}
    </DisclosureMenu>
  );
}
