import { useMemo, useState } from 'react';
import type { RendererEnv } from '../../renderer/env.tsx';
import { publishPrefs } from './header/prefsChannel.ts';
import { messagesFor } from './i18n/labels.ts';
import type { Route } from './route.ts';
import { applyTheme, saveTheme, type ThemeName } from './theme.ts';

/**
 * The theme and words a Shell is drawn with, one for the site's own pages (App) and the layer
 * embedded in a host page (LayerRoot), so both toggle the theme the same way: applied, saved in
 * the cookie and told to the other tabs. `announce` adds whom else the caller must tell (the host).
 */
export function useShellTheme(route: Route, initial: ThemeName | (() => ThemeName), announce?: (next: ThemeName) => void) {
  const [theme, setTheme] = useState<ThemeName>(initial);
  const messages = useMemo(() => messagesFor(route.lang), [route.lang]);
  const env = useMemo<RendererEnv>(() => ({ theme, rtl: route.rtl, labels: messages }), [theme, route.rtl, messages]);
  const onToggleTheme = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    saveTheme(next);
    setTheme(next);
    publishPrefs({ kind: 'theme', theme: next });
    announce?.(next);
  };
  // What every Shell takes from here; the caller adds its bootstrap, client and parts.
  const chrome = { route, messages, onToggleTheme };
  return { theme, setTheme, messages, env, chrome };
}
